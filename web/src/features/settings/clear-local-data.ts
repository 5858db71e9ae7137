// "Clear local data" in the settings: signs out (which clears the stored users and the API cache),
// then empties the local database (records and outbox), every Cache Storage cache and web storage,
// and reloads the app from the start.
export async function clearLocalData(logout: () => Promise<void>): Promise<void> {
  try {
    await logout();
  } catch (error) {
    // Offline or a server error: the data on this device is cleared all the same.
    console.warn('Logout before clearing local data failed', error);
  }
  // A logout the server has not heard of yet outlives the clearing: the server's session is still to end.
  const { endServerSessionIfPending, logoutPending, markLoggedOut } = await import('../../api/logout-pending');
  await endServerSessionIfPending();
  const serverSessionLeft = logoutPending();
  const [{ getDatabase }, { removeEvery }] = await Promise.all([import('../../db/database'), import('../../db/feature-collections')]);
  const db = await getDatabase();
  await Promise.all(Object.values(db.collections).map(removeEvery));
  if (typeof caches !== 'undefined') {
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  }
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // storage disabled: nothing is kept there either
  }
  if (serverSessionLeft) await markLoggedOut();
  window.location.replace('/');
}
