// The search params of /chat (?c=<conversation id>) and /friends-features (?invite=<member id>),
// validated in the route tree without loading the screens.
export interface ChatSearch {
  c?: string;
}

export interface InviteSearch {
  invite?: string;
}

const ID = /^[A-Za-z0-9_-]{1,128}$/;

export function validateChatSearch(search: Record<string, unknown>): ChatSearch {
  return typeof search.c === 'string' && ID.test(search.c) ? { c: search.c } : {};
}

export function validateInviteSearch(search: Record<string, unknown>): InviteSearch {
  return typeof search.invite === 'string' && ID.test(search.invite) ? { invite: search.invite } : {};
}
