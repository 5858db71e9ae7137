// /admin-panel: for an admin, every registered section (features/admin/sections.ts), each loaded
// when the panel opens; for anyone else, how to sign in to a panel.
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../../app/auth';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { PanelSignIn } from '../panels/PanelSignIn';
import { ADMIN_SECTIONS } from './sections';
import '../panels/messages';

const SECTIONS = ADMIN_SECTIONS.map((section) => ({ ...section, Component: lazy(section.load) }));

export function AdminPanelScreen() {
  const { user } = useAuth();
  if (!user?.roles.includes('admin')) return <PanelSignIn titleId="panels.admin" introId="panels.admin.body" />;
  return (
    <Page titleId="panels.admin">
      {SECTIONS.map(({ id, labelId, Component }) => (
        <section key={id} className="section" aria-labelledby={`admin-${id}`}>
          <h2 id={`admin-${id}`} className="section__title">
            <FormattedMessage id={labelId} />
          </h2>
          <Suspense fallback={<Spinner />}>
            <Component />
          </Suspense>
        </section>
      ))}
    </Page>
  );
}
