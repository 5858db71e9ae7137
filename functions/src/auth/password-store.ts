// Setting a password in the table: a change (conditioned on the credential version read, so two
// racing changes cannot both pass the current-password check) and a reset by a mailed link (the
// token spent in the same transaction). Each counts one more credential version, so sign-ins
// checked against the old password open no session.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { ConditionFailedError, transact } from '../dynamo/transact';
import { keys } from '../keys/keys';
import { spendToken, type TokenRecord } from '../mail/tokens';
import { getUser, type UserRecord } from '../users/store';

/** The account's password changed since it was read (another change or a reset won). */
export class CredentialsChangedError extends Error {
  constructor() {
    super('The password was changed meanwhile');
    this.name = 'CredentialsChangedError';
  }
}

export function credentialCondition(version: number): string {
  return version === 0 ? '(attribute_not_exists(credentialVersion) OR credentialVersion = :version)' : 'credentialVersion = :version';
}

/**
 * Sets a new password hash, clears a temporary password's flag and counts one more credential
 * version (sign-ins checked against the old password then open no session). Conditioned on the
 * version read, so two changes racing cannot both pass the current-password check.
 */
export async function setPassword(user: UserRecord, passwordHash: string): Promise<UserRecord> {
  const version = user.credentialVersion ?? 0;
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.user(user.id),
        UpdateExpression: 'SET passwordHash = :hash, credentialVersion = :next REMOVE mustChangePassword',
        ConditionExpression: `attribute_exists(PK) AND ${credentialCondition(version)}`,
        ExpressionAttributeValues: { ':hash': passwordHash, ':next': version + 1, ':version': version },
      }),
    );
  } catch (error) {
    if (isConditionFailed(error)) throw new CredentialsChangedError();
    throw error;
  }
  return { ...user, passwordHash, mustChangePassword: false, credentialVersion: version + 1 };
}

/**
 * A password reset from its mailed link: spends the token and sets the new password (one more
 * credential version, so every session opened before is refused) in one transaction. Opening the
 * link proves the email too. The caller ends the account's sessions.
 */
export async function resetPasswordWith(
  token: TokenRecord & { hash: string },
  passwordHash: string,
  now: Date,
): Promise<{ state: 'done'; userId: string } | { state: 'invalid' }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const user = token.userId ? await getUser(token.userId) : null;
    if (!user || user.deletedAt || user.email !== token.email) return { state: 'invalid' };
    const version = user.credentialVersion ?? 0;
    try {
      await transact([
        ...spendToken(token, now),
        {
          Update: {
            TableName: TABLE,
            Key: keys.user(user.id),
            UpdateExpression:
              'SET passwordHash = :hash, credentialVersion = :next, emailVerifiedAt = if_not_exists(emailVerifiedAt, :now) REMOVE mustChangePassword',
            ConditionExpression: `email = :email AND ${credentialCondition(version)}`,
            ExpressionAttributeValues: {
              ':hash': passwordHash,
              ':next': version + 1,
              ':version': version,
              ':now': now.toISOString(),
              ':email': token.email,
            },
          },
        },
      ]);
      return { state: 'done', userId: user.id };
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      // The token was spent (or expired) meanwhile; else the password changed meanwhile: read again.
      if (error.index === 0) return { state: 'invalid' };
    }
  }
  return { state: 'invalid' };
}
