// Partners: the public application form (gyms, trainers, nutritionists) and the panel routes every
// partner's panel starts from. The admin's side of applications is in admin.ts.
//   POST /api/partners/applications   partnerApplicationRequestSchema -> 201 {application: {id, status}}
//   GET  /api/panel/me                 -> panelMeResponseSchema (which panels and what they hold)
//   GET  /api/panel/gyms/{gymId}       -> panelGymResponseSchema (a gym partner's gym; admins any)

import * as z from 'zod';
import { emailSchema, isoDateTimeSchema, languageCodeSchema, plainTextSchema } from './common';
import { regionCodeSchema } from './gyms';
import { locationSchema, timeZoneSchema } from './place';
import { SPECIALTIES_OF } from './professional-constants';
import type { RouteTable } from './route-contract';

export const PARTNER_KINDS = ['gym', 'trainer', 'nutritionist'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const phoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .regex(/^\+?[0-9][0-9 ().-]{5,22}$/, 'Enter a phone number such as +1 555 123 4567');

export const certificationSchema = z.strictObject({
  name: plainTextSchema('Certification', 120),
  issuer: plainTextSchema('Issuer', 120),
  number: plainTextSchema('Certificate number', 60),
});
export type Certification = z.infer<typeof certificationSchema>;

/** Ids of catalogue gyms (and other ids in paths): letters, digits, `-`, `_`. */
const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Not a gym id');

const commonFields = {
  /** The gym's business name, or the professional's full name. */
  name: plainTextSchema('Name', 120),
  contactName: plainTextSchema('Contact name', 80),
  email: emailSchema,
  phone: phoneSchema,
  city: plainTextSchema('City', 80),
  region: regionCodeSchema,
  /** The app's language: the confirmation mail is written in it. */
  language: languageCodeSchema.optional(),
  /**
   * A gym's: the zone of its pin (GET /api/location/time-zone answers it), required with the pin. A
   * professional's: their own (their browser's), which their hours start in.
   */
  timeZone: timeZoneSchema.optional(),
};

const gymApplicationSchema = z.strictObject({
  kind: z.literal('gym'),
  ...commonFields,
  address: plainTextSchema('Address', 200),
  /** The gym's pin: its time zone comes from it. Not needed with a catalogue gym, which has its own. */
  location: locationSchema.optional(),
  /** The catalogue gym this partner runs, when it is listed already. */
  catalogueGymId: idSchema.optional(),
});

const professionalApplication = <K extends 'trainer' | 'nutritionist'>(kind: K) =>
  z.strictObject({
    kind: z.literal(kind),
    ...commonFields,
    specialties: z
      .array(z.enum(SPECIALTIES_OF[kind], { error: 'Choose specialties from the list' }), { error: 'Choose at least one specialty' })
      .min(1, 'Choose at least one specialty')
      .max(10, 'Choose at most 10 specialties'),
    languages: z
      .array(languageCodeSchema, { error: 'Choose at least one language' })
      .min(1, 'Choose at least one language')
      .max(12, 'Choose at most 12 languages'),
    certifications: z
      .array(certificationSchema, { error: 'Add at least one certification' })
      .min(1, 'Add at least one certification')
      .max(10, 'Add at most 10 certifications'),
  });

export const partnerApplicationRequestSchema = z
  .discriminatedUnion('kind', [gymApplicationSchema, professionalApplication('trainer'), professionalApplication('nutritionist')], {
    error: 'kind must be one of gym, trainer, nutritionist',
  })
  .superRefine((application, ctx) => {
    if (application.kind === 'gym' && !application.location && !application.catalogueGymId) {
      ctx.addIssue({ code: 'custom', path: ['location'], message: 'Place the gym on the map' });
    }
    if (application.kind === 'gym' && application.location && !application.timeZone) {
      ctx.addIssue({ code: 'custom', path: ['timeZone'], message: "Send the time zone of the gym's pin (GET /api/location/time-zone)" });
    }
  });
export type PartnerApplicationRequest = z.infer<typeof partnerApplicationRequestSchema>;
export type PartnerApplicationInput = z.input<typeof partnerApplicationRequestSchema>;

export const partnerApplicationResponseSchema = z.object({
  application: z.object({ id: z.string(), status: z.literal('pending') }),
});
export type PartnerApplicationResponse = z.infer<typeof partnerApplicationResponseSchema>;

/**
 * Whether members find and book a gym: 'listed', or not because it is a 'draft' (made from an
 * application, not yet saved in its panel), its owner's account is suspended, or an admin unlisted it.
 */
export const GYM_LISTINGS = ['listed', 'draft', 'owner_suspended', 'unlisted_by_admin'] as const;
export type GymListing = (typeof GYM_LISTINGS)[number];

/** A gym a panel shows: enough to name it and say whether members can find it. */
export const panelGymSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  region: regionCodeSchema,
  status: z.enum(GYM_LISTINGS),
});
export type PanelGym = z.infer<typeof panelGymSchema>;

export const panelMeResponseSchema = z.object({
  roles: z.array(z.string()),
  gyms: z.array(panelGymSchema),
  /** A trainer's or nutritionist's professional profile (a draft until they complete it). */
  professional: z
    .object({
      id: z.string(),
      kind: z.enum(['trainer', 'nutritionist']),
      status: z.enum(['draft', 'published']),
      createdAt: isoDateTimeSchema,
    })
    .nullable(),
});
export type PanelMeResponse = z.infer<typeof panelMeResponseSchema>;

export const panelGymResponseSchema = z.object({ gym: panelGymSchema });

export const partnerRoutes = {
  'partners.apply': {
    method: 'POST',
    path: '/api/partners/applications',
    guard: 'optional',
    summary: 'Apply to list a gym or a professional practice (throttled per network)',
    errors: ['application_pending'],
    needs: ['mail'],
    body: partnerApplicationRequestSchema,
    response: partnerApplicationResponseSchema,
    status: 201,
  },
  'partners.panelMe': {
    method: 'GET',
    path: '/api/panel/me',
    guard: ['admin', 'gym_partner', 'trainer', 'nutritionist'],
    summary: "The signed-in partner's panels: roles, gyms and professional profile",
    response: panelMeResponseSchema,
  },
  'partners.panelGym': {
    method: 'GET',
    path: '/api/panel/gyms/{gymId}',
    guard: ['admin', 'gym_partner'],
    summary: "One of the gym partner's gyms (admins: any gym)",
    response: panelGymResponseSchema,
  },
} as const satisfies RouteTable;
