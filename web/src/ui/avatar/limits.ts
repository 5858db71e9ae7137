// How many avatars one request may ask for (the API's AVATARS_PER_REQUEST), without loading the
// API schemas (zod) into the screens that draw avatars.
export const AVATARS_PER_REQUEST_LIMIT = 50;
