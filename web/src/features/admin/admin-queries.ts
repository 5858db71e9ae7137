// What the admin sections share: after any change, every admin list and detail is read again (the
// audit log included), and the ids the API's lists are paged by.
import * as routes from '@fitchoice/shared/api/routes';
import type { QueryClient } from '@tanstack/react-query';
import { apiPath } from '../../api/client';

const ADMIN_PREFIX = apiPath(routes.adminAudit).replace(/audit$/, '');

/** Reads every admin list and detail again after a change. */
export function refreshAdmin(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(ADMIN_PREFIX) });
}

/** The page size of the admin lists. */
export const ADMIN_PAGE = 20;
