// The partner application's rules, loaded when the form is first edited, the page is idle or the form
// is sent (not at the first paint: the shared schema brings zod, ~27 KB gzipped). The form checks
// itself with the schema the server uses, so the same rules, field by field.
import type { LanguageCode, RegionCode } from '@fitchoice/shared';
import {
  type PartnerApplicationInput,
  type PartnerKind,
  partnerApplicationRequestSchema,
  SPECIALTIES_OF,
  type Specialty,
} from '@fitchoice/shared/api';
import type { MessageId } from '../../i18n/messages';
import { browserTimeZone } from '../panels/TimeZonePicker';
import './messages';

export interface CertificationValues {
  name: string;
  issuer: string;
  number: string;
}

export interface Values {
  kind: PartnerKind;
  name: string;
  contactName: string;
  email: string;
  phone: string;
  city: string;
  region: RegionCode;
  address: string;
  /** The gym's pin, as typed or tapped (strings while being typed). */
  latitude: string;
  longitude: string;
  catalogueGymId: string;
  specialties: Specialty[];
  languages: LanguageCode[];
  certifications: CertificationValues[];
}

export type Problems = Record<string, MessageId>;

/**
 * What the application sends: only the fields of its kind. A professional's zone is their browser's;
 * a gym's is its pin's (`pinZone`, the server's lookup), sent with the pin.
 */
export function bodyOf(values: Values, language: LanguageCode, pinZone: string | null = null): PartnerApplicationInput {
  const common = {
    language,
    name: values.name,
    contactName: values.contactName,
    email: values.email,
    phone: values.phone,
    city: values.city,
    region: values.region,
  };
  if (values.kind === 'gym') {
    const placed = values.latitude.trim() !== '' && values.longitude.trim() !== '';
    return {
      kind: 'gym',
      ...common,
      address: values.address,
      ...(placed ? { location: { latitude: Number(values.latitude), longitude: Number(values.longitude) } } : {}),
      ...(placed && pinZone ? { timeZone: pinZone } : {}),
      ...(values.catalogueGymId ? { catalogueGymId: values.catalogueGymId } : {}),
    };
  }
  const professional = { ...common, timeZone: browserTimeZone(), languages: values.languages, certifications: values.certifications };
  // Only the kind's own specialties: ticks made before switching kind stay out of the application.
  const ofKind = <K extends 'trainer' | 'nutritionist'>(kind: K) =>
    values.specialties.filter((specialty): specialty is (typeof SPECIALTIES_OF)[K][number] =>
      (SPECIALTIES_OF[kind] as readonly string[]).includes(specialty),
    );
  return values.kind === 'trainer'
    ? { kind: 'trainer', ...professional, specialties: ofKind('trainer') }
    : { kind: 'nutritionist', ...professional, specialties: ofKind('nutritionist') };
}

/** The catalogue message for a problem at a field path ('email', 'certifications.0.number', ...). */
export function problemIdOf(path: string, kind: PartnerKind): MessageId {
  const [field, , part] = path.split('.');
  if (field === 'name') return kind === 'gym' ? 'partnerForm.error.businessName' : 'partnerForm.error.fullName';
  if (field === 'certifications' && part) {
    return part === 'issuer'
      ? 'partnerForm.error.issuer'
      : part === 'number'
        ? 'partnerForm.error.number'
        : 'partnerForm.error.certificationName';
  }
  const known: Record<string, MessageId> = {
    contactName: 'partnerForm.error.contactName',
    email: 'partnerForm.error.email',
    phone: 'partnerForm.error.phone',
    city: 'partnerForm.error.city',
    region: 'partnerForm.error.region',
    address: 'partnerForm.error.address',
    location: 'partnerForm.error.location',
    specialties: 'partnerForm.error.specialties',
    languages: 'partnerForm.error.languages',
    certifications: 'partnerForm.error.certifications',
  };
  return known[field ?? ''] ?? 'partnerForm.error.kind';
}

/** Where a problem shows: its field, or its certification's field, or the whole list it is about. */
export function problemKey(path: string): string {
  const [field, index, part] = path.split('.');
  if (field === 'certifications' && part) return `certifications.${index}.${part}`;
  return field ?? 'kind';
}

export function problemsOf(values: Values): Problems {
  // The pin's zone is asked of the server when sending; here any zone stands for it.
  const result = partnerApplicationRequestSchema.safeParse(bodyOf(values, 'en', 'UTC'));
  if (result.success) return {};
  const problems: Problems = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys[0] : 'kind') || 'kind';
    const key = problemKey(path);
    problems[key] ??= problemIdOf(path, values.kind);
  }
  return problems;
}
