// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// Each route body's text fields and the limits its schema sets, for the web's forms, without zod.

/** A text field's limits, as the attributes of its input. */
export interface InputLimits {
  readonly required?: true;
  readonly minLength?: number;
  readonly maxLength?: number;
}

export const authSignup = {
  email: { required: true, maxLength: 254 },
  password: { required: true, minLength: 8, maxLength: 256 },
  name: { required: true, minLength: 1, maxLength: 80 },
} as const satisfies Record<string, InputLimits>;
export const authLogin = {
  email: { required: true, maxLength: 254 },
  password: { required: true, minLength: 1, maxLength: 256 },
} as const satisfies Record<string, InputLimits>;
export const authChangePassword = {
  currentPassword: { required: true, minLength: 1, maxLength: 256 },
  newPassword: { required: true, minLength: 8, maxLength: 256 },
} as const satisfies Record<string, InputLimits>;
export const authResetPassword = {
  token: { required: true },
  newPassword: { required: true, minLength: 8, maxLength: 256 },
} as const satisfies Record<string, InputLimits>;
export const authPartnerWelcome = {
  token: { required: true },
  newPassword: { required: true, minLength: 8, maxLength: 256 },
} as const satisfies Record<string, InputLimits>;
export const heartbeatSend = {
  userId: { required: true, minLength: 1, maxLength: 64 },
} as const satisfies Record<string, InputLimits>;
export const walletPurchase = {
  walletAddress: { required: true },
  ethAmount: { required: true },
  sweatCoinsAmount: { required: true },
  transactionHash: { required: true },
} as const satisfies Record<string, InputLimits>;
export const walletLinksChallenge = {
  address: { required: true },
} as const satisfies Record<string, InputLimits>;
export const walletLinksCreate = {
  nonce: { required: true },
  signature: { required: true },
} as const satisfies Record<string, InputLimits>;
export const reviewsCreate = {
  text: { required: true, minLength: 1, maxLength: 2000 },
} as const satisfies Record<string, InputLimits>;
export const reviewsReport = {
  reason: { required: true },
  details: { maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
export const bookingsCreate = {
  gymId: { required: true, minLength: 1, maxLength: 64 },
  slotStart: { required: true },
  payWith: { required: true },
} as const satisfies Record<string, InputLimits>;
export const checkInCreate = {
  gymCode: { required: true, maxLength: 64 },
} as const satisfies Record<string, InputLimits>;
export const storeRedeem = {
  rewardId: { required: true, minLength: 1, maxLength: 64 },
} as const satisfies Record<string, InputLimits>;
export const storeAdminCreate = {
  title: { required: true, minLength: 3, maxLength: 80 },
  description: { required: true, minLength: 10, maxLength: 400 },
  category: { required: true },
  priceCoins: { required: true },
  gymId: { minLength: 1, maxLength: 64 },
} as const satisfies Record<string, InputLimits>;
export const storeAdminUpdate = {
  title: { required: true, minLength: 3, maxLength: 80 },
  description: { required: true, minLength: 10, maxLength: 400 },
  category: { required: true },
  priceCoins: { required: true },
  gymId: { minLength: 1, maxLength: 64 },
} as const satisfies Record<string, InputLimits>;
export const challengesCreate = {
  title: { required: true, minLength: 3, maxLength: 80 },
  description: { maxLength: 400 },
  measure: { required: true },
} as const satisfies Record<string, InputLimits>;
export const challengesAdminCreate = {
  title: { required: true, minLength: 3, maxLength: 80 },
  description: { required: true, minLength: 10, maxLength: 400 },
  startsAt: { required: true },
  endsAt: { required: true },
  measure: { required: true },
  rewardCoins: { required: true },
  region: { required: true },
} as const satisfies Record<string, InputLimits>;
export const professionalsReview = {
  text: { required: true, minLength: 1, maxLength: 1000 },
} as const satisfies Record<string, InputLimits>;
export const professionalsBook = {
  professionalId: { required: true, minLength: 1, maxLength: 128 },
  start: { required: true },
  mode: { required: true },
  gymId: { minLength: 1, maxLength: 64 },
  notes: { maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
export const professionalsReschedule = {
  start: { required: true },
} as const satisfies Record<string, InputLimits>;
export const proPanelTrainerUpdateProfile = {
  name: { required: true, minLength: 1, maxLength: 80 },
  headline: { maxLength: 120 },
  bio: { maxLength: 2000 },
} as const satisfies Record<string, InputLimits>;
export const proPanelTrainerUpload = {
  purpose: { required: true },
  contentType: { required: true },
} as const satisfies Record<string, InputLimits>;
export const proPanelTrainerAddCertification = {
  name: { required: true, minLength: 1, maxLength: 120 },
  issuer: { required: true, minLength: 1, maxLength: 120 },
  number: { required: true, minLength: 1, maxLength: 64 },
  documentKey: { required: true },
} as const satisfies Record<string, InputLimits>;
export const proPanelTrainerUpdateAvailability = {
  timeZone: { required: true },
  'weekly.mon.start': { required: true },
  'weekly.mon.end': { required: true },
  'weekly.tue.start': { required: true },
  'weekly.tue.end': { required: true },
  'weekly.wed.start': { required: true },
  'weekly.wed.end': { required: true },
  'weekly.thu.start': { required: true },
  'weekly.thu.end': { required: true },
  'weekly.fri.start': { required: true },
  'weekly.fri.end': { required: true },
  'weekly.sat.start': { required: true },
  'weekly.sat.end': { required: true },
  'weekly.sun.start': { required: true },
  'weekly.sun.end': { required: true },
  'overrides.date': { required: true },
  'overrides.ranges.start': { required: true },
  'overrides.ranges.end': { required: true },
} as const satisfies Record<string, InputLimits>;
export const proPanelTrainerReply = {
  text: { required: true, minLength: 1, maxLength: 1000 },
} as const satisfies Record<string, InputLimits>;
export const proPanelTrainerCancelSession = {
  reason: { required: true, minLength: 3, maxLength: 300 },
} as const satisfies Record<string, InputLimits>;
export const proPanelTrainerMoveSession = {
  start: { required: true },
  reason: { required: true, minLength: 3, maxLength: 300 },
} as const satisfies Record<string, InputLimits>;
export const proPanelTrainerVideoLink = {
  url: { required: true, maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
export const proPanelNutritionistUpdateProfile = {
  name: { required: true, minLength: 1, maxLength: 80 },
  headline: { maxLength: 120 },
  bio: { maxLength: 2000 },
} as const satisfies Record<string, InputLimits>;
export const proPanelNutritionistUpload = {
  purpose: { required: true },
  contentType: { required: true },
} as const satisfies Record<string, InputLimits>;
export const proPanelNutritionistAddCertification = {
  name: { required: true, minLength: 1, maxLength: 120 },
  issuer: { required: true, minLength: 1, maxLength: 120 },
  number: { required: true, minLength: 1, maxLength: 64 },
  documentKey: { required: true },
} as const satisfies Record<string, InputLimits>;
export const proPanelNutritionistUpdateAvailability = {
  timeZone: { required: true },
  'weekly.mon.start': { required: true },
  'weekly.mon.end': { required: true },
  'weekly.tue.start': { required: true },
  'weekly.tue.end': { required: true },
  'weekly.wed.start': { required: true },
  'weekly.wed.end': { required: true },
  'weekly.thu.start': { required: true },
  'weekly.thu.end': { required: true },
  'weekly.fri.start': { required: true },
  'weekly.fri.end': { required: true },
  'weekly.sat.start': { required: true },
  'weekly.sat.end': { required: true },
  'weekly.sun.start': { required: true },
  'weekly.sun.end': { required: true },
  'overrides.date': { required: true },
  'overrides.ranges.start': { required: true },
  'overrides.ranges.end': { required: true },
} as const satisfies Record<string, InputLimits>;
export const proPanelNutritionistReply = {
  text: { required: true, minLength: 1, maxLength: 1000 },
} as const satisfies Record<string, InputLimits>;
export const proPanelNutritionistCancelSession = {
  reason: { required: true, minLength: 3, maxLength: 300 },
} as const satisfies Record<string, InputLimits>;
export const proPanelNutritionistMoveSession = {
  start: { required: true },
  reason: { required: true, minLength: 3, maxLength: 300 },
} as const satisfies Record<string, InputLimits>;
export const proPanelNutritionistVideoLink = {
  url: { required: true, maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
export const proPanelAdminRejectCertification = {
  reason: { required: true, minLength: 1, maxLength: 300 },
} as const satisfies Record<string, InputLimits>;
export const gymPanelUpdateProfile = {
  name: { required: true, minLength: 2, maxLength: 80 },
  description: { maxLength: 1000 },
  'address.line1': { required: true, minLength: 3, maxLength: 120 },
  'address.postcode': { maxLength: 16 },
  city: { required: true, minLength: 1, maxLength: 80 },
  'openingHours.mon.open': { required: true },
  'openingHours.mon.close': { required: true },
  'openingHours.tue.open': { required: true },
  'openingHours.tue.close': { required: true },
  'openingHours.wed.open': { required: true },
  'openingHours.wed.close': { required: true },
  'openingHours.thu.open': { required: true },
  'openingHours.thu.close': { required: true },
  'openingHours.fri.open': { required: true },
  'openingHours.fri.close': { required: true },
  'openingHours.sat.open': { required: true },
  'openingHours.sat.close': { required: true },
  'openingHours.sun.open': { required: true },
  'openingHours.sun.close': { required: true },
  'photos.key': { required: true },
  'photos.thumbnailKey': { required: true },
  'photos.alt': { required: true, minLength: 1, maxLength: 160 },
} as const satisfies Record<string, InputLimits>;
export const gymPanelUpload = {
  purpose: { required: true },
  contentType: { required: true },
} as const satisfies Record<string, InputLimits>;
export const gymPanelCheckin = {
  code: { required: true, minLength: 1, maxLength: 64 },
} as const satisfies Record<string, InputLimits>;
export const gymPanelRecordPayment = {
  amount: { required: true },
  currency: { required: true },
} as const satisfies Record<string, InputLimits>;
export const gymPanelInviteStaff = {
  email: { required: true, maxLength: 254 },
  name: { required: true, minLength: 1, maxLength: 80 },
} as const satisfies Record<string, InputLimits>;
export const gymPanelReply = {
  text: { required: true, minLength: 1, maxLength: 2000 },
} as const satisfies Record<string, InputLimits>;
export const coachSavePlan = {
  id: { required: true, minLength: 1, maxLength: 128 },
  weekStart: { required: true },
  createdAt: { required: true },
  updatedAt: { required: true },
  engine: { required: true },
  'profile.goal': { required: true },
  'profile.level': { required: true },
  'profile.gymId': { maxLength: 64 },
  'adjustments.code': { required: true },
  'adjustments.text': { maxLength: 2000 },
  'sessions.id': { required: true, minLength: 1, maxLength: 64 },
  'sessions.date': { required: true },
  'sessions.focus': { required: true },
  'sessions.why.code': { required: true },
  'sessions.why.text': { maxLength: 2000 },
  'sessions.exercises.exerciseId': { required: true, minLength: 1, maxLength: 64 },
  'sessions.exercises.why.code': { required: true },
  'sessions.exercises.why.text': { maxLength: 2000 },
  'sessions.done.at': { required: true },
  'sessions.done.feeling': { required: true },
  'sessions.movedFrom': { required: true },
} as const satisfies Record<string, InputLimits>;
export const coachProposePlan = {
  'profile.goal': { required: true },
  'profile.level': { required: true },
  'profile.gymId': { maxLength: 64 },
  today: { required: true },
  locale: { required: true },
} as const satisfies Record<string, InputLimits>;
export const coachChat = {
  text: { required: true, minLength: 1, maxLength: 500 },
  today: { required: true },
  locale: { required: true },
  'plan.id': { required: true, minLength: 1, maxLength: 128 },
  'plan.weekStart': { required: true },
  'plan.createdAt': { required: true },
  'plan.updatedAt': { required: true },
  'plan.engine': { required: true },
  'plan.profile.goal': { required: true },
  'plan.profile.level': { required: true },
  'plan.profile.gymId': { maxLength: 64 },
  'plan.adjustments.code': { required: true },
  'plan.adjustments.text': { maxLength: 2000 },
  'plan.sessions.id': { required: true, minLength: 1, maxLength: 64 },
  'plan.sessions.date': { required: true },
  'plan.sessions.focus': { required: true },
  'plan.sessions.why.code': { required: true },
  'plan.sessions.why.text': { maxLength: 2000 },
  'plan.sessions.exercises.exerciseId': { required: true, minLength: 1, maxLength: 64 },
  'plan.sessions.exercises.why.code': { required: true },
  'plan.sessions.exercises.why.text': { maxLength: 2000 },
  'plan.sessions.done.at': { required: true },
  'plan.sessions.done.feeling': { required: true },
  'plan.sessions.movedFrom': { required: true },
  instructions: { maxLength: 600 },
} as const satisfies Record<string, InputLimits>;
export const coachSaveMessage = {
  role: { required: true },
  text: { required: true, minLength: 1, maxLength: 500 },
  'note.code': { required: true },
  'note.text': { maxLength: 2000 },
  createdAt: { required: true },
} as const satisfies Record<string, InputLimits>;
export const moodPut = {
  date: { required: true },
  note: { maxLength: 500 },
  createdAt: { required: true },
  updatedAt: { required: true },
} as const satisfies Record<string, InputLimits>;
export const moodAdvice = {
  today: { required: true },
  locale: { required: true },
} as const satisfies Record<string, InputLimits>;
export const motivationSetReminder = {
  time: { required: true },
  timeZone: { required: true },
} as const satisfies Record<string, InputLimits>;
export const workoutsLog = {
  sessionId: { required: true },
  programId: { required: true },
  mode: { required: true },
  finishedAt: { required: true },
} as const satisfies Record<string, InputLimits>;
export const avatarSave = {
  body: { required: true },
  skin: { required: true },
  hair: { required: true },
  hairColor: { required: true },
  face: { required: true },
  outfit: { required: true },
  outfitColor: { required: true },
  accessory: { required: true },
} as const satisfies Record<string, InputLimits>;
export const avatarBuy = {
  layer: { required: true },
  partId: { required: true, minLength: 1, maxLength: 64 },
} as const satisfies Record<string, InputLimits>;
export const enterpriseCreateLead = {
  company: { required: true, minLength: 1, maxLength: 120 },
  contactName: { required: true, minLength: 1, maxLength: 80 },
  email: { required: true, maxLength: 254 },
  companySize: { required: true },
  region: { required: true },
  message: { required: true, minLength: 10, maxLength: 2000 },
} as const satisfies Record<string, InputLimits>;
export const supportCreateTicket = {
  name: { required: true, minLength: 1, maxLength: 80 },
  email: { required: true, maxLength: 254 },
  topic: { required: true },
  subject: { required: true, minLength: 1, maxLength: 140 },
  message: { required: true, minLength: 10, maxLength: 4000 },
} as const satisfies Record<string, InputLimits>;
export const supportReply = {
  message: { required: true, minLength: 1, maxLength: 4000 },
} as const satisfies Record<string, InputLimits>;
export const supportAdminReply = {
  message: { required: true, minLength: 1, maxLength: 4000 },
} as const satisfies Record<string, InputLimits>;
export const adminRejectApplication = {
  reason: { required: true, minLength: 1, maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
export const adminSuspendUser = {
  reason: { required: true, minLength: 1, maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
export const adminUnlistGym = {
  reason: { required: true, minLength: 1, maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
export const accountForgotPassword = {
  email: { required: true, maxLength: 254 },
} as const satisfies Record<string, InputLimits>;
export const accountVerifyEmail = {
  token: { required: true },
} as const satisfies Record<string, InputLimits>;
export const accountChangeEmail = {
  newEmail: { required: true, maxLength: 254 },
  password: { required: true, minLength: 1, maxLength: 256 },
} as const satisfies Record<string, InputLimits>;
export const accountDelete = {
  password: { required: true, minLength: 1, maxLength: 256 },
} as const satisfies Record<string, InputLimits>;
export const friendsRequest = {
  userId: { required: true },
} as const satisfies Record<string, InputLimits>;
export const socialCreatePhotoUpload = {
  contentType: { required: true },
} as const satisfies Record<string, InputLimits>;
export const socialCreatePost = {
  clientId: { required: true },
  text: { required: true, minLength: 1, maxLength: 2000 },
  visibility: { required: true },
  'photo.id': { required: true },
  'photo.alt': { maxLength: 300 },
} as const satisfies Record<string, InputLimits>;
export const socialComment = {
  clientId: { required: true },
  text: { required: true, minLength: 1, maxLength: 1000 },
} as const satisfies Record<string, InputLimits>;
export const socialReportPost = {
  reason: { required: true },
  details: { maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
export const socialReportComment = {
  reason: { required: true },
  details: { maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
export const socialModerate = {
  action: { required: true },
} as const satisfies Record<string, InputLimits>;
export const chatCreate = {
  name: { minLength: 1, maxLength: 80 },
} as const satisfies Record<string, InputLimits>;
export const chatSend = {
  clientId: { required: true },
  text: { required: true, minLength: 1, maxLength: 2000 },
} as const satisfies Record<string, InputLimits>;
export const fitMatchSaveProfile = {
  level: { required: true },
  region: { required: true },
} as const satisfies Record<string, InputLimits>;
export const pushSubscribe = {
  endpoint: { required: true, maxLength: 2000 },
  'keys.p256dh': { required: true },
  'keys.auth': { required: true },
} as const satisfies Record<string, InputLimits>;
export const pushUnsubscribe = {
  endpoint: { maxLength: 2000 },
} as const satisfies Record<string, InputLimits>;
export const batchSend = {
  'calls.key': { required: true },
  'calls.method': { required: true },
  'calls.path': { required: true },
} as const satisfies Record<string, InputLimits>;
