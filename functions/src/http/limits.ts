// Request limits shared by the handlers and the local adapter.

/** The largest request body accepted: 64 KiB. */
export const MAX_BODY_BYTES = 64 * 1024;
