// The bottom tab bar of the app layout; the active tab carries aria-current="page".
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { CalendarIcon, GymIcon, HomeIcon, PeopleIcon, UserIcon } from '../../ui/icons';
import type { LinkTarget } from '../../ui/LinkButton';

/** `tutorial` names the tab as a guided-tutorial target (features/tutorial/steps.ts). */
const TABS: { to: LinkTarget; labelId: MessageId; icon: ReactNode; tutorial?: string }[] = [
  { to: '/', labelId: 'nav.home', icon: <HomeIcon /> },
  { to: '/gyms', labelId: 'nav.gyms', icon: <GymIcon />, tutorial: 'discover-tab' },
  { to: '/bookings', labelId: 'nav.bookings', icon: <CalendarIcon />, tutorial: 'bookings-tab' },
  { to: '/social', labelId: 'nav.social', icon: <PeopleIcon /> },
  { to: '/profile', labelId: 'nav.profile', icon: <UserIcon />, tutorial: 'profile-tab' },
];

export function TabBar() {
  const intl = useIntl();
  return (
    <nav className="tab-bar" aria-label={intl.formatMessage({ id: 'nav.main' })}>
      <ul className="tab-bar__list">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} className="tab-bar__link" data-tutorial={tab.tutorial} activeOptions={{ exact: tab.to === '/' }}>
              {tab.icon}
              <span>
                <FormattedMessage id={tab.labelId} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
