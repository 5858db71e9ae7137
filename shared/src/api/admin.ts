// The admin panel's API (/api/admin/*, admins only): partner applications, users (search, suspend,
// restore), moderation of reported content, and the audit log every admin action writes.
import * as z from 'zod';
import { coinAmountSchema, isoDateTimeSchema, plainTextSchema } from './common';
import { regionCodeSchema } from './gyms';
import { APPLICATION_STATUSES, certificationSchema, PARTNER_KINDS } from './partners';
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
    /** Shown once, to the approving admin; null when the email already had an account (it keeps its password). */
    temporaryPassword: z.string().nullable(),
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
});
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

export const suspendUserRequestSchema = z.strictObject({ reason: reasonSchema('Reason') });
export const adminUserUpdatedResponseSchema = z.object({ user: adminUserSummarySchema });

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

export const auditQuerySchema = z.strictObject({ cursor: cursorSchema, limit: limitSchema });

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
    summary: 'Approve: creates the partner account (with a one-time password) in one transaction',
    errors: ['application_decided'],
    body: approveApplicationRequestSchema,
    response: approveApplicationResponseSchema,
  },
  'admin.rejectApplication': {
    method: 'POST',
    path: '/api/admin/partner-applications/{id}/reject',
    guard: ADMIN,
    summary: 'Reject with a reason',
    errors: ['application_decided'],
    body: rejectApplicationRequestSchema,
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
