// /admin-panel: the frame of the admin panel — behind the admin role (PanelGate; the API checks the
// same on every route), a menu of the sections in sections.ts and the chosen one, loaded when first
// opened. A side menu on a desktop, a row of tabs on a phone.
import { getRouteApi, Link } from '@tanstack/react-router';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { withStrings } from '../../i18n/messages';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { PanelGate } from '../panels/PanelGate';
import { SectionBoundary } from '../panels/SectionBoundary';
import { ADMIN_SECTIONS, type AdminSection } from './menu';
import '../panels/messages';
import './messages';
import './admin.css';

const route = getRouteApi('/back-office/admin-panel');

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();
/** The section's component, loaded once with the strings it registers (withStrings). */
function componentOf(section: AdminSection): LazyExoticComponent<ComponentType> {
  let component = loaded.get(section.id);
  if (!component) {
    component = lazy(withStrings(section.load));
    loaded.set(section.id, component);
  }
  return component;
}

function AdminPanel() {
  const intl = useIntl();
  const search = route.useSearch();
  const current = ADMIN_SECTIONS.find((section) => section.id === search.section) ?? ADMIN_SECTIONS[0]!;
  const Section = componentOf(current);
  return (
    <Page titleId="panels.admin" introId="admin.intro">
      <div className="admin-panel">
        <nav className="admin-nav" aria-label={intl.formatMessage({ id: 'admin.sections' })}>
          <ul className="admin-nav__list">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.id}>
                <Link
                  to="/admin-panel"
                  search={{ section: section.id }}
                  className="admin-nav__link"
                  aria-current={section.id === current.id ? 'page' : undefined}
                >
                  <FormattedMessage id={section.labelId} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="admin-section" aria-labelledby="admin-section-title">
          <h2 className="section__title" id="admin-section-title">
            <FormattedMessage id={current.labelId} />
          </h2>
          <SectionBoundary resetKey={current.id}>
            <Suspense fallback={<Spinner />}>
              <Section />
            </Suspense>
          </SectionBoundary>
        </section>
      </div>
    </Page>
  );
}

export function AdminPanelScreen() {
  return (
    <PanelGate panel="/admin-panel" titleId="panels.admin" introId="panels.admin.body">
      <AdminPanel />
    </PanelGate>
  );
}
