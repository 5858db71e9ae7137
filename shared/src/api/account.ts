// The account's own life: change the password (partners with a temporary one, and members from
// settings). Served by the `account` handler module.
import * as z from 'zod';
import { passwordSchema, userSchema } from './common';
import type { RouteTable } from './route-contract';

export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(256, 'Current password is too long'),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changePasswordResponseSchema = z.object({
  user: userSchema,
  /** How many other sessions of the account were signed out. */
  signedOutSessions: z.number().int().nonnegative(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const accountRoutes = {
  'account.changePassword': {
    method: 'POST',
    path: '/api/auth/change-password',
    guard: 'member',
    summary: 'Change the password (the current one is checked); every other session of the account ends',
    body: changePasswordRequestSchema,
    response: changePasswordResponseSchema,
  },
} as const satisfies RouteTable;
