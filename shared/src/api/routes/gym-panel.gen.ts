// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The gym-panel routes, one export per route.
import type { RouteRef } from '../contract';

export const gymPanelGyms = { id: 'gym-panel.gyms', method: 'GET', path: '/api/panel/gym' } as const satisfies RouteRef<'gym-panel.gyms'>;
export const gymPanelProfile = { id: 'gym-panel.profile', method: 'GET', path: '/api/panel/gym/{gymId}' } as const satisfies RouteRef<'gym-panel.profile'>;
export const gymPanelUpdateProfile = { id: 'gym-panel.updateProfile', method: 'PUT', path: '/api/panel/gym/{gymId}' } as const satisfies RouteRef<'gym-panel.updateProfile'>;
export const gymPanelUpload = { id: 'gym-panel.upload', method: 'POST', path: '/api/panel/gym/{gymId}/uploads' } as const satisfies RouteRef<'gym-panel.upload'>;
export const gymPanelArrivals = { id: 'gym-panel.arrivals', method: 'GET', path: '/api/panel/gym/{gymId}/arrivals' } as const satisfies RouteRef<'gym-panel.arrivals'>;
export const gymPanelDeskCode = { id: 'gym-panel.deskCode', method: 'GET', path: '/api/panel/gym/{gymId}/desk-code' } as const satisfies RouteRef<'gym-panel.deskCode'>;
export const gymPanelCheckin = { id: 'gym-panel.checkin', method: 'POST', path: '/api/panel/gym/{gymId}/checkins', outbox: { label: 'outbox.kind.desk-checkin' } } as const satisfies RouteRef<'gym-panel.checkin'>;
export const gymPanelRecordPayment = { id: 'gym-panel.recordPayment', method: 'POST', path: '/api/panel/gym/{gymId}/bookings/{bookingId}/payment', outbox: { label: 'outbox.kind.desk-payment' } } as const satisfies RouteRef<'gym-panel.recordPayment'>;
export const gymPanelNoShow = { id: 'gym-panel.noShow', method: 'POST', path: '/api/panel/gym/{gymId}/bookings/{bookingId}/no-show' } as const satisfies RouteRef<'gym-panel.noShow'>;
export const gymPanelStaff = { id: 'gym-panel.staff', method: 'GET', path: '/api/panel/gym/{gymId}/staff' } as const satisfies RouteRef<'gym-panel.staff'>;
export const gymPanelInviteStaff = { id: 'gym-panel.inviteStaff', method: 'POST', path: '/api/panel/gym/{gymId}/staff' } as const satisfies RouteRef<'gym-panel.inviteStaff'>;
export const gymPanelRevokeStaff = { id: 'gym-panel.revokeStaff', method: 'DELETE', path: '/api/panel/gym/{gymId}/staff/{userId}' } as const satisfies RouteRef<'gym-panel.revokeStaff'>;
export const gymPanelReviews = { id: 'gym-panel.reviews', method: 'GET', path: '/api/panel/gym/{gymId}/reviews' } as const satisfies RouteRef<'gym-panel.reviews'>;
export const gymPanelReply = { id: 'gym-panel.reply', method: 'PUT', path: '/api/panel/gym/{gymId}/reviews/{reviewId}/reply' } as const satisfies RouteRef<'gym-panel.reply'>;
export const gymPanelEarnings = { id: 'gym-panel.earnings', method: 'GET', path: '/api/panel/gym/{gymId}/earnings' } as const satisfies RouteRef<'gym-panel.earnings'>;
export const gymPanelPhoto = { id: 'gym-panel.photo', method: 'GET', path: '/api/gyms/{id}/photos/{photoId}' } as const satisfies RouteRef<'gym-panel.photo'>;
