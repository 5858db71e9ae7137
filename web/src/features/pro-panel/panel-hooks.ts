// The panel's shared reads and how a refusal is worded.
import type { ProfessionalKind } from '@fitchoice/shared/api';
import { ApiError } from '@fitchoice/shared/http-errors';
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../api/client';
import { PANEL_ROUTES } from './panel-api';

export function useProfile(kind: ProfessionalKind) {
  return useQuery({ queryKey: apiQueryKey(PANEL_ROUTES[kind].profile), queryFn: () => apiCall(PANEL_ROUTES[kind].profile, {}) });
}

/** The message of a refused save: the field's words when the server named one. */
export function problemOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
