// Every key of the joinable challenges' items:
//   CHALLENGE#<id> / CHALLENGE           a challenge; GSI1 (public ones): CHALLENGES / <endsAt>#<id>
//   USER#<id> / CHALLENGE#<challengeId>  the member's place in it and their progress (read with the
//                                        member's other items, consistently, by each event);
//                                        GSI2: CHALLENGEBOARD#<challengeId> / <progress>#<order>#<userId>
//   USER#<id> / CHALLENGEINVITE#<challengeId>  a friend's invitation to their private challenge
//   CATALOGUE / CHALLENGES               which version of the seeded challenges is there
const ORDER_DIGITS = 15;
const LAST_ORDER = 10 ** ORDER_DIGITS - 1;

export const challengeKeys = {
  challenge: (challengeId: string) => ({ PK: `CHALLENGE#${challengeId}`, SK: 'CHALLENGE' }),
  publicIndex: (endsAt: string, challengeId: string) => ({ GSI1PK: challengeKeys.publicPartition, GSI1SK: `${endsAt}#${challengeId}` }),
  publicPartition: 'CHALLENGES',
  membership: (userId: string, challengeId: string) => ({ PK: `USER#${userId}`, SK: `CHALLENGE#${challengeId}` }),
  membershipPrefix: 'CHALLENGE#',
  invite: (userId: string, challengeId: string) => ({ PK: `USER#${userId}`, SK: `CHALLENGEINVITE#${challengeId}` }),
  invitePrefix: 'CHALLENGEINVITE#',
  /**
   * Where a member sorts on the challenge's board: more progress first, and at equal progress who
   * reached it first (an earlier time sorts higher in a descending read).
   */
  boardIndex: (challengeId: string, progress: number, reachedAtMs: number, userId: string) => ({
    GSI2PK: challengeKeys.boardPartition(challengeId),
    GSI2SK: `${String(progress).padStart(6, '0')}#${String(LAST_ORDER - reachedAtMs).padStart(ORDER_DIGITS, '0')}#${userId}`,
  }),
  boardPartition: (challengeId: string) => `CHALLENGEBOARD#${challengeId}`,
  catalogue: () => ({ PK: 'CATALOGUE', SK: 'CHALLENGES' }),
} as const;
