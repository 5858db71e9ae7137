// The account's own routes: change the password (partners with a temporary one, members from
// settings). Every other session of the account ends with the change.
import { ERROR_CODES } from '@fitchoice/shared';
import type { ChangePasswordResponse } from '@fitchoice/shared/api';
import { hashNewPassword } from '../auth/credentials';
import { verifyPassword } from '../auth/password';
import { HttpError } from '../http/errors';
import { createHandler } from '../http/handler';
import { CredentialsChangedError, setPassword } from '../store/accounts';
import { revokeSessions } from '../store/sessions';
import { toApiUser } from '../store/users';

export const handler = createHandler({
  'account.changePassword': {
    async run({ body, user, sessionId }) {
      const account = user!;
      if (!account.passwordHash || !(await verifyPassword(body.currentPassword, account.passwordHash))) {
        throw new HttpError(400, 'The current password is not right', ERROR_CODES.validation, { field: 'currentPassword' });
      }
      if (body.newPassword === body.currentPassword) {
        throw new HttpError(400, 'Choose a password different from the current one', ERROR_CODES.validation, { field: 'newPassword' });
      }
      let changed: typeof account;
      try {
        changed = await setPassword(account, await hashNewPassword(body.newPassword));
      } catch (error) {
        if (error instanceof CredentialsChangedError)
          throw new HttpError(409, 'The password was just changed elsewhere; sign in again', ERROR_CODES.conflict);
        throw error;
      }
      const signedOutSessions = await revokeSessions(account.id, Date.now(), sessionId ? { keep: sessionId } : {});
      const response: ChangePasswordResponse = { user: toApiUser(changed), signedOutSessions };
      return { statusCode: 200, body: response };
    },
  },
});
