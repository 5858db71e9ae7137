// The user object the server answers with (auth.me, login, signup, guest), in zod/mini: the web
// app's first screen checks an answered or stored user with this schema (zod/mini costs a few KB
// there, zod itself ~60 KB), and the API's userSchema (common.ts) is built from the same fields.
import * as z from 'zod/mini';

/** A SweatCoin amount: a decimal string with at most 2 decimals, e.g. "1000.00". */
export const COIN_AMOUNT_PATTERN = /^\d{1,24}(\.\d{1,2})?$/;
export const COIN_AMOUNT_ERROR = 'Expected a SweatCoin amount such as "12.50"';
export const ISO_DATE_TIME_ERROR = 'Expected an ISO date-time';

export const userFields = {
  id: z.string(),
  email: z.nullable(z.string()),
  name: z.string(),
  roles: z.array(z.string()),
  isGuest: z.boolean(),
  xp: z.number().check(z.int(), z.nonnegative()),
  sweatCoins: z.string().check(z.regex(COIN_AMOUNT_PATTERN, COIN_AMOUNT_ERROR)),
  createdAt: z.iso.datetime({ offset: true, error: ISO_DATE_TIME_ERROR }),
};

/** The user as the web app checks it (an answer, or the copy stored on the device). */
export const userSchema = z.object(userFields);
