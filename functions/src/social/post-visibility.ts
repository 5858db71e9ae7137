// Who may see a post: nobody once a moderator (or enough reports) hid it, nobody on the other side
// of a block, its author always, anyone for a public post, the author's friends for a friends
// post, and only the author for a private one.
import type { Visibility } from '@fitchoice/shared/api';

export interface VisibilityFacts {
  visibility: Visibility;
  hidden: boolean;
  isAuthor: boolean;
  isFriend: boolean;
  /** Either of the two blocked the other. */
  blocked: boolean;
}

export function canSeePost(facts: VisibilityFacts): boolean {
  if (facts.hidden || facts.blocked) return false;
  if (facts.isAuthor) return true;
  if (facts.visibility === 'public') return true;
  return facts.visibility === 'friends' && facts.isFriend;
}
