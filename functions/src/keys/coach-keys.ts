// Every key of the coach, mood and motivation items (the member's own data; no other feature reads
// mood items, and no index holds them but the member's own partition):
//   USER#<id> / COACH#PLAN                 the member's current plan (JSON) and its updatedAtMs
//   USER#<id> / COACHMSG#<messageId>       one chat message (ids are UUIDv7: they sort by time)
//   MOOD#<entryId> / MOOD                  a mood entry, with its owner's userId;
//                                          GSI1: USERMOOD#<userId> / <date>#<entryId> (deleted: USERMOODDELETED#<userId>)
//   USER#<id> / MOTIVATION#DAY#<date>      the day's motivation message
//   USER#<id> / MOTIVATION#REMINDER        the daily reminder; GSI1 (while on): MOTIVATION#REMINDERS / <userId>

export const coachKeys = {
  plan: (userId: string) => ({ PK: `USER#${userId}`, SK: 'COACH#PLAN' }),
  message: (userId: string, messageId: string) => ({ PK: `USER#${userId}`, SK: `COACHMSG#${messageId}` }),
  messagePrefix: 'COACHMSG#',
  mood: (entryId: string) => ({ PK: `MOOD#${entryId}`, SK: 'MOOD' }),
  moodIndex: (userId: string, date: string, entryId: string) => ({ GSI1PK: coachKeys.moodPartition(userId), GSI1SK: `${date}#${entryId}` }),
  moodPartition: (userId: string) => `USERMOOD#${userId}`,
  deletedMoodPartition: (userId: string) => `USERMOODDELETED#${userId}`,
  motivation: (userId: string, date: string) => ({ PK: `USER#${userId}`, SK: `MOTIVATION#DAY#${date}` }),
  motivationPrefix: 'MOTIVATION#DAY#',
  reminder: (userId: string) => ({ PK: `USER#${userId}`, SK: 'MOTIVATION#REMINDER' }),
  remindersPartition: 'MOTIVATION#REMINDERS',
} as const;
