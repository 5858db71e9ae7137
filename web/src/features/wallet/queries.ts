// The wallet's server reads: how purchases work here (GET /api/config) and the member's SweatCoin
// ledger (GET /api/wallet/ledger). Both go through the app's default query function, which fetches
// the URL of the route's query key.
import type { AppConfigResponse, LedgerResponse } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiQueryKey } from '../../api/client';

export const appConfigQuery = queryOptions<AppConfigResponse | null>({ queryKey: apiQueryKey(routes.configGet) });

export const ledgerQuery = queryOptions<LedgerResponse | null>({ queryKey: apiQueryKey(routes.walletLedger) });
