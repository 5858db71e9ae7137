// The shared API schemas the auth forms check against, in their own module so they (and zod) load
// only when a form first checks a field. Named re-exports let the bundler leave the rest out.
export {
  emailSchema,
  loginRequestSchema,
  NAME_MAX_LENGTH,
  nameSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@fitchoice/shared/api';
export { newPasswordSchema } from '@fitchoice/shared/api/signup';
