// The wallet's server reads: how purchases work here (GET /api/config) and the member's SweatCoin
// ledger (GET /api/wallet/ledger). Both go through the app's default query function.
import type { AppConfigResponse, LedgerResponse } from '@fitchoice/shared/api';
import { queryOptions } from '@tanstack/react-query';

export const appConfigQuery = queryOptions<AppConfigResponse | null>({ queryKey: ['/api/config'] });

export const ledgerQuery = queryOptions<LedgerResponse | null>({ queryKey: ['/api/wallet/ledger'] });
