// Every key of the account, partner and admin items (the user, session and ledger keys are in keys.ts).
//   USER#<id> / SESSION#<sessionId>         a session's entry in its user's list (devices; sign out everywhere)
//   profile GSI1: USERSEARCH#NAME / <folded name>#<id>     admin search by name (members, not guests)
//   email item GSI1: USERSEARCH#EMAIL / <email>            admin search by email
//   AUDIT / <at>#<id>                       the audit log, newest last (read backwards)
//   APPLICATION#<id> / APPLICATION          a partner application; GSI1: APPLICATIONS#<status> / <createdAt>#<id>
//   APPLICATIONEMAIL#<email> / PENDING      at most one pending application per email
//   MOD#<kind>#<targetId> / MOD             a moderation case; GSI1: MODERATION#<status> / <lastReportedAt>#<kind>#<targetId>
//   RATE#<bucket>#<key>#<windowStart> / RATE   a fixed-window rate limit counter (TTL)
//   TOKEN#<sha256> / TOKEN                  a mailed one-time link (reset, verify, email change,
//                                           application), stored only as the hash of its secret (TTL)
//   USER#<id> / TOKENREF#<sha256>           points at a token of the user, so deletion finds it
//   USER#<id> / APPLICATION#<id>            an application the user filed or was approved from
//   USER#<id> / PARTNERNOTICES              which notices a partner gets, per kind and channel

export const accountKeys = {
  partnerNotices: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PARTNERNOTICES' }),
  userSession: (userId: string, sessionId: string) => ({ PK: `USER#${userId}`, SK: `SESSION#${sessionId}` }),
  userSessionPrefix: 'SESSION#',
  searchByName: 'USERSEARCH#NAME',
  searchByEmail: 'USERSEARCH#EMAIL',
  audit: (at: string, id: string) => ({ PK: 'AUDIT', SK: `${at}#${id}` }),
  auditPartition: 'AUDIT',
  application: (id: string) => ({ PK: `APPLICATION#${id}`, SK: 'APPLICATION' }),
  applicationIndex: (status: string, createdAt: string, id: string) => ({
    GSI1PK: accountKeys.applicationsPartition(status),
    GSI1SK: `${createdAt}#${id}`,
  }),
  applicationsPartition: (status: string) => `APPLICATIONS#${status}`,
  pendingApplicationEmail: (email: string) => ({ PK: `APPLICATIONEMAIL#${email}`, SK: 'PENDING' }),
  moderation: (kind: string, targetId: string) => ({ PK: `MOD#${kind}#${targetId}`, SK: 'MOD' }),
  moderationPartition: (status: string) => `MODERATION#${status}`,
  rate: (bucket: string, key: string, windowStart: number) => ({ PK: `RATE#${bucket}#${key}#${windowStart}`, SK: 'RATE' }),
  token: (tokenHash: string) => ({ PK: `TOKEN#${tokenHash}`, SK: 'TOKEN' }),
  tokenRef: (userId: string, tokenHash: string) => ({ PK: `USER#${userId}`, SK: `TOKENREF#${tokenHash}` }),
  tokenRefPrefix: 'TOKENREF#',
  userApplication: (userId: string, applicationId: string) => ({ PK: `USER#${userId}`, SK: `APPLICATION#${applicationId}` }),
  userApplicationPrefix: 'APPLICATION#',
} as const;

/** A name as search compares it: lower case, without accents, spaces collapsed ("José  Díaz" -> "jose diaz"). */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** An opaque page cursor: DynamoDB's LastEvaluatedKey as base64url JSON (checked for shape when read back). */
export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/** The key a cursor holds, or null when it is not one of ours (then the caller answers 400). */
export function decodeCursor(cursor: string | undefined, fields: readonly string[]): Record<string, string> | null | undefined {
  if (cursor === undefined) return undefined;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!key || typeof key !== 'object' || Array.isArray(key)) return null;
    const entries = Object.entries(key as Record<string, unknown>);
    const valid = entries.length === fields.length && entries.every(([name, value]) => fields.includes(name) && typeof value === 'string');
    return valid ? (key as Record<string, string>) : null;
  } catch {
    return null;
  }
}
