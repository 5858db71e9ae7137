// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The API's routes without their schemas, for the web app's client: `import * as routes from '@fitchoice/shared/api/routes'`
// and name each route statically (`routes.bookingsCreate`), so a bundle keeps only the modules of the routes its code calls.
// The app's first-screen code imports the modules themselves (`@fitchoice/shared/api/routes/auth`): the build's
// first-screen chunk takes in every module its code imports, and this one imports them all.

export * from './routes/prefix.gen';
export * from './routes/auth.gen';
export * from './routes/heartbeat.gen';
export * from './routes/wallet.gen';
export * from './routes/config.gen';
export * from './routes/wallet-links.gen';
export * from './routes/gyms.gen';
export * from './routes/reviews.gen';
export * from './routes/bookings.gen';
export * from './routes/check-in.gen';
export * from './routes/rewards.gen';
export * from './routes/store.gen';
export * from './routes/challenges.gen';
export * from './routes/professionals.gen';
export * from './routes/pro-panel.gen';
export * from './routes/calendar.gen';
export * from './routes/gym-panel.gen';
export * from './routes/analytics.gen';
export * from './routes/meta.gen';
export * from './routes/coach.gen';
export * from './routes/mood.gen';
export * from './routes/motivation.gen';
export * from './routes/workouts.gen';
export * from './routes/avatar.gen';
export * from './routes/enterprise.gen';
export * from './routes/support.gen';
export * from './routes/partners.gen';
export * from './routes/admin.gen';
export * from './routes/account.gen';
export * from './routes/friends.gen';
export * from './routes/social.gen';
export * from './routes/chat.gen';
export * from './routes/fit-match.gen';
export * from './routes/push.gen';
export * from './routes/notices.gen';
export * from './routes/batch.gen';
export * from './routes/location.gen';
export * from './routes/home.gen';
export * from './routes/outbox-routes.gen';
