// Corporate wellness leads:
//   POST /api/enterprise/leads         enterpriseLeadRequestSchema -> 201 (public: origin-checked, throttled per network)
//   GET  /api/admin/enterprise/leads   adminLeadsQuerySchema -> adminLeadsResponseSchema (admins, newest first)
import * as z from 'zod';
import { COMPANY_SIZES, ENTERPRISE_PLANS } from '../enterprise';
import { REGIONS } from '../regions';
import { emailSchema, isoDateTimeSchema, plainTextSchema } from './common';
import type { RouteTable } from './route-contract';

const PLAN_IDS = ENTERPRISE_PLANS.map((plan) => plan.id) as [string, ...string[]];
const REGION_CODES = REGIONS.map((region) => region.code) as [string, ...string[]];

export const enterpriseLeadRequestSchema = z.strictObject({
  company: plainTextSchema('Company', 120),
  contactName: plainTextSchema('Contact name', 80),
  email: emailSchema,
  companySize: z.enum(COMPANY_SIZES, { error: 'companySize must be one of 10-49, 50-249, 250-999, 1000+' }),
  region: z.enum(REGION_CODES, { error: 'region is not a known region' }),
  planId: z.enum(PLAN_IDS, { error: 'planId is not a known plan' }).optional(),
  message: plainTextSchema('Message', 2000, { multiline: true, min: 10 }),
});

export const enterpriseLeadSchema = z.object({
  id: z.string(),
  company: z.string(),
  contactName: z.string(),
  email: z.string(),
  companySize: z.enum(COMPANY_SIZES),
  region: z.string(),
  planId: z.string().nullable(),
  message: z.string(),
  createdAt: isoDateTimeSchema,
});
export type EnterpriseLead = z.infer<typeof enterpriseLeadSchema>;

export const enterpriseLeadResponseSchema = z.object({ lead: z.object({ id: z.string(), createdAt: isoDateTimeSchema }) });

export const adminLeadsQuerySchema = z.strictObject({
  cursor: z.string().max(256, 'cursor is too long').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .optional(),
});

export const adminLeadsResponseSchema = z.object({ leads: z.array(enterpriseLeadSchema), nextCursor: z.string().nullable() });
export type AdminLeadsResponse = z.infer<typeof adminLeadsResponseSchema>;

export const enterpriseRoutes = {
  'enterprise.createLead': {
    method: 'POST',
    path: '/api/enterprise/leads',
    guard: 'public',
    summary: 'Ask about corporate wellness (a lead for the sales team)',
    body: enterpriseLeadRequestSchema,
    response: enterpriseLeadResponseSchema,
    status: 201,
  },
  'enterprise.adminLeads': {
    method: 'GET',
    path: '/api/admin/enterprise/leads',
    guard: ['admin'],
    summary: 'Corporate wellness leads, newest first',
    query: adminLeadsQuerySchema,
    response: adminLeadsResponseSchema,
  },
} as const satisfies RouteTable;
