// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The API's routes without their schemas, one export per route, for the web app's client.
import type { OutboxRouteId, RouteRef } from './contract';

/** Every route's path starts with this (route-contract.ts); the service worker tells API calls by it. */
export const API_PREFIX = '/api/';
/** The phones' cache-busting query parameter (route-contract.ts); the server drops it before validating a query. */
export const CACHE_BUSTER_PARAM = '_cb';

export const authSignup = { id: 'auth.signup', method: 'POST', path: '/api/auth/signup' } as const satisfies RouteRef<'auth.signup'>;
export const authLogin = { id: 'auth.login', method: 'POST', path: '/api/auth/login' } as const satisfies RouteRef<'auth.login'>;
export const authGuest = { id: 'auth.guest', method: 'POST', path: '/api/auth/guest' } as const satisfies RouteRef<'auth.guest'>;
export const authMe = { id: 'auth.me', method: 'GET', path: '/api/auth/me' } as const satisfies RouteRef<'auth.me'>;
export const authLogout = { id: 'auth.logout', method: 'POST', path: '/api/auth/logout' } as const satisfies RouteRef<'auth.logout'>;
export const authChangePassword = { id: 'auth.changePassword', method: 'POST', path: '/api/auth/change-password' } as const satisfies RouteRef<'auth.changePassword'>;
export const authResetPassword = { id: 'auth.resetPassword', method: 'POST', path: '/api/auth/reset-password' } as const satisfies RouteRef<'auth.resetPassword'>;
export const authPartnerWelcome = { id: 'auth.partnerWelcome', method: 'POST', path: '/api/auth/partner-welcome' } as const satisfies RouteRef<'auth.partnerWelcome'>;
export const heartbeatSend = { id: 'heartbeat.send', method: 'POST', path: '/api/heartbeat', outbox: { label: 'outbox.kind.heartbeat', batch: true } } as const satisfies RouteRef<'heartbeat.send'>;
export const walletPurchase = { id: 'wallet.purchase', method: 'POST', path: '/api/web3/crypto-purchase', outbox: { label: 'outbox.kind.purchase', batch: true } } as const satisfies RouteRef<'wallet.purchase'>;
export const configGet = { id: 'config.get', method: 'GET', path: '/api/config' } as const satisfies RouteRef<'config.get'>;
export const walletLedger = { id: 'wallet.ledger', method: 'GET', path: '/api/wallet/ledger' } as const satisfies RouteRef<'wallet.ledger'>;
export const walletLinksChallenge = { id: 'wallet-links.challenge', method: 'POST', path: '/api/wallet/links/challenge' } as const satisfies RouteRef<'wallet-links.challenge'>;
export const walletLinksCreate = { id: 'wallet-links.create', method: 'POST', path: '/api/wallet/links' } as const satisfies RouteRef<'wallet-links.create'>;
export const walletLinksList = { id: 'wallet-links.list', method: 'GET', path: '/api/wallet/links' } as const satisfies RouteRef<'wallet-links.list'>;
export const gymsSearch = { id: 'gyms.search', method: 'GET', path: '/api/gyms' } as const satisfies RouteRef<'gyms.search'>;
export const gymsGet = { id: 'gyms.get', method: 'GET', path: '/api/gyms/{id}' } as const satisfies RouteRef<'gyms.get'>;
export const gymsAvailability = { id: 'gyms.availability', method: 'GET', path: '/api/gyms/{id}/availability' } as const satisfies RouteRef<'gyms.availability'>;
export const reviewsList = { id: 'reviews.list', method: 'GET', path: '/api/gyms/{id}/reviews' } as const satisfies RouteRef<'reviews.list'>;
export const reviewsCreate = { id: 'reviews.create', method: 'POST', path: '/api/gyms/{id}/reviews', outbox: { label: 'outbox.kind.review' } } as const satisfies RouteRef<'reviews.create'>;
export const reviewsHelpful = { id: 'reviews.helpful', method: 'POST', path: '/api/reviews/{id}/helpful', outbox: { label: 'outbox.kind.review-helpful' } } as const satisfies RouteRef<'reviews.helpful'>;
export const reviewsReport = { id: 'reviews.report', method: 'POST', path: '/api/reviews/{id}/report', outbox: { label: 'outbox.kind.review-report' } } as const satisfies RouteRef<'reviews.report'>;
export const bookingsCreate = { id: 'bookings.create', method: 'POST', path: '/api/bookings', outbox: { label: 'outbox.kind.booking', batch: true } } as const satisfies RouteRef<'bookings.create'>;
export const bookingsList = { id: 'bookings.list', method: 'GET', path: '/api/bookings' } as const satisfies RouteRef<'bookings.list'>;
export const bookingsCancel = { id: 'bookings.cancel', method: 'POST', path: '/api/bookings/{id}/cancel', outbox: { label: 'outbox.kind.booking-cancel', batch: true } } as const satisfies RouteRef<'bookings.cancel'>;
export const bookingsCheckinCode = { id: 'bookings.checkinCode', method: 'GET', path: '/api/bookings/{id}/checkin-code' } as const satisfies RouteRef<'bookings.checkinCode'>;
export const checkInCreate = { id: 'check-in.create', method: 'POST', path: '/api/checkins', outbox: { label: 'outbox.kind.checkin' } } as const satisfies RouteRef<'check-in.create'>;
export const rewardsRules = { id: 'rewards.rules', method: 'GET', path: '/api/rewards/rules' } as const satisfies RouteRef<'rewards.rules'>;
export const rewardsConvert = { id: 'rewards.convert', method: 'POST', path: '/api/rewards/convert', outbox: { label: 'outbox.kind.xp-convert' } } as const satisfies RouteRef<'rewards.convert'>;
export const rewardsActivity = { id: 'rewards.activity', method: 'GET', path: '/api/activity' } as const satisfies RouteRef<'rewards.activity'>;
export const rewardsStats = { id: 'rewards.stats', method: 'GET', path: '/api/profile/stats' } as const satisfies RouteRef<'rewards.stats'>;
export const rewardsLeaderboard = { id: 'rewards.leaderboard', method: 'GET', path: '/api/leaderboards' } as const satisfies RouteRef<'rewards.leaderboard'>;
export const storeRewards = { id: 'store.rewards', method: 'GET', path: '/api/store/rewards' } as const satisfies RouteRef<'store.rewards'>;
export const storeRedeem = { id: 'store.redeem', method: 'POST', path: '/api/store/redemptions', outbox: { label: 'outbox.kind.redemption' } } as const satisfies RouteRef<'store.redeem'>;
export const storeRedemptions = { id: 'store.redemptions', method: 'GET', path: '/api/store/redemptions' } as const satisfies RouteRef<'store.redemptions'>;
export const storeUseCode = { id: 'store.useCode', method: 'POST', path: '/api/panel/redemptions/{code}/use' } as const satisfies RouteRef<'store.useCode'>;
export const storeAdminList = { id: 'store.adminList', method: 'GET', path: '/api/admin/rewards' } as const satisfies RouteRef<'store.adminList'>;
export const storeAdminCreate = { id: 'store.adminCreate', method: 'POST', path: '/api/admin/rewards' } as const satisfies RouteRef<'store.adminCreate'>;
export const storeAdminUpdate = { id: 'store.adminUpdate', method: 'PUT', path: '/api/admin/rewards/{id}' } as const satisfies RouteRef<'store.adminUpdate'>;
export const storeAdminRetire = { id: 'store.adminRetire', method: 'DELETE', path: '/api/admin/rewards/{id}' } as const satisfies RouteRef<'store.adminRetire'>;
export const challengesList = { id: 'challenges.list', method: 'GET', path: '/api/challenges' } as const satisfies RouteRef<'challenges.list'>;
export const challengesCreate = { id: 'challenges.create', method: 'POST', path: '/api/challenges', outbox: { label: 'outbox.kind.challenge-create' } } as const satisfies RouteRef<'challenges.create'>;
export const challengesJoin = { id: 'challenges.join', method: 'POST', path: '/api/challenges/{id}/join', outbox: { label: 'outbox.kind.challenge-join' } } as const satisfies RouteRef<'challenges.join'>;
export const challengesLeave = { id: 'challenges.leave', method: 'POST', path: '/api/challenges/{id}/leave', outbox: { label: 'outbox.kind.challenge-leave' } } as const satisfies RouteRef<'challenges.leave'>;
export const challengesLeaderboard = { id: 'challenges.leaderboard', method: 'GET', path: '/api/challenges/{id}/leaderboard' } as const satisfies RouteRef<'challenges.leaderboard'>;
export const challengesAdminList = { id: 'challenges.adminList', method: 'GET', path: '/api/admin/challenges' } as const satisfies RouteRef<'challenges.adminList'>;
export const challengesAdminCreate = { id: 'challenges.adminCreate', method: 'POST', path: '/api/admin/challenges' } as const satisfies RouteRef<'challenges.adminCreate'>;
export const challengesAdminRetire = { id: 'challenges.adminRetire', method: 'DELETE', path: '/api/admin/challenges/{id}' } as const satisfies RouteRef<'challenges.adminRetire'>;
export const professionalsSearch = { id: 'professionals.search', method: 'GET', path: '/api/professionals' } as const satisfies RouteRef<'professionals.search'>;
export const professionalsGet = { id: 'professionals.get', method: 'GET', path: '/api/professionals/{id}' } as const satisfies RouteRef<'professionals.get'>;
export const professionalsAvailability = { id: 'professionals.availability', method: 'GET', path: '/api/professionals/{id}/availability' } as const satisfies RouteRef<'professionals.availability'>;
export const professionalsReview = { id: 'professionals.review', method: 'POST', path: '/api/professionals/{id}/reviews', outbox: { label: 'outbox.kind.professional-review', batch: true } } as const satisfies RouteRef<'professionals.review'>;
export const professionalsBook = { id: 'professionals.book', method: 'POST', path: '/api/professional-bookings', outbox: { label: 'outbox.kind.session-booking', batch: true } } as const satisfies RouteRef<'professionals.book'>;
export const professionalsBookings = { id: 'professionals.bookings', method: 'GET', path: '/api/professional-bookings' } as const satisfies RouteRef<'professionals.bookings'>;
export const professionalsCancel = { id: 'professionals.cancel', method: 'POST', path: '/api/professional-bookings/{id}/cancel', outbox: { label: 'outbox.kind.session-cancel', batch: true } } as const satisfies RouteRef<'professionals.cancel'>;
export const professionalsReschedule = { id: 'professionals.reschedule', method: 'POST', path: '/api/professional-bookings/{id}/reschedule', outbox: { label: 'outbox.kind.session-move', batch: true } } as const satisfies RouteRef<'professionals.reschedule'>;
export const proPanelTrainerProfile = { id: 'pro-panel.trainerProfile', method: 'GET', path: '/api/panel/trainer/profile' } as const satisfies RouteRef<'pro-panel.trainerProfile'>;
export const proPanelTrainerUpdateProfile = { id: 'pro-panel.trainerUpdateProfile', method: 'PUT', path: '/api/panel/trainer/profile' } as const satisfies RouteRef<'pro-panel.trainerUpdateProfile'>;
export const proPanelTrainerUpload = { id: 'pro-panel.trainerUpload', method: 'POST', path: '/api/panel/trainer/uploads' } as const satisfies RouteRef<'pro-panel.trainerUpload'>;
export const proPanelTrainerAddCertification = { id: 'pro-panel.trainerAddCertification', method: 'POST', path: '/api/panel/trainer/certifications' } as const satisfies RouteRef<'pro-panel.trainerAddCertification'>;
export const proPanelTrainerRemoveCertification = { id: 'pro-panel.trainerRemoveCertification', method: 'DELETE', path: '/api/panel/trainer/certifications/{certificationId}' } as const satisfies RouteRef<'pro-panel.trainerRemoveCertification'>;
export const proPanelTrainerAvailability = { id: 'pro-panel.trainerAvailability', method: 'GET', path: '/api/panel/trainer/availability' } as const satisfies RouteRef<'pro-panel.trainerAvailability'>;
export const proPanelTrainerUpdateAvailability = { id: 'pro-panel.trainerUpdateAvailability', method: 'PUT', path: '/api/panel/trainer/availability' } as const satisfies RouteRef<'pro-panel.trainerUpdateAvailability'>;
export const proPanelTrainerSessions = { id: 'pro-panel.trainerSessions', method: 'GET', path: '/api/panel/trainer/sessions' } as const satisfies RouteRef<'pro-panel.trainerSessions'>;
export const proPanelTrainerComplete = { id: 'pro-panel.trainerComplete', method: 'POST', path: '/api/panel/trainer/sessions/{id}/complete' } as const satisfies RouteRef<'pro-panel.trainerComplete'>;
export const proPanelTrainerNoShow = { id: 'pro-panel.trainerNoShow', method: 'POST', path: '/api/panel/trainer/sessions/{id}/no-show' } as const satisfies RouteRef<'pro-panel.trainerNoShow'>;
export const proPanelTrainerConfirmPayment = { id: 'pro-panel.trainerConfirmPayment', method: 'POST', path: '/api/panel/trainer/sessions/{id}/confirm-payment' } as const satisfies RouteRef<'pro-panel.trainerConfirmPayment'>;
export const proPanelTrainerReviews = { id: 'pro-panel.trainerReviews', method: 'GET', path: '/api/panel/trainer/reviews' } as const satisfies RouteRef<'pro-panel.trainerReviews'>;
export const proPanelTrainerReply = { id: 'pro-panel.trainerReply', method: 'POST', path: '/api/panel/trainer/reviews/{reviewId}/reply' } as const satisfies RouteRef<'pro-panel.trainerReply'>;
export const proPanelTrainerEarnings = { id: 'pro-panel.trainerEarnings', method: 'GET', path: '/api/panel/trainer/earnings' } as const satisfies RouteRef<'pro-panel.trainerEarnings'>;
export const proPanelTrainerCancelSession = { id: 'pro-panel.trainerCancelSession', method: 'POST', path: '/api/panel/trainer/sessions/{id}/cancel' } as const satisfies RouteRef<'pro-panel.trainerCancelSession'>;
export const proPanelTrainerMoveSession = { id: 'pro-panel.trainerMoveSession', method: 'POST', path: '/api/panel/trainer/sessions/{id}/move' } as const satisfies RouteRef<'pro-panel.trainerMoveSession'>;
export const proPanelTrainerFreeTimes = { id: 'pro-panel.trainerFreeTimes', method: 'GET', path: '/api/panel/trainer/free-times' } as const satisfies RouteRef<'pro-panel.trainerFreeTimes'>;
export const proPanelTrainerVideoLink = { id: 'pro-panel.trainerVideoLink', method: 'PUT', path: '/api/panel/trainer/sessions/{id}/video-link' } as const satisfies RouteRef<'pro-panel.trainerVideoLink'>;
export const proPanelTrainerCalendar = { id: 'pro-panel.trainerCalendar', method: 'GET', path: '/api/panel/trainer/calendar' } as const satisfies RouteRef<'pro-panel.trainerCalendar'>;
export const proPanelNutritionistProfile = { id: 'pro-panel.nutritionistProfile', method: 'GET', path: '/api/panel/nutritionist/profile' } as const satisfies RouteRef<'pro-panel.nutritionistProfile'>;
export const proPanelNutritionistUpdateProfile = { id: 'pro-panel.nutritionistUpdateProfile', method: 'PUT', path: '/api/panel/nutritionist/profile' } as const satisfies RouteRef<'pro-panel.nutritionistUpdateProfile'>;
export const proPanelNutritionistUpload = { id: 'pro-panel.nutritionistUpload', method: 'POST', path: '/api/panel/nutritionist/uploads' } as const satisfies RouteRef<'pro-panel.nutritionistUpload'>;
export const proPanelNutritionistAddCertification = { id: 'pro-panel.nutritionistAddCertification', method: 'POST', path: '/api/panel/nutritionist/certifications' } as const satisfies RouteRef<'pro-panel.nutritionistAddCertification'>;
export const proPanelNutritionistRemoveCertification = { id: 'pro-panel.nutritionistRemoveCertification', method: 'DELETE', path: '/api/panel/nutritionist/certifications/{certificationId}' } as const satisfies RouteRef<'pro-panel.nutritionistRemoveCertification'>;
export const proPanelNutritionistAvailability = { id: 'pro-panel.nutritionistAvailability', method: 'GET', path: '/api/panel/nutritionist/availability' } as const satisfies RouteRef<'pro-panel.nutritionistAvailability'>;
export const proPanelNutritionistUpdateAvailability = { id: 'pro-panel.nutritionistUpdateAvailability', method: 'PUT', path: '/api/panel/nutritionist/availability' } as const satisfies RouteRef<'pro-panel.nutritionistUpdateAvailability'>;
export const proPanelNutritionistSessions = { id: 'pro-panel.nutritionistSessions', method: 'GET', path: '/api/panel/nutritionist/sessions' } as const satisfies RouteRef<'pro-panel.nutritionistSessions'>;
export const proPanelNutritionistComplete = { id: 'pro-panel.nutritionistComplete', method: 'POST', path: '/api/panel/nutritionist/sessions/{id}/complete' } as const satisfies RouteRef<'pro-panel.nutritionistComplete'>;
export const proPanelNutritionistNoShow = { id: 'pro-panel.nutritionistNoShow', method: 'POST', path: '/api/panel/nutritionist/sessions/{id}/no-show' } as const satisfies RouteRef<'pro-panel.nutritionistNoShow'>;
export const proPanelNutritionistConfirmPayment = { id: 'pro-panel.nutritionistConfirmPayment', method: 'POST', path: '/api/panel/nutritionist/sessions/{id}/confirm-payment' } as const satisfies RouteRef<'pro-panel.nutritionistConfirmPayment'>;
export const proPanelNutritionistReviews = { id: 'pro-panel.nutritionistReviews', method: 'GET', path: '/api/panel/nutritionist/reviews' } as const satisfies RouteRef<'pro-panel.nutritionistReviews'>;
export const proPanelNutritionistReply = { id: 'pro-panel.nutritionistReply', method: 'POST', path: '/api/panel/nutritionist/reviews/{reviewId}/reply' } as const satisfies RouteRef<'pro-panel.nutritionistReply'>;
export const proPanelNutritionistEarnings = { id: 'pro-panel.nutritionistEarnings', method: 'GET', path: '/api/panel/nutritionist/earnings' } as const satisfies RouteRef<'pro-panel.nutritionistEarnings'>;
export const proPanelNutritionistCancelSession = { id: 'pro-panel.nutritionistCancelSession', method: 'POST', path: '/api/panel/nutritionist/sessions/{id}/cancel' } as const satisfies RouteRef<'pro-panel.nutritionistCancelSession'>;
export const proPanelNutritionistMoveSession = { id: 'pro-panel.nutritionistMoveSession', method: 'POST', path: '/api/panel/nutritionist/sessions/{id}/move' } as const satisfies RouteRef<'pro-panel.nutritionistMoveSession'>;
export const proPanelNutritionistFreeTimes = { id: 'pro-panel.nutritionistFreeTimes', method: 'GET', path: '/api/panel/nutritionist/free-times' } as const satisfies RouteRef<'pro-panel.nutritionistFreeTimes'>;
export const proPanelNutritionistVideoLink = { id: 'pro-panel.nutritionistVideoLink', method: 'PUT', path: '/api/panel/nutritionist/sessions/{id}/video-link' } as const satisfies RouteRef<'pro-panel.nutritionistVideoLink'>;
export const proPanelNutritionistCalendar = { id: 'pro-panel.nutritionistCalendar', method: 'GET', path: '/api/panel/nutritionist/calendar' } as const satisfies RouteRef<'pro-panel.nutritionistCalendar'>;
export const proPanelAdminProfessional = { id: 'pro-panel.adminProfessional', method: 'GET', path: '/api/admin/professionals/{professionalId}' } as const satisfies RouteRef<'pro-panel.adminProfessional'>;
export const proPanelAdminCertifications = { id: 'pro-panel.adminCertifications', method: 'GET', path: '/api/admin/certifications' } as const satisfies RouteRef<'pro-panel.adminCertifications'>;
export const proPanelAdminVerifyCertification = { id: 'pro-panel.adminVerifyCertification', method: 'POST', path: '/api/admin/certifications/{professionalId}/{certificationId}/verify' } as const satisfies RouteRef<'pro-panel.adminVerifyCertification'>;
export const proPanelAdminRejectCertification = { id: 'pro-panel.adminRejectCertification', method: 'POST', path: '/api/admin/certifications/{professionalId}/{certificationId}/reject' } as const satisfies RouteRef<'pro-panel.adminRejectCertification'>;
export const calendarTrainerExport = { id: 'calendar.trainerExport', method: 'GET', path: '/api/panel/trainer/sessions.ics' } as const satisfies RouteRef<'calendar.trainerExport'>;
export const calendarTrainerFeed = { id: 'calendar.trainerFeed', method: 'GET', path: '/api/panel/trainer/calendar-feed' } as const satisfies RouteRef<'calendar.trainerFeed'>;
export const calendarTrainerRotateFeed = { id: 'calendar.trainerRotateFeed', method: 'POST', path: '/api/panel/trainer/calendar-feed' } as const satisfies RouteRef<'calendar.trainerRotateFeed'>;
export const calendarNutritionistExport = { id: 'calendar.nutritionistExport', method: 'GET', path: '/api/panel/nutritionist/sessions.ics' } as const satisfies RouteRef<'calendar.nutritionistExport'>;
export const calendarNutritionistFeed = { id: 'calendar.nutritionistFeed', method: 'GET', path: '/api/panel/nutritionist/calendar-feed' } as const satisfies RouteRef<'calendar.nutritionistFeed'>;
export const calendarNutritionistRotateFeed = { id: 'calendar.nutritionistRotateFeed', method: 'POST', path: '/api/panel/nutritionist/calendar-feed' } as const satisfies RouteRef<'calendar.nutritionistRotateFeed'>;
export const calendarFeed = { id: 'calendar.feed', method: 'GET', path: '/api/calendar-feeds/{token}/sessions.ics' } as const satisfies RouteRef<'calendar.feed'>;
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
export const analyticsSummary = { id: 'analytics.summary', method: 'GET', path: '/api/analytics/summary' } as const satisfies RouteRef<'analytics.summary'>;
export const analyticsSeries = { id: 'analytics.series', method: 'GET', path: '/api/analytics/series' } as const satisfies RouteRef<'analytics.series'>;
export const metaOpenapi = { id: 'meta.openapi', method: 'GET', path: '/api/openapi.json' } as const satisfies RouteRef<'meta.openapi'>;
export const metaHealth = { id: 'meta.health', method: 'GET', path: '/api/health' } as const satisfies RouteRef<'meta.health'>;
export const coachGet = { id: 'coach.get', method: 'GET', path: '/api/coach' } as const satisfies RouteRef<'coach.get'>;
export const coachSavePlan = { id: 'coach.savePlan', method: 'PUT', path: '/api/coach/plan', outbox: { label: 'outbox.kind.coach-plan' } } as const satisfies RouteRef<'coach.savePlan'>;
export const coachProposePlan = { id: 'coach.proposePlan', method: 'POST', path: '/api/coach/plan/propose' } as const satisfies RouteRef<'coach.proposePlan'>;
export const coachChat = { id: 'coach.chat', method: 'POST', path: '/api/coach/chat' } as const satisfies RouteRef<'coach.chat'>;
export const coachMessages = { id: 'coach.messages', method: 'GET', path: '/api/coach/messages' } as const satisfies RouteRef<'coach.messages'>;
export const coachSaveMessage = { id: 'coach.saveMessage', method: 'PUT', path: '/api/coach/messages/{id}', outbox: { label: 'outbox.kind.coach-message' } } as const satisfies RouteRef<'coach.saveMessage'>;
export const moodList = { id: 'mood.list', method: 'GET', path: '/api/mood/entries' } as const satisfies RouteRef<'mood.list'>;
export const moodPut = { id: 'mood.put', method: 'PUT', path: '/api/mood/entries/{id}', outbox: { label: 'outbox.kind.mood' } } as const satisfies RouteRef<'mood.put'>;
export const moodDelete = { id: 'mood.delete', method: 'DELETE', path: '/api/mood/entries/{id}', outbox: { label: 'outbox.kind.mood-delete' } } as const satisfies RouteRef<'mood.delete'>;
export const moodAdvice = { id: 'mood.advice', method: 'POST', path: '/api/mood/advice' } as const satisfies RouteRef<'mood.advice'>;
export const motivationToday = { id: 'motivation.today', method: 'GET', path: '/api/motivation/today' } as const satisfies RouteRef<'motivation.today'>;
export const motivationGetReminder = { id: 'motivation.getReminder', method: 'GET', path: '/api/motivation/reminder' } as const satisfies RouteRef<'motivation.getReminder'>;
export const motivationSetReminder = { id: 'motivation.setReminder', method: 'PUT', path: '/api/motivation/reminder', outbox: { label: 'outbox.kind.motivation-reminder' } } as const satisfies RouteRef<'motivation.setReminder'>;
export const workoutsLog = { id: 'workouts.log', method: 'POST', path: '/api/workouts/sessions', outbox: { label: 'outbox.kind.workout' } } as const satisfies RouteRef<'workouts.log'>;
export const workoutsHistory = { id: 'workouts.history', method: 'GET', path: '/api/workouts/sessions' } as const satisfies RouteRef<'workouts.history'>;
export const avatarGet = { id: 'avatar.get', method: 'GET', path: '/api/profile/avatar' } as const satisfies RouteRef<'avatar.get'>;
export const avatarSave = { id: 'avatar.save', method: 'PUT', path: '/api/profile/avatar', outbox: { label: 'outbox.kind.avatar-save' } } as const satisfies RouteRef<'avatar.save'>;
export const avatarBuy = { id: 'avatar.buy', method: 'POST', path: '/api/avatar/purchases', outbox: { label: 'outbox.kind.avatar-buy' } } as const satisfies RouteRef<'avatar.buy'>;
export const avatarList = { id: 'avatar.list', method: 'GET', path: '/api/avatars' } as const satisfies RouteRef<'avatar.list'>;
export const enterpriseCreateLead = { id: 'enterprise.createLead', method: 'POST', path: '/api/enterprise/leads' } as const satisfies RouteRef<'enterprise.createLead'>;
export const enterpriseAdminLeads = { id: 'enterprise.adminLeads', method: 'GET', path: '/api/admin/enterprise/leads' } as const satisfies RouteRef<'enterprise.adminLeads'>;
export const supportCreateTicket = { id: 'support.createTicket', method: 'POST', path: '/api/support/tickets', outbox: { label: 'outbox.kind.support-ticket' } } as const satisfies RouteRef<'support.createTicket'>;
export const supportMyTickets = { id: 'support.myTickets', method: 'GET', path: '/api/support/tickets' } as const satisfies RouteRef<'support.myTickets'>;
export const supportReply = { id: 'support.reply', method: 'POST', path: '/api/support/tickets/{id}/replies', outbox: { label: 'outbox.kind.support-reply' } } as const satisfies RouteRef<'support.reply'>;
export const supportAdminTickets = { id: 'support.adminTickets', method: 'GET', path: '/api/admin/support/tickets' } as const satisfies RouteRef<'support.adminTickets'>;
export const supportAdminReply = { id: 'support.adminReply', method: 'POST', path: '/api/admin/support/tickets/{id}/replies' } as const satisfies RouteRef<'support.adminReply'>;
export const supportAdminClose = { id: 'support.adminClose', method: 'POST', path: '/api/admin/support/tickets/{id}/close' } as const satisfies RouteRef<'support.adminClose'>;
export const partnersApply = { id: 'partners.apply', method: 'POST', path: '/api/partners/applications' } as const satisfies RouteRef<'partners.apply'>;
export const partnersPanelMe = { id: 'partners.panelMe', method: 'GET', path: '/api/panel/me' } as const satisfies RouteRef<'partners.panelMe'>;
export const partnersPanelGym = { id: 'partners.panelGym', method: 'GET', path: '/api/panel/gyms/{gymId}' } as const satisfies RouteRef<'partners.panelGym'>;
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
export const accountForgotPassword = { id: 'account.forgotPassword', method: 'POST', path: '/api/auth/forgot-password' } as const satisfies RouteRef<'account.forgotPassword'>;
export const accountVerifyEmail = { id: 'account.verifyEmail', method: 'POST', path: '/api/account/verify-email' } as const satisfies RouteRef<'account.verifyEmail'>;
export const accountResendVerification = { id: 'account.resendVerification', method: 'POST', path: '/api/account/verification' } as const satisfies RouteRef<'account.resendVerification'>;
export const accountChangeEmail = { id: 'account.changeEmail', method: 'POST', path: '/api/account/email' } as const satisfies RouteRef<'account.changeEmail'>;
export const accountSessions = { id: 'account.sessions', method: 'GET', path: '/api/account/sessions' } as const satisfies RouteRef<'account.sessions'>;
export const accountRevokeSession = { id: 'account.revokeSession', method: 'POST', path: '/api/account/sessions/{id}/revoke' } as const satisfies RouteRef<'account.revokeSession'>;
export const accountRevokeAllSessions = { id: 'account.revokeAllSessions', method: 'POST', path: '/api/account/sessions/revoke-all' } as const satisfies RouteRef<'account.revokeAllSessions'>;
export const accountExport = { id: 'account.export', method: 'GET', path: '/api/account/export' } as const satisfies RouteRef<'account.export'>;
export const accountDelete = { id: 'account.delete', method: 'POST', path: '/api/account/delete' } as const satisfies RouteRef<'account.delete'>;
export const friendsSearch = { id: 'friends.search', method: 'GET', path: '/api/members' } as const satisfies RouteRef<'friends.search'>;
export const friendsMember = { id: 'friends.member', method: 'GET', path: '/api/members/{id}' } as const satisfies RouteRef<'friends.member'>;
export const friendsRequest = { id: 'friends.request', method: 'POST', path: '/api/friends/requests', outbox: { label: 'outbox.kind.friend-request' } } as const satisfies RouteRef<'friends.request'>;
export const friendsAccept = { id: 'friends.accept', method: 'POST', path: '/api/friends/requests/{id}/accept', outbox: { label: 'outbox.kind.friend-accept' } } as const satisfies RouteRef<'friends.accept'>;
export const friendsDropRequest = { id: 'friends.dropRequest', method: 'DELETE', path: '/api/friends/requests/{id}', outbox: { label: 'outbox.kind.friend-drop' } } as const satisfies RouteRef<'friends.dropRequest'>;
export const friendsList = { id: 'friends.list', method: 'GET', path: '/api/friends' } as const satisfies RouteRef<'friends.list'>;
export const friendsRemove = { id: 'friends.remove', method: 'DELETE', path: '/api/friends/{userId}', outbox: { label: 'outbox.kind.friend-remove' } } as const satisfies RouteRef<'friends.remove'>;
export const friendsBlock = { id: 'friends.block', method: 'POST', path: '/api/users/{id}/block', outbox: { label: 'outbox.kind.block' } } as const satisfies RouteRef<'friends.block'>;
export const friendsUnblock = { id: 'friends.unblock', method: 'DELETE', path: '/api/users/{id}/block', outbox: { label: 'outbox.kind.unblock' } } as const satisfies RouteRef<'friends.unblock'>;
export const friendsActivity = { id: 'friends.activity', method: 'GET', path: '/api/friends/activity' } as const satisfies RouteRef<'friends.activity'>;
export const friendsSettings = { id: 'friends.settings', method: 'GET', path: '/api/social/settings' } as const satisfies RouteRef<'friends.settings'>;
export const friendsSaveSettings = { id: 'friends.saveSettings', method: 'PUT', path: '/api/social/settings', outbox: { label: 'outbox.kind.social-settings' } } as const satisfies RouteRef<'friends.saveSettings'>;
export const socialCreatePhotoUpload = { id: 'social.createPhotoUpload', method: 'POST', path: '/api/posts/photos' } as const satisfies RouteRef<'social.createPhotoUpload'>;
export const socialCreatePost = { id: 'social.createPost', method: 'POST', path: '/api/posts', outbox: { label: 'outbox.kind.post' } } as const satisfies RouteRef<'social.createPost'>;
export const socialFeed = { id: 'social.feed', method: 'GET', path: '/api/feed' } as const satisfies RouteRef<'social.feed'>;
export const socialGetPost = { id: 'social.getPost', method: 'GET', path: '/api/posts/{id}' } as const satisfies RouteRef<'social.getPost'>;
export const socialDeletePost = { id: 'social.deletePost', method: 'DELETE', path: '/api/posts/{id}', outbox: { label: 'outbox.kind.post-delete' } } as const satisfies RouteRef<'social.deletePost'>;
export const socialGiveKudos = { id: 'social.giveKudos', method: 'POST', path: '/api/posts/{id}/kudos', outbox: { label: 'outbox.kind.kudos' } } as const satisfies RouteRef<'social.giveKudos'>;
export const socialTakeKudos = { id: 'social.takeKudos', method: 'DELETE', path: '/api/posts/{id}/kudos', outbox: { label: 'outbox.kind.kudos-undo' } } as const satisfies RouteRef<'social.takeKudos'>;
export const socialComments = { id: 'social.comments', method: 'GET', path: '/api/posts/{id}/comments' } as const satisfies RouteRef<'social.comments'>;
export const socialComment = { id: 'social.comment', method: 'POST', path: '/api/posts/{id}/comments', outbox: { label: 'outbox.kind.comment' } } as const satisfies RouteRef<'social.comment'>;
export const socialReportPost = { id: 'social.reportPost', method: 'POST', path: '/api/posts/{id}/report', outbox: { label: 'outbox.kind.post-report' } } as const satisfies RouteRef<'social.reportPost'>;
export const socialReportComment = { id: 'social.reportComment', method: 'POST', path: '/api/posts/{id}/comments/{commentId}/report', outbox: { label: 'outbox.kind.comment-report' } } as const satisfies RouteRef<'social.reportComment'>;
export const socialModerationQueue = { id: 'social.moderationQueue', method: 'GET', path: '/api/admin/moderation' } as const satisfies RouteRef<'social.moderationQueue'>;
export const socialModerate = { id: 'social.moderate', method: 'POST', path: '/api/admin/moderation/{id}' } as const satisfies RouteRef<'social.moderate'>;
export const chatCreate = { id: 'chat.create', method: 'POST', path: '/api/conversations', outbox: { label: 'outbox.kind.conversation' } } as const satisfies RouteRef<'chat.create'>;
export const chatList = { id: 'chat.list', method: 'GET', path: '/api/conversations' } as const satisfies RouteRef<'chat.list'>;
export const chatSend = { id: 'chat.send', method: 'POST', path: '/api/conversations/{id}/messages', outbox: { label: 'outbox.kind.chat-message' } } as const satisfies RouteRef<'chat.send'>;
export const chatMessages = { id: 'chat.messages', method: 'GET', path: '/api/conversations/{id}/messages' } as const satisfies RouteRef<'chat.messages'>;
export const chatRead = { id: 'chat.read', method: 'POST', path: '/api/conversations/{id}/read', outbox: { label: 'outbox.kind.chat-read' } } as const satisfies RouteRef<'chat.read'>;
export const fitMatchProfile = { id: 'fit-match.profile', method: 'GET', path: '/api/fit-match/profile' } as const satisfies RouteRef<'fit-match.profile'>;
export const fitMatchSaveProfile = { id: 'fit-match.saveProfile', method: 'PUT', path: '/api/fit-match/profile', outbox: { label: 'outbox.kind.fit-match-profile' } } as const satisfies RouteRef<'fit-match.saveProfile'>;
export const fitMatchOptOut = { id: 'fit-match.optOut', method: 'DELETE', path: '/api/fit-match/profile', outbox: { label: 'outbox.kind.fit-match-opt-out' } } as const satisfies RouteRef<'fit-match.optOut'>;
export const fitMatchSuggestions = { id: 'fit-match.suggestions', method: 'GET', path: '/api/fit-match/suggestions' } as const satisfies RouteRef<'fit-match.suggestions'>;
export const fitMatchLike = { id: 'fit-match.like', method: 'POST', path: '/api/fit-match/{userId}/like', outbox: { label: 'outbox.kind.fit-match-like' } } as const satisfies RouteRef<'fit-match.like'>;
export const fitMatchPass = { id: 'fit-match.pass', method: 'POST', path: '/api/fit-match/{userId}/pass', outbox: { label: 'outbox.kind.fit-match-pass' } } as const satisfies RouteRef<'fit-match.pass'>;
export const fitMatchMatches = { id: 'fit-match.matches', method: 'GET', path: '/api/fit-match/matches' } as const satisfies RouteRef<'fit-match.matches'>;
export const fitMatchUnmatch = { id: 'fit-match.unmatch', method: 'DELETE', path: '/api/fit-match/matches/{userId}', outbox: { label: 'outbox.kind.fit-match-unmatch' } } as const satisfies RouteRef<'fit-match.unmatch'>;
export const pushKey = { id: 'push.key', method: 'GET', path: '/api/push/key' } as const satisfies RouteRef<'push.key'>;
export const pushSubscribe = { id: 'push.subscribe', method: 'POST', path: '/api/push/subscriptions' } as const satisfies RouteRef<'push.subscribe'>;
export const pushUnsubscribe = { id: 'push.unsubscribe', method: 'POST', path: '/api/push/subscriptions/remove' } as const satisfies RouteRef<'push.unsubscribe'>;
export const noticesPartnerSettings = { id: 'notices.partnerSettings', method: 'GET', path: '/api/panel/notifications' } as const satisfies RouteRef<'notices.partnerSettings'>;
export const noticesUpdatePartnerSettings = { id: 'notices.updatePartnerSettings', method: 'PUT', path: '/api/panel/notifications' } as const satisfies RouteRef<'notices.updatePartnerSettings'>;
export const batchSend = { id: 'batch.send', method: 'POST', path: '/api/batch' } as const satisfies RouteRef<'batch.send'>;
export const locationIp = { id: 'location.ip', method: 'GET', path: '/api/location/ip' } as const satisfies RouteRef<'location.ip'>;
export const locationTimeZone = { id: 'location.timeZone', method: 'GET', path: '/api/location/time-zone' } as const satisfies RouteRef<'location.timeZone'>;

/** The routes the outbox queues, by id: what an entry (keyed by its route id) is sent as, labelled and batched by. */
export const OUTBOX_ROUTES = {
  'heartbeat.send': heartbeatSend,
  'wallet.purchase': walletPurchase,
  'reviews.create': reviewsCreate,
  'reviews.helpful': reviewsHelpful,
  'reviews.report': reviewsReport,
  'bookings.create': bookingsCreate,
  'bookings.cancel': bookingsCancel,
  'check-in.create': checkInCreate,
  'rewards.convert': rewardsConvert,
  'store.redeem': storeRedeem,
  'challenges.create': challengesCreate,
  'challenges.join': challengesJoin,
  'challenges.leave': challengesLeave,
  'professionals.review': professionalsReview,
  'professionals.book': professionalsBook,
  'professionals.cancel': professionalsCancel,
  'professionals.reschedule': professionalsReschedule,
  'gym-panel.checkin': gymPanelCheckin,
  'gym-panel.recordPayment': gymPanelRecordPayment,
  'coach.savePlan': coachSavePlan,
  'coach.saveMessage': coachSaveMessage,
  'mood.put': moodPut,
  'mood.delete': moodDelete,
  'motivation.setReminder': motivationSetReminder,
  'workouts.log': workoutsLog,
  'avatar.save': avatarSave,
  'avatar.buy': avatarBuy,
  'support.createTicket': supportCreateTicket,
  'support.reply': supportReply,
  'friends.request': friendsRequest,
  'friends.accept': friendsAccept,
  'friends.dropRequest': friendsDropRequest,
  'friends.remove': friendsRemove,
  'friends.block': friendsBlock,
  'friends.unblock': friendsUnblock,
  'friends.saveSettings': friendsSaveSettings,
  'social.createPost': socialCreatePost,
  'social.deletePost': socialDeletePost,
  'social.giveKudos': socialGiveKudos,
  'social.takeKudos': socialTakeKudos,
  'social.comment': socialComment,
  'social.reportPost': socialReportPost,
  'social.reportComment': socialReportComment,
  'chat.create': chatCreate,
  'chat.send': chatSend,
  'chat.read': chatRead,
  'fit-match.saveProfile': fitMatchSaveProfile,
  'fit-match.optOut': fitMatchOptOut,
  'fit-match.like': fitMatchLike,
  'fit-match.pass': fitMatchPass,
  'fit-match.unmatch': fitMatchUnmatch,
} as const satisfies { [Id in OutboxRouteId]: RouteRef<Id> };
