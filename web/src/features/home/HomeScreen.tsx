// The member's home: the welcome (home.welcome), the member's day (features/today, loaded after this
// screen), progress from the user object, quick actions, and a way into every other part of the app.
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { useAuth } from '../../app/auth';
import type { MessageId } from '../../i18n/messages';
import { withStrings } from '../../i18n/messages/registry';
import { type CardLinkItem, CardLinks } from '../../ui/CardLinks';
import { BoltIcon, CalendarIcon, CoinIcon, GymIcon, PeopleIcon, UserIcon } from '../../ui/icons';
import type { LinkTarget } from '../../ui/LinkButton';
import { LinkButton } from '../../ui/LinkButton';
import './home.css';
import './messages';

// The bookings it reads live in the local database, whose code the first screen does not load.
const Today = lazy(withStrings(() => import('../today/Today')));

const QUICK_ACTIONS: CardLinkItem[] = [
  { to: '/gyms', titleId: 'home.quick.gyms', bodyId: 'home.quick.gyms.body', icon: <GymIcon /> },
  { to: '/qr-scanner', titleId: 'home.quick.checkin', bodyId: 'home.quick.checkin.body', icon: <BoltIcon /> },
  { to: '/bookings', titleId: 'home.quick.bookings', bodyId: 'home.quick.bookings.body', icon: <CalendarIcon /> },
  { to: '/trainers', titleId: 'home.quick.trainers', bodyId: 'home.quick.trainers.body', icon: <UserIcon /> },
  { to: '/wallet', titleId: 'home.quick.wallet', bodyId: 'home.quick.wallet.body', icon: <CoinIcon /> },
  { to: '/leaderboard', titleId: 'home.quick.leaderboard', bodyId: 'home.quick.leaderboard.body', icon: <PeopleIcon /> },
];

const MORE: { to: LinkTarget; titleId: MessageId }[] = [
  { to: '/fitverse', titleId: 'fitverse.title' },
  { to: '/challenges', titleId: 'challenges.title' },
  { to: '/store', titleId: 'store.title' },
  { to: '/activity', titleId: 'activity.title' },
  { to: '/fit-match', titleId: 'fitMatch.title' },
  { to: '/nutritionists', titleId: 'nutritionists.title' },
  { to: '/ai-coach', titleId: 'aiCoach.title' },
  { to: '/chat', titleId: 'chat.title' },
  { to: '/messages', titleId: 'messages.title' },
  { to: '/help-support', titleId: 'helpSupport.title' },
];

export function HomeScreen() {
  const { user, isGuest } = useAuth();
  if (!user) return null;
  return (
    <article className="page home">
      <header className="page__header">
        <h1 className="page__title" tabIndex={-1} data-page-title data-tutorial="welcome">
          {/* A guest's stored name is the server's "Guest": the word in the member's language instead. */}
          <FormattedMessage id="home.welcome" values={{ name: user.isGuest ? <FormattedMessage id="header.guest" /> : user.name }} />
        </h1>
      </header>
      <p className="page__intro">
        <FormattedMessage id="app.tagline" />
      </p>
      {isGuest ? (
        <aside className="notice">
          <p>
            <FormattedMessage id="home.guestNote" />
          </p>
          <LinkButton to="/auth" search={{ mode: 'signup' }}>
            <FormattedMessage id="home.guestCta" />
          </LinkButton>
        </aside>
      ) : null}
      {isGuest ? null : (
        // The member's day fills in after the first paint (its code and the local database load
        // then): its slot keeps about its height from the start, so the sections below do not jump.
        <div className="home-today-slot">
          <Suspense fallback={null}>
            <Today userId={user.id} />
          </Suspense>
        </div>
      )}
      <section aria-labelledby="home-stats" className="section" data-tutorial="session-tracker">
        <h2 id="home-stats" className="section__title">
          <FormattedMessage id="home.stats" />
        </h2>
        <dl className="stats">
          <div className="stat">
            <dt>
              <FormattedMessage id="home.stats.xp" />
            </dt>
            <dd>
              <FormattedNumber value={user.xp} />
            </dd>
          </div>
          <div className="stat">
            <dt>
              <FormattedMessage id="home.stats.coins" />
            </dt>
            <dd>{user.sweatCoins}</dd>
          </div>
          <div className="stat">
            <dt>
              <FormattedMessage id="home.stats.member" />
            </dt>
            <dd>
              <FormattedDate value={user.createdAt} month="short" year="numeric" />
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="home-quick" className="section">
        <h2 id="home-quick" className="section__title">
          <FormattedMessage id="home.quick" />
        </h2>
        <CardLinks items={QUICK_ACTIONS} />
      </section>
      <section aria-labelledby="home-more" className="section">
        <h2 id="home-more" className="section__title">
          <FormattedMessage id="home.more" />
        </h2>
        <ul className="link-list">
          {MORE.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>
                <FormattedMessage id={item.titleId} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
