// Joinable challenges as the API shows them (shared/src/api/challenges.ts).
import { formatCoinCents } from '@fitchoice/shared';
import type { AdminChallenge, JoinableChallenge } from '@fitchoice/shared/api';
import { challengeState } from './joinable-challenges';
import type { ChallengeRecord, MembershipRecord } from './store';

function challengeFields(challenge: ChallengeRecord, now: Date) {
  return {
    id: challenge.id,
    title: challenge.title,
    description: challenge.description,
    startsAt: challenge.startsAt,
    endsAt: challenge.endsAt,
    measure: challenge.measure,
    target: challenge.target,
    region: challenge.region as JoinableChallenge['region'],
    reward: { xp: challenge.rewardXp, sweatCoins: formatCoinCents(challenge.rewardCents) },
    visibility: challenge.visibility,
    owner: challenge.owner,
    participants: challenge.participants,
    state: challengeState(challenge, now.getTime()),
  };
}

export function toJoinableChallenge(challenge: ChallengeRecord, membership: MembershipRecord | null, now: Date): JoinableChallenge {
  return {
    ...challengeFields(challenge, now),
    me: membership && {
      joinedAt: membership.joinedAt,
      progress: membership.progress.count,
      completedAt: membership.progress.completedAt,
      paid: membership.paid && { xp: membership.paid.xp, sweatCoins: formatCoinCents(membership.paid.cents) },
    },
  };
}

export function toAdminChallenge(challenge: ChallengeRecord, now: Date): AdminChallenge {
  return { ...challengeFields(challenge, now), status: challenge.status, createdAt: challenge.createdAt };
}
