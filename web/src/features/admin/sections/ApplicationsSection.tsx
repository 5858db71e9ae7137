// Admin > Applications: partner applications by status, newest first, each saying whether its email
// is confirmed; open one to read it all and approve (the partner's account is made and the partner
// is mailed a link to choose a password) or reject with a reason (mailed to them too).
import type { Application, ApplicationStatus, ApplicationSummary, ApproveApplicationResponse, Specialty } from '@fitchoice/shared/api';
import { adminRejectApplication } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey, apiQueryOptions, isApiError } from '../../../api/client';
import type { RefusalTable } from '../../../api/field-errors';
import type { MessageId } from '../../../i18n/messages';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/form/Field';
import { FormRefusal } from '../../../ui/form/FormRefusal';
import { Spinner } from '../../../ui/Spinner';
import { SPECIALTY_LABEL } from '../../professionals/labels';
import { useRegionName } from '../../settings/RegionLanguageSelects';
import { AdminTable, ListFilter, openColumn, useAdminPages } from '../admin-list';
import { refreshAdmin } from '../admin-queries';
import { ReasonForm } from '../ReasonForm';
import '../../panels/messages';
import '../messages';

/** A decision refused: another admin decided first, or the applicant has not confirmed the email. */
const DECISION_REFUSALS = {
  application_decided: 'admin.applications.error.decided',
  email_not_verified: 'admin.applications.error.unconfirmed',
} as const satisfies RefusalTable<'admin.approveApplication' | 'admin.rejectApplication'>;

const RESEND_REFUSALS = {
  application_decided: 'admin.applications.error.decided',
  already_confirmed: 'admin.applications.error.decided',
} as const satisfies RefusalTable<'admin.resendConfirmation'>;

const STATUSES: { value: ApplicationStatus; labelId: MessageId }[] = [
  { value: 'pending', labelId: 'admin.applications.pending' },
  { value: 'approved', labelId: 'admin.applications.approved' },
  { value: 'rejected', labelId: 'admin.applications.rejected' },
];

const KIND_LABEL: Record<Application['kind'], MessageId> = {
  gym: 'partnerForm.kind.gym',
  trainer: 'partnerForm.kind.trainer',
  nutritionist: 'partnerForm.kind.nutritionist',
};

function Approved({ answer }: { answer: ApproveApplicationResponse }) {
  const { email, created, mailed } = answer.account;
  const said: MessageId = !mailed
    ? 'admin.applications.notMailed'
    : created
      ? 'admin.applications.mailedWelcome'
      : 'admin.applications.mailedExisting';
  return (
    <p className={mailed ? 'notice' : 'notice notice--error'} role="status">
      <FormattedMessage id={said} values={{ email }} />
    </p>
  );
}

function Decide({ application, onApproved }: { application: Application; onApproved: (answer: ApproveApplicationResponse) => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [gymId, setGymId] = useState(application.catalogueGymId ?? '');
  const approve = useMutation({
    mutationFn: () =>
      apiCall(routes.adminApproveApplication, { params: { id: application.id }, body: gymId.trim() ? { gymId: gymId.trim() } : {} }),
    onSuccess: async (answer) => {
      onApproved(answer);
      await refreshAdmin(queryClient);
    },
  });
  const reject = useMutation({
    mutationFn: (reason: string) => apiCall(routes.adminRejectApplication, { params: { id: application.id }, body: { reason } }),
    onSuccess: () => refreshAdmin(queryClient),
  });
  const badGym = isApiError(approve.error, 400) && approve.error.field === 'gymId';
  return (
    <div className="admin-detail">
      <div className="admin-actions">
        {application.kind === 'gym' ? (
          <Field
            label={intl.formatMessage({ id: 'admin.applications.gymId' })}
            hint={intl.formatMessage({ id: 'admin.applications.gymId.hint' })}
            value={gymId}
            onChange={(e) => setGymId(e.target.value)}
            error={badGym ? intl.formatMessage({ id: 'admin.applications.error.gym' }) : undefined}
          />
        ) : null}
        <Button busy={approve.isPending} disabled={reject.isPending} onClick={() => approve.mutate()}>
          <FormattedMessage id="admin.applications.approve" />
        </Button>
        <FormRefusal error={badGym ? null : approve.error} codes={DECISION_REFUSALS} fallback="admin.error.failed" />
      </div>
      <ReasonForm
        change={reject}
        reason={{ label: intl.formatMessage({ id: 'admin.applications.reason' }), limits: adminRejectApplication.reason }}
        refusals={DECISION_REFUSALS}
        submit={<FormattedMessage id="admin.applications.reject" />}
        variant="danger"
        disabled={approve.isPending}
      />
    </div>
  );
}

/** A pending application's unconfirmed email: say so, and send the applicant the link again. */
function Unconfirmed({ application }: { application: Application }) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => apiCall(routes.adminResendConfirmation, { params: { id: application.id } }),
    onSuccess: () => refreshAdmin(queryClient),
  });
  return (
    <div className="notice admin-unconfirmed">
      <p>
        <FormattedMessage id="admin.applications.unconfirmed" values={{ email: application.email }} />
      </p>
      <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate()}>
        <FormattedMessage id="admin.applications.resend" />
      </Button>
      {resend.isSuccess ? (
        <p role="status">
          <FormattedMessage id="admin.applications.resent" values={{ email: application.email }} />
        </p>
      ) : null}
      <FormRefusal error={resend.error} codes={RESEND_REFUSALS} fallback="admin.error.failed" />
    </div>
  );
}

function Detail({ id }: { id: string }) {
  const regionName = useRegionName();
  const intl = useIntl();
  const detail = useQuery(apiQueryOptions(routes.adminGetApplication, { params: { id } }));
  const [approved, setApproved] = useState<ApproveApplicationResponse | null>(null);
  if (detail.isPending) return <Spinner />;
  if (detail.isError) {
    return (
      <p className="notice" role="alert">
        <FormattedMessage id="admin.error.load" />
      </p>
    );
  }
  const application = detail.data.application;
  const fact = (labelId: MessageId, value: React.ReactNode) => (
    <div>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <article className="card admin-detail" aria-labelledby="application-name">
      <div className="admin-detail__head">
        <h3 className="card__title" id="application-name">
          <bdi>{application.name}</bdi>
        </h3>
        <span className={`status-badge status-badge--${application.status}`}>
          <FormattedMessage id={STATUSES.find((status) => status.value === application.status)!.labelId} />
        </span>
      </div>
      <dl className="admin-facts">
        {fact('admin.applications.kind', <FormattedMessage id={KIND_LABEL[application.kind]} />)}
        {fact('partnerForm.field.contactName', application.contactName)}
        {fact(
          'partnerForm.field.email',
          <>
            {application.email}{' '}
            <FormattedMessage id={application.emailVerified ? 'admin.applications.emailVerified' : 'admin.applications.emailUnverified'} />
          </>,
        )}
        {fact('partnerForm.field.phone', application.phone)}
        {fact('partnerForm.field.city', `${application.city}, ${regionName(application.region, application.region)}`)}
        {application.address ? fact('partnerForm.field.address', application.address) : null}
        {application.catalogueGymId
          ? fact('admin.applications.catalogueGym', <span className="admin-mono">{application.catalogueGymId}</span>)
          : null}
        {application.specialties.length > 0
          ? fact(
              'partnerForm.field.specialties',
              application.specialties.map((specialty) => intl.formatMessage({ id: SPECIALTY_LABEL[specialty as Specialty] })).join(', '),
            )
          : null}
        {application.languages.length > 0 ? fact('partnerForm.field.languages', application.languages.join(', ').toUpperCase()) : null}
        {fact('admin.applications.submitted', <FormattedDate value={application.createdAt} dateStyle="medium" timeStyle="short" />)}
        {application.decidedAt
          ? fact('admin.applications.decided', <FormattedDate value={application.decidedAt} dateStyle="medium" timeStyle="short" />)
          : null}
        {application.rejectionReason ? fact('admin.applications.reason', application.rejectionReason) : null}
      </dl>
      {application.certifications.length > 0 ? (
        <>
          <h4 className="card__title">
            <FormattedMessage id="partnerForm.field.certifications" />
          </h4>
          <ul className="admin-list">
            {application.certifications.map((certification) => (
              <li key={`${certification.issuer}-${certification.number}`}>
                <FormattedMessage
                  id="admin.applications.certification"
                  values={{ name: certification.name, issuer: certification.issuer, number: certification.number }}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {application.status === 'pending' && !application.emailVerified ? <Unconfirmed application={application} /> : null}
      {approved ? <Approved answer={approved} /> : null}
      {application.status === 'pending' && !approved ? <Decide application={application} onApproved={setApproved} /> : null}
    </article>
  );
}

export default function ApplicationsSection() {
  const intl = useIntl();
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const [selected, setSelected] = useState<string | null>(null);
  const { list, rows } = useAdminPages(
    apiQueryKey(routes.adminListApplications, { query: { status } }),
    (page, signal) => apiCall(routes.adminListApplications, { query: { status, ...page } }, { signal }),
    (page) => page.applications,
  );
  return (
    <>
      <ListFilter
        legendId="admin.applications.filter"
        options={STATUSES}
        value={status}
        onChange={(chosen) => {
          setStatus(chosen);
          setSelected(null);
        }}
      />
      {selected ? <Detail key={selected} id={selected} /> : null}
      <AdminTable<ApplicationSummary>
        list={list}
        rows={rows}
        emptyId="admin.applications.none"
        caption={intl.formatMessage({ id: 'admin.applications.caption' })}
        selectedId={selected}
        columns={[
          openColumn(intl.formatMessage({ id: 'admin.applications.name' }), setSelected),
          {
            id: 'kind',
            header: intl.formatMessage({ id: 'admin.applications.kind' }),
            cell: (row) => <FormattedMessage id={KIND_LABEL[row.kind]} />,
          },
          {
            id: 'email',
            header: intl.formatMessage({ id: 'partnerForm.field.email' }),
            cell: (row) => (
              <span className="admin-links">
                <span>{row.email}</span>
                <span className={`status-badge status-badge--${row.emailVerified ? 'active' : 'pending'}`}>
                  <FormattedMessage id={row.emailVerified ? 'admin.applications.confirmed' : 'admin.applications.notConfirmed'} />
                </span>
              </span>
            ),
          },
          { id: 'city', header: intl.formatMessage({ id: 'partnerForm.field.city' }), cell: (row) => row.city },
          {
            id: 'submitted',
            header: intl.formatMessage({ id: 'admin.applications.submitted' }),
            cell: (row) => <FormattedDate value={row.createdAt} dateStyle="medium" />,
          },
        ]}
      />
    </>
  );
}
