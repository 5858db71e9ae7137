// A member's avatar wherever a member appears (profile, leaderboard, feed, chat, fit match): their
// saved avatar drawn from its parts, or their initials until it loads or when they have none.
//   <Avatar userId={entry.userId} name={entry.name} />          fetched (batched with the others on screen)
//   <Avatar avatar={draft} name={user.name} size="large" />     drawn from a config in hand (the studio)
// The drawing code is its own chunk. Beside a shown name the avatar is decorative (aria-hidden);
// give `label` where it stands alone.
import type { AvatarConfig } from '@fitchoice/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { avatarQueryKey, loadAvatar } from './avatar/avatar-loader';

const AvatarArt = lazy(() => import('./avatar/AvatarArt'));

export interface AvatarProps {
  name: string;
  /** Fetch this member's saved avatar. */
  userId?: string;
  /** Draw this avatar (no fetch). */
  avatar?: AvatarConfig | null;
  size?: 'small' | 'medium' | 'large';
  /** An accessible name, where the avatar is not beside the member's name. */
  label?: string;
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]?.toUpperCase() ?? '').join('') || '?';
}

export function Avatar({ name, userId, avatar, size = 'medium', label }: AvatarProps) {
  const fetched = useQuery({
    queryKey: avatarQueryKey(userId ?? ''),
    queryFn: () => loadAvatar(userId!),
    enabled: avatar === undefined && userId !== undefined,
    staleTime: 5 * 60_000,
  });
  const drawn = avatar === undefined ? fetched.data : avatar;
  const initials = (
    <span className="avatar__initials" dir="auto">
      {initialsOf(name)}
    </span>
  );
  return (
    <span
      className={`avatar avatar--${size}`}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-avatar={drawn ? 'drawn' : 'initials'}
    >
      {drawn ? (
        <Suspense fallback={initials}>
          <AvatarArt avatar={drawn} />
        </Suspense>
      ) : (
        initials
      )}
    </span>
  );
}
