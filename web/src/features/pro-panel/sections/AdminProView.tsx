// A trainer's or nutritionist's panel as an admin reads it (opened from the admin panel's users):
// whether members find them and why not, the profile, certifications with their checks, the weekly
// hours in the professional's zone, and the sessions to come. Nothing here changes anything.
import type { AdminProfessionalResponse } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../../api/client';
import { Spinner } from '../../../ui/Spinner';
import { usableTimeZone } from '../../panels/TimeZonePicker';
import { SPECIALTY_LABEL } from '../../professionals/labels';
import { problemOf } from '../panel-hooks';
import { WEEKDAY_LABEL, WEEKDAYS } from './hours';
import '../messages';
import './messages';
import '../../gyms/gyms.css';

const STATUS_LABEL = { pending: 'proPanel.cert.pending', verified: 'proPanel.cert.verified', rejected: 'proPanel.cert.rejected' } as const;
const LISTING_MESSAGE = {
  listed: 'proPanel.listing.listed',
  unpublished: 'proPanel.listing.unpublished',
  no_verified_certification: 'proPanel.listing.noVerifiedCertification',
  suspended: 'proPanel.listing.suspended',
} as const;

export function AdminProView({ professionalId }: { professionalId: string }) {
  const intl = useIntl();
  const input = { params: { professionalId } };
  const seen = useQuery({
    queryKey: apiQueryKey(routes.proPanelAdminProfessional, input),
    queryFn: () => apiCall(routes.proPanelAdminProfessional, input),
  });
  if (seen.isPending) return <Spinner label={intl.formatMessage({ id: 'proPanel.loading' })} />;
  if (seen.isError) {
    return (
      <p className="notice notice--error" role="alert">
        <FormattedMessage id={problemOf(seen.error)} />
      </p>
    );
  }
  return <Panel data={seen.data} />;
}

function Panel({ data }: { data: AdminProfessionalResponse }) {
  const intl = useIntl();
  const { profile, availability, sessions } = data;
  const timeZone = usableTimeZone(availability.timeZone);
  return (
    <div className="panel-form admin-pro">
      <p className="notice" role="status">
        <FormattedMessage id="proPanel.admin.viewing" values={{ name: profile.name }} />
      </p>
      <p className="notice">
        <FormattedMessage id={LISTING_MESSAGE[profile.listing.reason ?? 'listed']} />
      </p>
      <section className="card" aria-labelledby="admin-pro-profile">
        <h2 id="admin-pro-profile" className="card__title">
          <FormattedMessage id="proPanel.tab.profile" />
        </h2>
        <p>
          <strong>{profile.headline || profile.name}</strong>
        </p>
        {profile.bio ? <p>{profile.bio}</p> : null}
        <p className="field__hint">
          {profile.specialties.map((specialty) => intl.formatMessage({ id: SPECIALTY_LABEL[specialty] })).join(', ')}
        </p>
      </section>
      <section className="card" aria-labelledby="admin-pro-certs">
        <h2 id="admin-pro-certs" className="card__title">
          <FormattedMessage id="proPanel.tab.certifications" />
        </h2>
        <ul className="panel-gyms">
          {profile.certifications.map((cert) => (
            <li key={cert.id}>
              <span>
                {cert.name} · {cert.issuer} · {cert.number}
              </span>
              <span className={`badge badge--${cert.status}`}>
                <FormattedMessage id={STATUS_LABEL[cert.status]} />
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="admin-pro-hours">
        <h2 id="admin-pro-hours" className="card__title">
          <FormattedMessage id="proPanel.admin.weekly" values={{ zone: timeZone }} />
        </h2>
        <dl className="admin-facts">
          {WEEKDAYS.map((day) => (
            <div key={day}>
              <dt>
                <FormattedMessage id={WEEKDAY_LABEL[day]} />
              </dt>
              <dd>
                {availability.weekly[day].length === 0 ? (
                  <FormattedMessage id="proPanel.rules.off" />
                ) : (
                  availability.weekly[day].map((range) => `${range.start}–${range.end}`).join(', ')
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card" aria-labelledby="admin-pro-sessions">
        <h2 id="admin-pro-sessions" className="card__title">
          <FormattedMessage id="proPanel.tab.sessions" />
        </h2>
        {sessions.length === 0 ? (
          <p>
            <FormattedMessage id="proPanel.sessions.none" />
          </p>
        ) : (
          <ul className="panel-gyms">
            {sessions.map((session) => (
              <li key={session.id}>
                <span>
                  {intl.formatDate(session.start, { dateStyle: 'medium', timeStyle: 'short', timeZone })} · {session.memberName}
                </span>
                <span className="field__hint">
                  <FormattedMessage id="proPanel.rules.minutes" values={{ minutes: session.lengthMinutes }} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
