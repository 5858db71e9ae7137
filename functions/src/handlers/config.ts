// GET /api/config: how purchases work on this server (demo or chain, the treasury, the chain id).
import type { AppConfigResponse } from '@fitchoice/shared/api';
import { config } from '../config';
import { createHandler, route } from '../http/handler';

const answer: AppConfigResponse = {
  purchaseMode: config.purchaseMode,
  treasuryAddress: config.purchaseMode === 'chain' ? config.treasuryAddress : null,
  chainId: config.purchaseMode === 'chain' ? config.chainId : null,
};

export const handler = createHandler({
  'GET /api/config': route({
    access: 'public',
    async run() {
      return { statusCode: 200, body: answer, headers: { 'cache-control': 'no-cache' } };
    },
  }),
});
