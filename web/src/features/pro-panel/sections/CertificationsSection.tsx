// The certifications tab of the trainer and nutritionist panels: the professional's certifications
// with their status (an admin verifies each) and the form that adds one with its document. Loaded
// when the tab is first opened (ProPanelScreen.tsx).
import type { PanelProfile, ProfessionalKind } from '@fitchoice/shared/api';
import { proPanelNutritionistAddCertification, proPanelTrainerAddCertification } from '@fitchoice/shared/api/field-limits';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../../api/client';
import { type FieldProblem, fieldProblemOf } from '../../../api/field-errors';
import type { MessageId } from '../../../i18n/messages';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/form/Field';
import { FormRefusal } from '../../../ui/form/FormRefusal';
import { useErrorFocus } from '../../../ui/form/use-error-focus';
import { Spinner } from '../../../ui/Spinner';
import { PANEL_ROUTES } from '../panel-api';
import { PRO_PANEL_FIELDS, problemOf, useProfile } from '../panel-hooks';
import { uploadFile } from '../upload';
import '../messages';
import './messages';
import '../../gyms/gyms.css';

const CERT_LIMITS = { trainer: proPanelTrainerAddCertification, nutritionist: proPanelNutritionistAddCertification };
/** The certification form's: its name is the certification's. */
const CERT_FIELDS = { name: 'proPanel.invalid.certName', issuer: PRO_PANEL_FIELDS.issuer, number: PRO_PANEL_FIELDS.number } as const;

const STATUS_LABEL = { pending: 'proPanel.cert.pending', verified: 'proPanel.cert.verified', rejected: 'proPanel.cert.rejected' } as const;

export function CertificationsSection({ kind }: { kind: ProfessionalKind }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const profile = useProfile(kind);
  const [name, setName] = useState('');
  const [issuer, setIssuer] = useState('');
  const [number, setNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<{ busy: boolean; submitted: boolean; refusal: MessageId | null }>({
    busy: false,
    submitted: false,
    refusal: null,
  });
  const [atField, setAtField] = useState<FieldProblem<keyof typeof CERT_FIELDS> | null>(null);
  const { ref: formRef, focusFirstError } = useErrorFocus();
  const errorAt = (field: keyof typeof CERT_FIELDS) =>
    atField?.field === field ? intl.formatMessage({ id: atField.messageId }) : undefined;
  if (profile.isPending) return <Spinner label={intl.formatMessage({ id: 'proPanel.loading' })} />;
  if (profile.isError)
    return (
      <p className="notice notice--error">
        <FormattedMessage id={problemOf(profile.error)} />
      </p>
    );
  const apply = (answer: { profile: PanelProfile }) => queryClient.setQueryData(apiQueryKey(PANEL_ROUTES[kind].profile), answer);
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setState({ busy: true, submitted: false, refusal: null });
    setAtField(null);
    try {
      const documentKey = await uploadFile(kind, 'certification', file);
      apply(await apiCall(PANEL_ROUTES[kind].addCertification, { body: { name, issuer, number, documentKey } }));
      setName('');
      setIssuer('');
      setNumber('');
      setFile(null);
      setState({ busy: false, submitted: true, refusal: null });
    } catch (error) {
      const problem = fieldProblemOf(error, CERT_FIELDS);
      setAtField(problem);
      if (problem) focusFirstError();
      setState({ busy: false, submitted: false, refusal: problem ? null : problemOf(error) });
    }
  };
  return (
    <div className="panel-form">
      <ul className="panel-certs">
        {profile.data.profile.certifications.map((cert) => (
          <li key={cert.id} className="booking-card">
            <strong>
              <bdi>{cert.name}</bdi>
            </strong>
            <span className="pro-card__meta">
              <span>{cert.issuer}</span>
              <span>{cert.number}</span>
            </span>
            <span className={`badge badge--${cert.status === 'verified' ? 'verified' : cert.status === 'rejected' ? 'failed' : 'pending'}`}>
              <FormattedMessage id={STATUS_LABEL[cert.status]} />
            </span>
            {cert.rejectionReason ? (
              <span>
                <FormattedMessage id="proPanel.cert.reason" values={{ reason: cert.rejectionReason }} />
              </span>
            ) : null}
            {cert.documentUrl ? (
              <a href={cert.documentUrl} target="_blank" rel="noreferrer">
                <FormattedMessage id="proPanel.cert.document" />
              </a>
            ) : null}
            <Button
              variant="ghost"
              type="button"
              onClick={async () => apply(await apiCall(PANEL_ROUTES[kind].removeCertification, { params: { certificationId: cert.id } }))}
            >
              <FormattedMessage id="proPanel.cert.remove" values={{ name: cert.name }} />
            </Button>
          </li>
        ))}
      </ul>
      <form ref={formRef} className="panel-form" onSubmit={(event) => void add(event)}>
        <h3 className="section__title">
          <FormattedMessage id="proPanel.cert.add" />
        </h3>
        <Field
          label={intl.formatMessage({ id: 'proPanel.cert.name' })}
          value={name}
          error={errorAt('name')}
          onChange={(event) => setName(event.target.value)}
          {...CERT_LIMITS[kind].name}
        />
        <Field
          label={intl.formatMessage({ id: 'proPanel.cert.issuer' })}
          value={issuer}
          error={errorAt('issuer')}
          onChange={(event) => setIssuer(event.target.value)}
          {...CERT_LIMITS[kind].issuer}
        />
        <Field
          label={intl.formatMessage({ id: 'proPanel.cert.number' })}
          value={number}
          error={errorAt('number')}
          onChange={(event) => setNumber(event.target.value)}
          {...CERT_LIMITS[kind].number}
        />
        <label className="pro-filters__field">
          <span>
            <FormattedMessage id="proPanel.cert.file" />
          </span>
          <input
            type="file"
            required
            accept="application/pdf,image/jpeg,image/png,image/webp"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <Button type="submit" busy={state.busy}>
          <FormattedMessage id="proPanel.cert.submit" />
        </Button>
        {state.submitted ? (
          <p className="notice" role="status">
            <FormattedMessage id="proPanel.cert.submitted" />
          </p>
        ) : null}
        <FormRefusal messageId={state.refusal} />
      </form>
    </div>
  );
}
