// GET /api/config: how purchases work on this server (demo or chain, the treasury, the chain id).
import type { AppConfigResponse } from '@fitchoice/shared/api';
import { purchaseRoutes } from '@fitchoice/shared/api';
import { config } from '../config';
import { createHandler } from '../http/handler';

const answer: AppConfigResponse = {
  purchaseMode: config.purchaseMode,
  treasuryAddress: config.purchaseMode === 'chain' ? config.treasuryAddress : null,
  chainId: config.purchaseMode === 'chain' ? config.chainId : null,
};

export const handler = createHandler(purchaseRoutes, {
  'config.get': {
    async run() {
      return { statusCode: 200, body: answer, headers: { 'cache-control': 'no-cache' } };
    },
  },
});
