// The admin panel's certifications: pending ones first (or verified, or rejected), each with its
// document; verify, or reject with a reason. The server writes an audit entry with each decision.
import type { AdminCertification } from '@fitchoice/shared/api';
import { proPanelAdminRejectCertification } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../../api/client';
import { fieldProblemOf } from '../../../api/field-errors';
import type { MessageId } from '../../../i18n/messages';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/form/Field';
import { FormRefusal } from '../../../ui/form/FormRefusal';
import { SelectField } from '../../../ui/form/SelectField';
import { QueryList } from '../../../ui/QueryList';
import { PRO_PANEL_FIELDS, problemOf } from '../panel-hooks';
import '../../gyms/gyms.css';
import '../../professionals/professionals.css';
import '../../admin/messages';
import '../messages';
import '../pro-panel.css';

const STATUSES = ['pending', 'verified', 'rejected'] as const;
const STATUS_LABEL = { pending: 'proPanel.cert.pending', verified: 'proPanel.cert.verified', rejected: 'proPanel.cert.rejected' } as const;

export default function CertificationsAdminSection() {
  const intl = useIntl();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const input = { query: { status } };
  const list = useQuery({
    queryKey: apiQueryKey(routes.proPanelAdminCertifications, input),
    queryFn: () => apiCall(routes.proPanelAdminCertifications, input),
  });
  return (
    <section aria-labelledby="admin-certs" className="panel-form">
      <h2 id="admin-certs" className="section__title">
        <FormattedMessage id="admin.section.certifications" />
      </h2>
      <SelectField
        label={intl.formatMessage({ id: 'proPanel.admin.status' })}
        value={status}
        onChange={(event) => setStatus(event.target.value as typeof status)}
      >
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {intl.formatMessage({ id: STATUS_LABEL[s] })}
          </option>
        ))}
      </SelectField>
      <QueryList
        query={list}
        rows={list.data?.certifications ?? []}
        emptyId="proPanel.admin.none"
        errorId="proPanel.admin.error"
        loadingLabel={intl.formatMessage({ id: 'proPanel.loading' })}
      >
        {(certifications) => (
          <ul className="booking-list">
            {certifications.map((cert) => (
              <CertificationRow key={`${cert.professionalId}/${cert.id}`} cert={cert} />
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}

function CertificationRow({ cert }: { cert: AdminCertification }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ atReason: boolean; messageId: MessageId } | null>(null);
  const decide = async (verify: boolean) => {
    setProblem(null);
    try {
      const params = { professionalId: cert.professionalId, certificationId: cert.id };
      if (verify) await apiCall(routes.proPanelAdminVerifyCertification, { params });
      else await apiCall(routes.proPanelAdminRejectCertification, { params, body: { reason } });
      await queryClient.invalidateQueries();
    } catch (error) {
      // A reason refused is said at its field; anything else under the row.
      setProblem({ atReason: fieldProblemOf(error, { reason: PRO_PANEL_FIELDS.reason }) !== null, messageId: problemOf(error) });
    }
  };
  return (
    <li className="card booking">
      <h3 className="card__title">
        <bdi>{cert.name}</bdi>
      </h3>
      <p className="pro-card__meta">
        <span>{cert.professionalName}</span>
        <span>{cert.issuer}</span>
        <span>{cert.number}</span>
        <span>
          <FormattedMessage id={STATUS_LABEL[cert.status]} />
        </span>
      </p>
      {cert.documentUrl ? (
        <a href={cert.documentUrl} target="_blank" rel="noreferrer">
          <FormattedMessage id="proPanel.cert.document" />
        </a>
      ) : (
        <p className="field__hint">
          <FormattedMessage id="proPanel.admin.noDocument" />
        </p>
      )}
      {cert.status !== 'verified' ? (
        <div className="booking__actions">
          <Button type="button" onClick={() => void decide(true)}>
            <FormattedMessage id="proPanel.admin.verify" values={{ name: cert.name }} />
          </Button>
        </div>
      ) : null}
      {cert.status !== 'rejected' ? (
        <form
          className="panel-form"
          onSubmit={(event) => {
            event.preventDefault();
            void decide(false);
          }}
        >
          <Field
            label={intl.formatMessage({ id: 'proPanel.admin.reason' })}
            value={reason}
            {...proPanelAdminRejectCertification.reason}
            error={problem?.atReason ? intl.formatMessage({ id: problem.messageId }) : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button variant="danger" type="submit">
            <FormattedMessage id="proPanel.admin.reject" values={{ name: cert.name }} />
          </Button>
        </form>
      ) : null}
      <FormRefusal messageId={problem && !problem.atReason ? problem.messageId : null} />
    </li>
  );
}
