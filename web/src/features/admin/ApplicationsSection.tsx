// Admin > Applications: partner applications by status, newest first, each saying whether its email
// is confirmed; open one to read it all and approve (the partner's account is made and the partner
// is mailed a link to choose a password) or reject with a reason (mailed to them too).
import type { Application, ApplicationStatus, ApplicationSummary, ApproveApplicationResponse, Specialty } from '@fitchoice/shared/api';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey, apiQueryOptions, isApiError, routes } from '../../api/client';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { Field } from '../../ui/form/Field';
import { QueryList } from '../../ui/QueryList';
import { Spinner } from '../../ui/Spinner';
import { SPECIALTY_LABEL } from '../professionals/labels';
import { useRegionName } from '../settings/RegionLanguageSelects';
import { ADMIN_PAGE, refreshAdmin } from './admin-queries';
import '../panels/messages';
import './messages';

const STATUSES: { status: ApplicationStatus; labelId: MessageId }[] = [
  { status: 'pending', labelId: 'admin.applications.pending' },
  { status: 'approved', labelId: 'admin.applications.approved' },
  { status: 'rejected', labelId: 'admin.applications.rejected' },
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
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: 'gymId' | 'reason' | null; id: MessageId } | null>(null);
  const approve = useMutation({
    mutationFn: () =>
      apiCall(routes.adminApproveApplication, { params: { id: application.id }, body: gymId.trim() ? { gymId: gymId.trim() } : {} }),
    onSuccess: async (answer) => {
      onApproved(answer);
      await refreshAdmin(queryClient);
    },
    onError: (error) => {
      if (isApiError(error, 400) && error.field === 'gymId') setProblem({ field: 'gymId', id: 'admin.applications.error.gym' });
      else if (isApiError(error, 409, 'email_not_verified')) setProblem({ field: null, id: 'admin.applications.error.unconfirmed' });
      else if (isApiError(error, 409)) setProblem({ field: null, id: 'admin.applications.error.decided' });
      else setProblem({ field: null, id: 'admin.error.failed' });
    },
  });
  const reject = useMutation({
    mutationFn: () => apiCall(routes.adminRejectApplication, { params: { id: application.id }, body: { reason } }),
    onSuccess: () => refreshAdmin(queryClient),
    onError: (error) => setProblem({ field: null, id: isApiError(error, 409) ? 'admin.applications.error.decided' : 'admin.error.failed' }),
  });
  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setProblem({ field: 'reason', id: 'admin.error.reasonRequired' });
      return;
    }
    setProblem(null);
    reject.mutate();
  };
  return (
    <div className="admin-detail">
      <div className="admin-actions">
        {application.kind === 'gym' ? (
          <Field
            label={intl.formatMessage({ id: 'admin.applications.gymId' })}
            hint={intl.formatMessage({ id: 'admin.applications.gymId.hint' })}
            value={gymId}
            onChange={(e) => setGymId(e.target.value)}
            error={problem?.field === 'gymId' ? intl.formatMessage({ id: problem.id }) : undefined}
          />
        ) : null}
        <Button busy={approve.isPending} disabled={reject.isPending} onClick={() => approve.mutate()}>
          <FormattedMessage id="admin.applications.approve" />
        </Button>
      </div>
      <form className="admin-actions" onSubmit={submitReject} noValidate>
        <Field
          label={intl.formatMessage({ id: 'admin.applications.reason' })}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={problem?.field === 'reason' ? intl.formatMessage({ id: problem.id }) : undefined}
          maxLength={500}
        />
        <Button type="submit" variant="danger" busy={reject.isPending} disabled={approve.isPending}>
          <FormattedMessage id="admin.applications.reject" />
        </Button>
      </form>
      {problem && problem.field === null ? (
        <p className="field__error" role="alert">
          <FormattedMessage id={problem.id} />
        </p>
      ) : null}
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
      {resend.isError ? (
        <p className="field__error" role="alert">
          <FormattedMessage id={isApiError(resend.error, 409) ? 'admin.applications.error.decided' : 'admin.error.failed'} />
        </p>
      ) : null}
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
          <FormattedMessage id={STATUSES.find((status) => status.status === application.status)!.labelId} />
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
  const list = useInfiniteQuery({
    queryKey: apiQueryKey(routes.adminListApplications, { query: { status } }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiCall(routes.adminListApplications, { query: { status, cursor: pageParam, limit: ADMIN_PAGE } }, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const rows = list.data?.pages.flatMap((page) => page.applications) ?? [];
  return (
    <>
      <div className="admin-toolbar">
        <fieldset className="admin-filter">
          <legend className="visually-hidden">
            <FormattedMessage id="admin.applications.filter" />
          </legend>
          {STATUSES.map((option) => (
            <Button
              key={option.status}
              variant="secondary"
              aria-pressed={status === option.status}
              onClick={() => {
                setStatus(option.status);
                setSelected(null);
              }}
            >
              <FormattedMessage id={option.labelId} />
            </Button>
          ))}
        </fieldset>
      </div>
      {selected ? <Detail key={selected} id={selected} /> : null}
      <QueryList query={list} rows={rows} emptyId="admin.applications.none" errorId="admin.error.load">
        {(rows) => (
          <DataTable<ApplicationSummary>
            caption={intl.formatMessage({ id: 'admin.applications.caption' })}
            rows={rows}
            rowKey={(row) => row.id}
            selectedKey={selected}
            columns={[
              {
                id: 'name',
                primary: true,
                header: intl.formatMessage({ id: 'admin.applications.name' }),
                cell: (row) => (
                  <button type="button" className="link-button" onClick={() => setSelected(row.id)}>
                    <bdi>{row.name}</bdi>
                  </button>
                ),
              },
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
        )}
      </QueryList>
    </>
  );
}
