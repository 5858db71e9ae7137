// The start of a partner's panel: what the approval made for them — a gym partner's gyms, a
// professional's profile — with where each stands, and the account's own links. The panels'
// working screens (hours, prices, sessions, bookings) are built on this frame.
import type { PanelMeResponse } from '@fitchoice/shared/api';
import { useQuery } from '@tanstack/react-query';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { apiQueryOptions, routes } from '../../api/client';
import { useAuth } from '../../app/auth';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import { Spinner } from '../../ui/Spinner';
import './messages';
import './panels.css';

function Gyms({ gyms }: { gyms: PanelMeResponse['gyms'] }) {
  return (
    <section className="card panel-card" aria-labelledby="panel-gyms">
      <h2 className="card__title" id="panel-gyms">
        <FormattedMessage id="partnerPanel.gyms" />
      </h2>
      {gyms.length === 0 ? (
        <p className="card__body">
          <FormattedMessage id="partnerPanel.gyms.none" />
        </p>
      ) : (
        <ul className="panel-list">
          {gyms.map((gym) => (
            <li key={gym.id} className="panel-list__item">
              <span className="panel-list__name">{gym.name}</span>
              <span className="panel-list__meta">{gym.city}</span>
              <span className={`status-badge status-badge--${gym.status}`}>
                <FormattedMessage id={gym.status === 'draft' ? 'partnerPanel.status.draft' : 'partnerPanel.status.listed'} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {gyms.some((gym) => gym.status === 'draft') ? (
        <p className="card__body">
          <FormattedMessage id="partnerPanel.gyms.draftHint" />
        </p>
      ) : null}
    </section>
  );
}

function Profile({ professional }: { professional: NonNullable<PanelMeResponse['professional']> }) {
  return (
    <section className="card panel-card" aria-labelledby="panel-profile">
      <h2 className="card__title" id="panel-profile">
        <FormattedMessage id="partnerPanel.profile" />
      </h2>
      <p className="card__body">
        <span className={`status-badge status-badge--${professional.status}`}>
          <FormattedMessage id={professional.status === 'draft' ? 'partnerPanel.status.draft' : 'partnerPanel.status.published'} />
        </span>{' '}
        <FormattedMessage
          id={professional.status === 'draft' ? 'partnerPanel.profile.draft' : 'partnerPanel.profile.published'}
          values={{ date: <FormattedDate value={professional.createdAt} dateStyle="medium" /> }}
        />
      </p>
    </section>
  );
}

export function PartnerPanelHome({ kind }: { kind: 'gym' | 'professional' }) {
  const { user, logout, pending } = useAuth();
  const panel = useQuery(apiQueryOptions(routes.partnersPanelMe));
  return (
    <div className="panel-home">
      <p className="panel-home__account">
        <FormattedMessage id="partnerPanel.signedInAs" values={{ account: user?.email ?? '' }} />
      </p>
      {panel.isPending ? <Spinner /> : null}
      {panel.isError ? (
        <p className="notice" role="alert">
          <FormattedMessage id="partnerPanel.loadFailed" />
        </p>
      ) : null}
      {panel.data && kind === 'gym' ? <Gyms gyms={panel.data.gyms} /> : null}
      {panel.data && kind === 'professional' ? (
        panel.data.professional ? (
          <Profile professional={panel.data.professional} />
        ) : (
          <p className="notice">
            <FormattedMessage id="partnerPanel.profile.none" />
          </p>
        )
      ) : null}
      <div className="panel-home__actions">
        <LinkButton to="/panel/change-password" variant="secondary">
          <FormattedMessage id="partnerPanel.changePassword" />
        </LinkButton>
        <Button variant="ghost" busy={pending.logout} onClick={() => void logout()}>
          <FormattedMessage id="partnerPanel.signOut" />
        </Button>
      </div>
    </div>
  );
}
