// The admin panel's API (/api/admin/*, admins only): partner applications, users (search, suspend,
// restore), moderation of reported content, and the audit log every admin action writes.
import * as z from 'zod';
import { coinAmountSchema, isoDateTimeSchema, plainTextSchema } from './common';
import { calendarDateSchema } from './dates';
import { regionCodeSchema } from './gyms';
import { APPLICATION_STATUSES, certificationSchema, GYM_LISTINGS, PARTNER_KINDS } from './partners';
import type { RouteTable } from './route-contract';

const cursorSchema = z.string().max(1024, 'cursor is too long').optional();
const limitSchema = z.coerce
  .number({ error: 'limit must be a whole number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(100, 'limit must be at most 100')
  .optional();

const reasonSchema = (label: string) => plainTextSchema(label, 500, { multiline: true });

// --- Partner applications

export const applicationListQuerySchema = z.strictObject({
  status: z.enum(APPLICATION_STATUSES, { error: `status must be one of ${APPLICATION_STATUSES.join(', ')}` }).optional(),
  cursor: cursorSchema,
  limit: limitSchema,
});

export const applicationSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(PARTNER_KINDS),
  status: z.enum(APPLICATION_STATUSES),
  name: z.string(),
  contactName: z.string(),
  email: z.string(),
  city: z.string(),
  region: regionCodeSchema,
  /** Whether the applicant opened the link mailed to the application's email. */
  emailVerified: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationSchema = applicationSummarySchema.extend({
  phone: z.string(),
  address: z.string().nullable(),
  /** A gym's pin, as the applicant placed it. */
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** The applicant's own time zone, when the form sent it. */
  timeZone: z.string().nullable(),
  catalogueGymId: z.string().nullable(),
  specialties: z.array(z.string()),
  languages: z.array(z.string()),
  certifications: z.array(certificationSchema),
  decidedAt: isoDateTimeSchema.nullable(),
  rejectionReason: z.string().nullable(),
  /** The partner account an approval created or linked. */
  userId: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationListResponseSchema = z.object({
  applications: z.array(applicationSummarySchema),
  nextCursor: z.string().nullable(),
});

export const approveApplicationRequestSchema = z.strictObject({
  /** For a gym: link the partner to this catalogue gym instead of the one the application named (or a new draft gym). */
  gymId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/, 'Not a gym id')
    .optional(),
});

export const approveApplicationResponseSchema = z.object({
  application: applicationSchema,
  account: z.object({
    userId: z.string(),
    email: z.string(),
    /** A new account (mailed a one-time link to set its password and sign in), or the email's own account (it keeps its password). */
    created: z.boolean(),
    /** Whether the decision's mail went (a failure is logged; the approval stands). */
    mailed: z.boolean(),
  }),
});
export type ApproveApplicationResponse = z.infer<typeof approveApplicationResponseSchema>;

export const rejectApplicationRequestSchema = z.strictObject({ reason: reasonSchema('Reason') });

export const applicationResponseSchema = z.object({ application: applicationSchema });

// --- Users

export const userListQuerySchema = z.strictObject({
  /** The start of a name or an email, or a whole user id; empty lists everyone by name. */
  q: z.string().trim().max(254, 'q is too long').optional(),
  cursor: cursorSchema,
  limit: limitSchema,
});

export const adminUserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  suspendedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema.nullable(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const userListResponseSchema = z.object({ users: z.array(adminUserSummarySchema), nextCursor: z.string().nullable() });

export const adminUserSchema = adminUserSummarySchema.extend({
  xp: z.number().int(),
  sweatCoins: coinAmountSchema,
  gymIds: z.array(z.string()),
  mustChangePassword: z.boolean(),
  suspensionReason: z.string().nullable(),
});

export const adminUserResponseSchema = z.object({
  user: adminUserSchema,
  /** The newest SweatCoin ledger entries. */
  ledger: z.array(z.object({ kind: z.string(), amount: z.string(), balanceAfter: coinAmountSchema, createdAt: isoDateTimeSchema })),
  /** The newest activity entries (check-ins, bookings, reviews, ...). */
  activity: z.array(z.object({ kind: z.string(), title: z.string(), createdAt: isoDateTimeSchema })),
  /** How many sessions the account has open. */
  sessions: z.number().int().nonnegative(),
  /** The professional profiles the account owns (an admin may open them read-only). */
  professionals: z.array(z.object({ id: z.string(), kind: z.enum(['trainer', 'nutritionist']), name: z.string() })),
});
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

export const suspendUserRequestSchema = z.strictObject({ reason: reasonSchema('Reason') });
export const adminUserUpdatedResponseSchema = z.object({ user: adminUserSummarySchema });

// --- Gyms

export const adminGymListQuerySchema = z
  .strictObject({
    /** 'listed': a region's gyms members find; 'unlisted': drafts and gyms out of member search, in every region. */
    listing: z.enum(['listed', 'unlisted'], { error: 'listing must be listed or unlisted' }).optional(),
    region: regionCodeSchema.optional(),
    /** Part of the gym's name or city, without case or accents. */
    q: z.string().trim().max(80, 'q is too long').optional(),
  })
  .refine((query) => query.listing === 'unlisted' || query.region !== undefined, {
    path: ['region'],
    message: 'Choose a region for listed gyms',
  });

export const adminGymSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  region: regionCodeSchema,
  listing: z.enum(GYM_LISTINGS),
  /** An admin's unlisting: when, by whom, why. */
  adminUnlisted: z.object({ at: isoDateTimeSchema, by: z.string(), reason: z.string() }).nullable(),
});
export type AdminGym = z.infer<typeof adminGymSchema>;

export const adminGymListResponseSchema = z.object({ gyms: z.array(adminGymSchema) });
export const adminGymResponseSchema = z.object({ gym: adminGymSchema });
export const unlistGymRequestSchema = z.strictObject({ reason: reasonSchema('Reason') });

// --- Moderation

export const MODERATION_KINDS = ['review', 'post'] as const;
export const MODERATION_STATUSES = ['open', 'resolved'] as const;
/**
 * hide: members no longer see it; restore: undo a hide, shown whatever the reports; dismiss: the
 * reports were unfounded, it is shown (even if enough reports had hidden it) and the case is closed.
 */
export const MODERATION_ACTIONS = ['hide', 'restore', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const moderationListQuerySchema = z.strictObject({
  status: z.enum(MODERATION_STATUSES, { error: 'status must be open or resolved' }).optional(),
  cursor: cursorSchema,
  limit: limitSchema,
});

export const moderationCaseSchema = z.object({
  kind: z.enum(MODERATION_KINDS),
  targetId: z.string(),
  status: z.enum(MODERATION_STATUSES),
  /** The last decision: null while no admin has looked. */
  resolution: z.enum(['hidden', 'restored', 'dismissed']).nullable(),
  /** Whether members see the content now. */
  visible: z.boolean(),
  reportCount: z.number().int().nonnegative(),
  reasons: z.array(z.string()),
  /** The reported text as it was when last reported, and where it is. */
  excerpt: z.string(),
  context: z.string(),
  lastReportedAt: isoDateTimeSchema,
});
export type ModerationCase = z.infer<typeof moderationCaseSchema>;

export const moderationListResponseSchema = z.object({ items: z.array(moderationCaseSchema), nextCursor: z.string().nullable() });

export const moderationActionResponseSchema = z.object({ item: moderationCaseSchema });

// --- Audit log

const filterText = (name: string) => z.string().trim().min(1, `${name} must not be empty`).max(120, `${name} is too long`).optional();

export const auditQuerySchema = z
  .strictObject({
    cursor: cursorSchema,
    limit: limitSchema,
    /** Part of the actor's name, or their id. */
    actor: filterText('actor'),
    /** An action ("gym.unlisted"), or every action on a kind of target ("gym"). */
    action: z
      .string()
      .trim()
      .regex(/^[a-z_]{1,40}(\.[a-z_]{1,40})?$/, 'action is a kind of target ("gym") or an action ("gym.unlisted")')
      .optional(),
    /** Part of the target's name, its id or its kind. */
    target: filterText('target'),
    /** From and to these dates (UTC), inclusive. */
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: 'to must not be before from' });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: isoDateTimeSchema,
  /** Who acted: an admin's id and name (null for the system, e.g. a member deleting their own account). */
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  /** What was done, e.g. 'application.approved', 'user.suspended', 'review.hidden', 'account.deleted'. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** What the target is called when the entry was written (null for entries that did not record it). */
  targetName: z.string().nullable(),
  requestId: z.string(),
  /** Non-personal details (a reason, the roles granted). */
  details: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() });

const ADMIN: readonly ['admin'] = ['admin'];

export const adminRoutes = {
  'admin.listApplications': {
    method: 'GET',
    path: '/api/admin/partner-applications',
    guard: ADMIN,
    summary: 'Partner applications by status, newest first',
    query: applicationListQuerySchema,
    response: applicationListResponseSchema,
  },
  'admin.getApplication': {
    method: 'GET',
    path: '/api/admin/partner-applications/{id}',
    guard: ADMIN,
    summary: 'One partner application',
    response: applicationResponseSchema,
  },
  'admin.approveApplication': {
    method: 'POST',
    path: '/api/admin/partner-applications/{id}/approve',
    guard: ADMIN,
    summary: 'Approve: creates (or links) the partner account in one transaction, and mails the partner how to sign in',
    needs: ['mail'],
    errors: ['application_decided'],
    body: approveApplicationRequestSchema,
    response: approveApplicationResponseSchema,
  },
  'admin.rejectApplication': {
    method: 'POST',
    path: '/api/admin/partner-applications/{id}/reject',
    guard: ADMIN,
    summary: 'Reject with a reason',
    needs: ['mail'],
    errors: ['application_decided'],
    body: rejectApplicationRequestSchema,
    response: applicationResponseSchema,
  },
  'admin.resendConfirmation': {
    method: 'POST',
    path: '/api/admin/partner-applications/{id}/resend-confirmation',
    guard: ADMIN,
    summary: 'Mail the applicant a new link to confirm the email (a pending application not confirmed yet)',
    needs: ['mail'],
    errors: ['application_decided', 'already_confirmed'],
    response: applicationResponseSchema,
  },
  'admin.listUsers': {
    method: 'GET',
    path: '/api/admin/users',
    guard: ADMIN,
    summary: 'Users whose name or email starts with q (or with that id)',
    query: userListQuerySchema,
    response: userListResponseSchema,
  },
  'admin.getUser': {
    method: 'GET',
    path: '/api/admin/users/{id}',
    guard: ADMIN,
    summary: 'One user: roles, balances, recent activity',
    response: adminUserResponseSchema,
  },
  'admin.suspendUser': {
    method: 'POST',
    path: '/api/admin/users/{id}/suspend',
    guard: ADMIN,
    summary: "Suspend: the user's sessions end at once and login is refused",
    needs: ['notices', 'fanOut'],
    errors: ['already_suspended'],
    body: suspendUserRequestSchema,
    response: adminUserUpdatedResponseSchema,
  },
  'admin.restoreUser': {
    method: 'POST',
    path: '/api/admin/users/{id}/restore',
    guard: ADMIN,
    summary: 'Lift a suspension',
    errors: ['not_suspended'],
    response: adminUserUpdatedResponseSchema,
  },
  'admin.listGyms': {
    method: 'GET',
    path: '/api/admin/gyms',
    guard: ADMIN,
    summary: "A region's listed gyms, or every gym members cannot find (drafts, unlisted), by name or city",
    query: adminGymListQuerySchema,
    response: adminGymListResponseSchema,
  },
  'admin.unlistGym': {
    method: 'POST',
    path: '/api/admin/gyms/{gymId}/unlist',
    guard: ADMIN,
    summary: 'Take a gym out of member search: no new bookings; booked visits stay and their members are told',
    needs: ['notices'],
    errors: ['already_unlisted'],
    body: unlistGymRequestSchema,
    response: adminGymResponseSchema,
  },
  'admin.relistGym': {
    method: 'POST',
    path: '/api/admin/gyms/{gymId}/relist',
    guard: ADMIN,
    summary: "Undo an admin's unlisting",
    errors: ['not_unlisted'],
    response: adminGymResponseSchema,
  },
  'admin.listModeration': {
    method: 'GET',
    path: '/api/admin/reports',
    guard: ADMIN,
    summary: 'Reported content, most recently reported first',
    query: moderationListQuerySchema,
    response: moderationListResponseSchema,
  },
  'admin.hideContent': {
    method: 'POST',
    path: '/api/admin/reports/{kind}/{targetId}/hide',
    guard: ADMIN,
    summary: 'Hide reported content from members',
    response: moderationActionResponseSchema,
  },
  'admin.restoreContent': {
    method: 'POST',
    path: '/api/admin/reports/{kind}/{targetId}/restore',
    guard: ADMIN,
    summary: 'Show content again, whatever its reports',
    response: moderationActionResponseSchema,
  },
  'admin.dismissReports': {
    method: 'POST',
    path: '/api/admin/reports/{kind}/{targetId}/dismiss',
    guard: ADMIN,
    summary: 'Close the reports as unfounded; the content is shown',
    response: moderationActionResponseSchema,
  },
  'admin.audit': {
    method: 'GET',
    path: '/api/admin/audit',
    guard: ADMIN,
    summary: 'The audit log, newest first',
    query: auditQuerySchema,
    response: auditResponseSchema,
  },
} as const satisfies RouteTable;
