// The start of a gym partner's panel: the gyms the approval linked or made, with where each stands
// (listed, or a draft members do not see yet); the account's own links are in the back-office
// header (features/layout/BackOfficeLayout.tsx). The panel's working
// screens (hours, prices, front desk) are built on this frame.
import type { PanelMeResponse } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { apiQueryOptions } from '../../api/client';
import { takeEarlyRead } from '../../api/early-read';
import { useAuth } from '../../app/auth';
import { Spinner } from '../../ui/Spinner';
import { EARLY_READS } from './early-read';
import './messages';
import './panels.css';

const STATUS = {
  listed: { badge: 'listed', label: 'partnerPanel.status.listed' },
  draft: { badge: 'draft', label: 'partnerPanel.status.draft' },
  owner_suspended: { badge: 'suspended', label: 'partnerPanel.status.suspended' },
  unlisted_by_admin: { badge: 'suspended', label: 'partnerPanel.status.unlisted' },
} as const;

/**
 * The partner's gyms and where each stands (the fitness-center panel asks too, to wait for them); on a
 * page opened at the panel, the read started with the app (layout/first-reads/).
 */
export function partnerHomeQuery() {
  const options = apiQueryOptions(routes.partnersPanelMe);
  return {
    ...options,
    queryFn: (context: { signal: AbortSignal }) => takeEarlyRead<PanelMeResponse>(EARLY_READS.partnerHome) ?? options.queryFn(context),
  };
}

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
              <span className="panel-list__name">
                <bdi>{gym.name}</bdi>
              </span>
              <span className="panel-list__meta">
                <bdi>{gym.city}</bdi>
              </span>
              <span className={`status-badge status-badge--${STATUS[gym.status].badge}`}>
                <FormattedMessage id={STATUS[gym.status].label} />
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
      {gyms.some((gym) => gym.status === 'unlisted_by_admin') ? (
        <p className="card__body">
          <FormattedMessage id="partnerPanel.gyms.unlistedHint" />
        </p>
      ) : null}
    </section>
  );
}

export function PartnerPanelHome() {
  const { user } = useAuth();
  const panel = useQuery(partnerHomeQuery());
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
      {panel.data ? <Gyms gyms={panel.data.gyms} /> : null}
    </div>
  );
}
