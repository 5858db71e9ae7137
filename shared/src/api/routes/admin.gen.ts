// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The admin routes, one export per route.
import type { RouteRef } from '../contract';

export const adminListApplications = { id: 'admin.listApplications', method: 'GET', path: '/api/admin/partner-applications' } as const satisfies RouteRef<'admin.listApplications'>;
export const adminGetApplication = { id: 'admin.getApplication', method: 'GET', path: '/api/admin/partner-applications/{id}' } as const satisfies RouteRef<'admin.getApplication'>;
export const adminApproveApplication = { id: 'admin.approveApplication', method: 'POST', path: '/api/admin/partner-applications/{id}/approve' } as const satisfies RouteRef<'admin.approveApplication'>;
export const adminRejectApplication = { id: 'admin.rejectApplication', method: 'POST', path: '/api/admin/partner-applications/{id}/reject' } as const satisfies RouteRef<'admin.rejectApplication'>;
export const adminResendConfirmation = { id: 'admin.resendConfirmation', method: 'POST', path: '/api/admin/partner-applications/{id}/resend-confirmation' } as const satisfies RouteRef<'admin.resendConfirmation'>;
export const adminListUsers = { id: 'admin.listUsers', method: 'GET', path: '/api/admin/users' } as const satisfies RouteRef<'admin.listUsers'>;
export const adminGetUser = { id: 'admin.getUser', method: 'GET', path: '/api/admin/users/{id}' } as const satisfies RouteRef<'admin.getUser'>;
export const adminSuspendUser = { id: 'admin.suspendUser', method: 'POST', path: '/api/admin/users/{id}/suspend' } as const satisfies RouteRef<'admin.suspendUser'>;
export const adminRestoreUser = { id: 'admin.restoreUser', method: 'POST', path: '/api/admin/users/{id}/restore' } as const satisfies RouteRef<'admin.restoreUser'>;
export const adminListGyms = { id: 'admin.listGyms', method: 'GET', path: '/api/admin/gyms' } as const satisfies RouteRef<'admin.listGyms'>;
export const adminUnlistGym = { id: 'admin.unlistGym', method: 'POST', path: '/api/admin/gyms/{gymId}/unlist' } as const satisfies RouteRef<'admin.unlistGym'>;
export const adminRelistGym = { id: 'admin.relistGym', method: 'POST', path: '/api/admin/gyms/{gymId}/relist' } as const satisfies RouteRef<'admin.relistGym'>;
export const adminListModeration = { id: 'admin.listModeration', method: 'GET', path: '/api/admin/reports' } as const satisfies RouteRef<'admin.listModeration'>;
export const adminHideContent = { id: 'admin.hideContent', method: 'POST', path: '/api/admin/reports/{kind}/{targetId}/hide' } as const satisfies RouteRef<'admin.hideContent'>;
export const adminRestoreContent = { id: 'admin.restoreContent', method: 'POST', path: '/api/admin/reports/{kind}/{targetId}/restore' } as const satisfies RouteRef<'admin.restoreContent'>;
export const adminDismissReports = { id: 'admin.dismissReports', method: 'POST', path: '/api/admin/reports/{kind}/{targetId}/dismiss' } as const satisfies RouteRef<'admin.dismissReports'>;
export const adminAudit = { id: 'admin.audit', method: 'GET', path: '/api/admin/audit' } as const satisfies RouteRef<'admin.audit'>;
