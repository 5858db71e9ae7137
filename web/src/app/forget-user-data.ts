// What logout forgets on this device besides the stored users and the query cache (spec section 4:
// "Logout clears all stored users and all cached data"). Each entry clears one kind of cached user
// data and loads its code only when called; a feature that caches a member's data locally adds
// its clearer here.
const CLEARERS: { name: string; clear: () => Promise<void> }[] = [
  { name: 'cached API answers', clear: () => import('../pwa/clear-user-data').then((module) => module.clearUserCaches()) },
  { name: 'cached gyms and bookings', clear: () => import('../db/gym-collections').then((module) => module.clearGymCaches()) },
  { name: 'cached feed and chats', clear: () => import('../db/social-collections').then((module) => module.clearSocialCaches()) },
  {
    name: 'front desk copies',
    clear: () => import('../db/desk-collections').then((module) => module.clearDeskSnapshots()),
  },
  {
    name: 'coach plan, chat, moods and messages',
    clear: () => import('../db/coach-collections').then((module) => module.clearCoachData()),
  },
];

/** Runs every clearer; one that fails is logged and does not stop the others. */
export async function forgetUserData(): Promise<void> {
  const results = await Promise.allSettled(CLEARERS.map((clearer) => clearer.clear()));
  results.forEach((result, index) => {
    if (result.status === 'rejected') console.warn(`Logout could not clear the ${CLEARERS[index]?.name}`, result.reason);
  });
}
