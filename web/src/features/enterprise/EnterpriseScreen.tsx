// /enterprise: corporate wellness. What a company gets (seats, a company leaderboard and
// challenges, an aggregate participation view with no one's health or mood data), the plans with a
// per-seat price in the viewer's region currency, and a lead form for the sales team
// (POST /api/enterprise/leads, listed in the admin panel).
import { COMPANY_SIZES, ENTERPRISE_PLANS, type EnterprisePlan, REGIONS, type RegionCode } from '@fitchoice/shared';
import { enterpriseCreateLead } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall } from '../../api/client';
import { useAuth } from '../../app/auth';
import { formatRegionPrice } from '../../i18n/formats';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { SelectField } from '../../ui/form/SelectField';
import { TextAreaField } from '../../ui/form/TextAreaField';
import { useErrorFocus } from '../../ui/form/use-error-focus';
import { Page } from '../../ui/Page';
import { useRegion } from '../gyms/where';
import { leadRefusalOf } from './refusals';
import './enterprise.css';
import './messages';

const FEATURES = ['seats', 'leaderboard', 'challenges', 'participation'] as const;
type FieldName = 'company' | 'contactName' | 'email' | 'companySize' | 'region' | 'planId' | 'message';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LIMITS = enterpriseCreateLead;

function firstProblem(form: Record<FieldName, string>): FieldName | null {
  if (!form.company.trim()) return 'company';
  if (!form.contactName.trim()) return 'contactName';
  if (!EMAIL.test(form.email.trim())) return 'email';
  if (!form.companySize) return 'companySize';
  if (form.message.trim().length < LIMITS.message.minLength) return 'message';
  return null;
}

function PlanCard({ plan, region, onChoose }: { plan: EnterprisePlan; region: RegionCode; onChoose: () => void }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: `enterprise.plan.${plan.id}` });
  return (
    <li className="plan card">
      <h3 className="card__title">{name}</h3>
      <p className="plan__price">
        <FormattedMessage id="enterprise.plan.price" values={{ price: formatRegionPrice(intl, plan.seatPriceUsd, region) }} />
      </p>
      <p className="page__meta">
        <FormattedMessage id="enterprise.plan.min" values={{ seats: plan.minSeats }} />
      </p>
      <ul className="plan__features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <FormattedMessage id={`enterprise.feature.${feature}`} />
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onChoose}>
        <FormattedMessage id="enterprise.plan.choose" values={{ plan: name }} />
      </Button>
    </li>
  );
}

export function EnterpriseScreen() {
  const intl = useIntl();
  const region = useRegion();
  const { user, isGuest } = useAuth();
  const formRef = useRef<HTMLElement>(null);
  const blank = {
    company: '',
    contactName: isGuest ? '' : (user?.name ?? ''),
    email: user?.email ?? '',
    companySize: '',
    region,
    planId: '',
    message: '',
  };
  const [form, setForm] = useState<Record<FieldName, string>>(blank);
  const [invalid, setInvalid] = useState<FieldName | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ id: string; values?: Record<string, string> } | null>(null);
  const { ref: fieldsRef, focusFirstError } = useErrorFocus();
  // The answer (the reference, a refusal) may be below the fold on a phone: bring it into view.
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) statusRef.current?.focus();
  }, [outcome]);
  const t = (id: string) => intl.formatMessage({ id });
  const set = (name: FieldName) => (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value });
  const error = (name: FieldName) => (invalid === name ? t(`enterprise.invalid.${name}`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(form);
    setInvalid(problem);
    setOutcome(null);
    if (problem) {
      focusFirstError();
      return;
    }
    setBusy(true);
    try {
      await apiCall(routes.enterpriseCreateLead, {
        body: {
          company: form.company,
          contactName: form.contactName,
          email: form.email,
          companySize: form.companySize as (typeof COMPANY_SIZES)[number],
          region: form.region,
          ...(form.planId ? { planId: form.planId } : {}),
          message: form.message,
        },
      });
      setOutcome({ id: 'enterprise.form.sent' });
      setForm(blank);
    } catch (failure) {
      const refusal = leadRefusalOf(failure);
      if ('field' in refusal) {
        setInvalid(refusal.field);
        focusFirstError();
      } else setOutcome({ id: refusal.outcome, ...(refusal.reason ? { values: { reason: t(refusal.reason) } } : {}) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page titleId="enterprise.title" introId="enterprise.intro">
      <section className="section" aria-labelledby="enterprise-gets">
        <h2 id="enterprise-gets" className="section__title">
          <FormattedMessage id="enterprise.gets" />
        </h2>
        <ul className="card-grid enterprise-features">
          {FEATURES.map((feature) => (
            <li key={feature} className="card">
              <h3 className="card__title">
                <FormattedMessage id={`enterprise.feature.${feature}`} />
              </h3>
              <p className="card__body">
                <FormattedMessage id={`enterprise.featureBody.${feature}`} />
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="enterprise-plans">
        <h2 id="enterprise-plans" className="section__title">
          <FormattedMessage id="enterprise.plans" />
        </h2>
        <ul className="plans">
          {ENTERPRISE_PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              region={region}
              onChoose={() => {
                setForm({ ...form, planId: plan.id });
                formRef.current?.scrollIntoView({ behavior: 'smooth' });
                formRef.current?.querySelector('input')?.focus();
              }}
            />
          ))}
        </ul>
      </section>
      <section ref={formRef} className="section card" aria-labelledby="enterprise-form">
        <h2 id="enterprise-form" className="section__title">
          <FormattedMessage id="enterprise.form.title" />
        </h2>
        <form ref={fieldsRef} className="form" noValidate onSubmit={(event) => void submit(event)}>
          <Field
            label={t('enterprise.form.company')}
            value={form.company}
            onChange={set('company')}
            autoComplete="organization"
            error={error('company')}
            {...LIMITS.company}
          />
          <Field
            label={t('enterprise.form.contact')}
            value={form.contactName}
            onChange={set('contactName')}
            autoComplete="name"
            error={error('contactName')}
            {...LIMITS.contactName}
          />
          <Field
            label={t('enterprise.form.email')}
            type="email"
            value={form.email}
            onChange={set('email')}
            autoComplete="email"
            error={error('email')}
            {...LIMITS.email}
          />
          <SelectField
            label={t('enterprise.form.size')}
            value={form.companySize}
            onChange={set('companySize')}
            error={error('companySize')}
            {...LIMITS.companySize}
          >
            <option value="" />
            {COMPANY_SIZES.map((size) => (
              <option key={size} value={size}>
                {intl.formatMessage({ id: 'enterprise.form.sizeValue' }, { size })}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('enterprise.form.region')} value={form.region} onChange={set('region')}>
            {REGIONS.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('enterprise.form.plan')} value={form.planId} onChange={set('planId')}>
            <option value="">{t('enterprise.form.noPlan')}</option>
            {ENTERPRISE_PLANS.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {t(`enterprise.plan.${plan.id}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label={t('enterprise.form.message')}
            rows={4}
            value={form.message}
            onChange={set('message')}
            error={error('message')}
            {...LIMITS.message}
          />
          <Button type="submit" busy={busy}>
            <FormattedMessage id="enterprise.form.send" />
          </Button>
          <p role="status" ref={statusRef} tabIndex={-1}>
            {outcome ? <FormattedMessage id={outcome.id} values={outcome.values} /> : null}
          </p>
        </form>
      </section>
      <p className="page__meta">
        <FormattedMessage id="enterprise.feature.sso" />
        {' · '}
        <FormattedMessage id="enterprise.feature.manager" />
      </p>
    </Page>
  );
}
