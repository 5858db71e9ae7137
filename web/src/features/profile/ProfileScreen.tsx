// /profile: level, XP, SweatCoins, streak and badges; the account, appearance, links to the rest of
// the member's things, and log out.
import { Link } from '@tanstack/react-router';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useAuth } from '../../app/auth';
import type { MessageId } from '../../i18n/messages';
import { Avatar } from '../../ui/Avatar';
import type { LinkTarget } from '../../ui/LinkButton';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { SettingsPanel } from '../settings/SettingsPanel';
import { LogoutButton } from './LogoutButton';
import { RewardsPanel } from './RewardsPanel';
import '../gyms/gyms.css';
import './messages';

const MORE: { to: LinkTarget; labelId: MessageId }[] = [
  { to: '/wallet', labelId: 'profile.wallet' },
  { to: '/activity', labelId: 'profile.activity' },
  { to: '/leaderboard', labelId: 'leaderboard.title' },
  { to: '/avatar-studio', labelId: 'avatarStudio.title' },
  { to: '/friends-features', labelId: 'friendsFeatures.title' },
  { to: '/enterprise', labelId: 'enterprise.title' },
  { to: '/panels', labelId: 'panels.title' },
  { to: '/help-support', labelId: 'profile.help' },
];

export function ProfileScreen() {
  const { user, isGuest } = useAuth();
  if (!user) return null;
  return (
    <Page titleId="profile.title">
      <RewardsPanel />
      <section className="section card" aria-labelledby="profile-account">
        <div className="profile__identity">
          <Link to="/avatar-studio" className="profile__avatar">
            <Avatar userId={user.id} name={user.name} size="medium" />
            <span>
              <FormattedMessage id="avatarStudio.title" />
            </span>
          </Link>
          <h2 id="profile-account" className="section__title">
            <FormattedMessage id="profile.account" />
          </h2>
        </div>
        <dl className="contact-list">
          <div>
            <dt>
              <FormattedMessage id="profile.name" />
            </dt>
            <dd>
              <bdi>{user.name}</bdi>
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="profile.email" />
            </dt>
            <dd>{user.email ? <bdi>{user.email}</bdi> : <FormattedMessage id="profile.guestEmail" />}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="profile.memberSince" />
            </dt>
            <dd>
              <FormattedDate value={user.createdAt} day="numeric" month="long" year="numeric" />
            </dd>
          </div>
        </dl>
        {isGuest ? (
          <LinkButton to="/auth" search={{ mode: 'signup' }}>
            <FormattedMessage id="profile.guestUpgrade" />
          </LinkButton>
        ) : null}
      </section>
      <section className="section card" aria-labelledby="profile-settings">
        <h2 id="profile-settings" className="section__title">
          <FormattedMessage id="profile.settings" />
        </h2>
        <SettingsPanel />
      </section>
      <section className="section" aria-labelledby="profile-more">
        <h2 id="profile-more" className="section__title">
          <FormattedMessage id="profile.more" />
        </h2>
        <ul className="link-list">
          {MORE.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>
                <FormattedMessage id={item.labelId} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <LogoutButton userId={user.id} />
    </Page>
  );
}
