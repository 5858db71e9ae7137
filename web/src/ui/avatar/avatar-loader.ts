// Members' saved avatars, fetched together: every avatar asked for within a few milliseconds (a
// leaderboard's 50 rows, a chat's participants) goes into one GET /api/avatars?ids=..., at most 50
// ids a request. Each member's answer is then cached by TanStack Query under avatarQueryKey.
import type { AvatarConfig } from '@fitchoice/shared';
import * as routes from '@fitchoice/shared/api/routes';
import { apiCall } from '../../api/client';
import { AVATARS_PER_REQUEST_LIMIT } from './limits';

export const avatarQueryKey = (userId: string) => ['avatar', userId] as const;

type Waiter = { resolve: (avatar: AvatarConfig | null) => void; reject: (error: unknown) => void };
let waiting = new Map<string, Waiter[]>();
let timer: ReturnType<typeof setTimeout> | null = null;

async function flush(batch: Map<string, Waiter[]>): Promise<void> {
  const ids = [...batch.keys()];
  for (let start = 0; start < ids.length; start += AVATARS_PER_REQUEST_LIMIT) {
    const chunk = ids.slice(start, start + AVATARS_PER_REQUEST_LIMIT);
    try {
      const { avatars } = await apiCall(routes.avatarList, { query: { ids: chunk.join(',') } });
      const found = new Map(avatars.map((entry) => [entry.userId, entry.avatar as AvatarConfig]));
      for (const id of chunk) for (const waiter of batch.get(id) ?? []) waiter.resolve(found.get(id) ?? null);
    } catch (error) {
      for (const id of chunk) for (const waiter of batch.get(id) ?? []) waiter.reject(error);
    }
  }
}

/** A member's saved avatar, or null (they show their initials). */
export function loadAvatar(userId: string): Promise<AvatarConfig | null> {
  return new Promise((resolve, reject) => {
    waiting.set(userId, [...(waiting.get(userId) ?? []), { resolve, reject }]);
    if (timer !== null) return;
    timer = setTimeout(() => {
      const batch = waiting;
      waiting = new Map();
      timer = null;
      void flush(batch);
    }, 10);
  });
}
