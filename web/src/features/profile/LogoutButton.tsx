// Log out. With actions of the member's still waiting to be sent, it first says how many and offers
// to wait (the member is logged out by itself once they are sent) or to discard them and log out
// now: a logout gives up what was not sent (app/auth.tsx), so on a shared phone nothing of this
// member is sent or shown after it.
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../../app/auth';
import { getDatabase } from '../../db/database';
import { useLiveQuery } from '../../db/live-query';
import { unsentOf } from '../../outbox/entries';
import { Button } from '../../ui/Button';
import './messages';

export function LogoutButton({ userId }: { userId: string }) {
  const { logout, pending } = useAuth();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // Found, not counted: a count must run on an index alone, and none covers the user and the state.
  const unsentEntries = useLiveQuery(async () => (await getDatabase()).outbox.find({ selector: unsentOf(userId) }).$, userId);
  const unsent = unsentEntries?.length ?? 0;
  const [waiting, setWaiting] = useState(false);

  const logOut = () => {
    dialog.current?.close();
    logout().catch((error) => console.error('Logout failed', error));
  };

  useEffect(() => {
    if (waiting && unsent === 0) logOut();
  });

  return (
    <>
      <Button
        variant="danger"
        block
        busy={pending.logout}
        aria-haspopup={unsent > 0 ? 'dialog' : undefined}
        onClick={() => (unsent > 0 ? dialog.current?.showModal() : logOut())}
      >
        <FormattedMessage id="profile.logout" />
      </Button>
      <dialog
        ref={dialog}
        className="sheet"
        aria-labelledby={`${ids}title`}
        aria-describedby={`${ids}body`}
        onClose={() => setWaiting(false)}
      >
        <h2 id={`${ids}title`}>
          <FormattedMessage id="profile.logout.unsent.title" values={{ count: unsent }} />
        </h2>
        <p id={`${ids}body`}>
          <FormattedMessage id="profile.logout.unsent.body" />
        </p>
        {waiting ? (
          <p className="field__hint" role="status">
            <FormattedMessage id="profile.logout.unsent.waiting" />
          </p>
        ) : null}
        <div className="sheet__actions">
          <Button busy={waiting} onClick={() => setWaiting(true)}>
            <FormattedMessage id="profile.logout.unsent.wait" />
          </Button>
          <Button variant="danger" onClick={logOut}>
            <FormattedMessage id="profile.logout.unsent.discard" />
          </Button>
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            <FormattedMessage id="profile.logout.unsent.cancel" />
          </Button>
        </div>
      </dialog>
    </>
  );
}
