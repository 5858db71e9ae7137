// A trainer's or nutritionist's part of the partner application: specialties, languages and
// certifications. Loaded when the page is idle or the kind is chosen, not at the first paint (a gym
// is the form's first kind).
import { LANGUAGES, type LanguageCode } from '@fitchoice/shared';
import { SPECIALTIES_OF, type Specialty } from '@fitchoice/shared/api';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { SPECIALTY_LABEL } from '../professionals/labels';
import type { CertificationValues } from './PartnerRegistrationRules';
import '../panels/messages';
import './messages';

const EMPTY_CERTIFICATION: CertificationValues = { name: '', issuer: '', number: '' };

function CheckList({
  legendId,
  options,
  selected,
  onToggle,
  error,
}: {
  legendId: MessageId;
  options: { value: string; label: string }[];
  selected: string[];
  onToggle: (value: string) => void;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset className={`choice-group${error ? ' field--invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className="choice-group__legend">
        <FormattedMessage id={legendId} />
      </legend>
      <div className="partner-form__options partner-form__options--grid">
        {options.map((option) => (
          <label className="check" key={option.value}>
            <input type="checkbox" checked={selected.includes(option.value)} onChange={() => onToggle(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ProfessionalFields({
  kind,
  specialties,
  languages,
  certifications,
  problem,
  onToggleSpecialty,
  onToggleLanguage,
  onCertification,
  onCertifications,
}: {
  kind: 'trainer' | 'nutritionist';
  specialties: Specialty[];
  languages: LanguageCode[];
  certifications: CertificationValues[];
  /** The problem shown at a key ('specialties', 'certifications.0.name', ...), in words. */
  problem: (key: string) => string | undefined;
  onToggleSpecialty: (specialty: Specialty) => void;
  onToggleLanguage: (language: LanguageCode) => void;
  onCertification: (index: number, part: keyof CertificationValues, value: string) => void;
  onCertifications: (certifications: CertificationValues[]) => void;
}) {
  const intl = useIntl();
  return (
    <>
      <CheckList
        legendId="partnerForm.field.specialties"
        options={SPECIALTIES_OF[kind].map((specialty) => ({
          value: specialty,
          label: intl.formatMessage({ id: SPECIALTY_LABEL[specialty] }),
        }))}
        selected={specialties}
        onToggle={(value) => onToggleSpecialty(value as Specialty)}
        error={problem('specialties')}
      />
      <CheckList
        legendId="partnerForm.field.languages"
        options={LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }))}
        selected={languages}
        onToggle={(value) => onToggleLanguage(value as LanguageCode)}
        error={problem('languages')}
      />
      <fieldset className="choice-group">
        <legend className="choice-group__legend">
          <FormattedMessage id="partnerForm.field.certifications" />
        </legend>
        {problem('certifications') ? <p className="field__error">{problem('certifications')}</p> : null}
        {certifications.map((certification, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a certification has no id until it is sent; rows are only appended or removed
          <div className="card partner-form__certification" key={index}>
            <p className="partner-form__certification-title">
              <FormattedMessage id="partnerForm.certification.n" values={{ n: index + 1 }} />
            </p>
            <Field
              label={intl.formatMessage({ id: 'partnerForm.certification.name' })}
              value={certification.name}
              onChange={(e) => onCertification(index, 'name', e.target.value)}
              error={problem(`certifications.${index}.name`)}
              required
            />
            <div className="partner-form__row">
              <Field
                label={intl.formatMessage({ id: 'partnerForm.certification.issuer' })}
                value={certification.issuer}
                onChange={(e) => onCertification(index, 'issuer', e.target.value)}
                error={problem(`certifications.${index}.issuer`)}
                required
              />
              <Field
                label={intl.formatMessage({ id: 'partnerForm.certification.number' })}
                value={certification.number}
                onChange={(e) => onCertification(index, 'number', e.target.value)}
                error={problem(`certifications.${index}.number`)}
                required
              />
            </div>
            {certifications.length > 1 ? (
              <Button variant="ghost" onClick={() => onCertifications(certifications.filter((_, i) => i !== index))}>
                <FormattedMessage id="partnerForm.certification.remove" values={{ n: index + 1 }} />
              </Button>
            ) : null}
          </div>
        ))}
        {certifications.length < 10 ? (
          <Button variant="secondary" onClick={() => onCertifications([...certifications, { ...EMPTY_CERTIFICATION }])}>
            <FormattedMessage id="partnerForm.certification.add" />
          </Button>
        ) : null}
      </fieldset>
    </>
  );
}
