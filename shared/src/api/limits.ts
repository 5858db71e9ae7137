// Field length limits of the account forms, free of zod so the app's first screen can use them.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 80;
