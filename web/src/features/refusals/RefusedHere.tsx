// Where a refused action was made (a post in the feed, a chat message, a purchase in the wallet, a
// mood entry), the screen says why, worded by its code (words.ts), and offers Retry and Discard,
// as the outbox sheet does: never "waiting to be sent" for an action the server refused. The words
// and actions (Refused.tsx) load when a refusal first shows, not with every screen that may show one.
import { type ReactNode, Suspense } from 'react';
import { type MessageId, withStrings } from '../../i18n/messages';
import type { SettledEntry } from '../../outbox/entries';
import { lazyOrFallback } from '../../startup/when-idle';

export interface RefusedHereProps {
  entry: SettledEntry;
  /** The feature's words for its codes (its refusal table); without one, the words any route's codes have. */
  refusals?: Readonly<Record<string, MessageId>>;
  /** What Discard also undoes on this device (by default only the entry goes). */
  onDiscard?: () => Promise<void>;
  /** More ways on (Choose another time). */
  children?: ReactNode;
}

// With its words in the language shown (withStrings), so a refusal never shows in English first.
// Code that cannot come (offline before the service worker stored it) leaves the refusal out, not the
// screen: the outbox sheet still lists it with Retry and Discard.
const Refused = lazyOrFallback<RefusedHereProps>(
  () => withStrings(() => import('./Refused'))().then((module) => module.Refused),
  () => null,
  'A refusal could not be shown here; the outbox sheet lists it',
);

export function RefusedHere(props: RefusedHereProps) {
  return (
    <Suspense fallback={null}>
      <Refused {...props} />
    </Suspense>
  );
}
