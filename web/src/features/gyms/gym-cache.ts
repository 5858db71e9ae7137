// The gyms kept on the device: every gym the server sends is written here, and the screens read
// from here (reactively), so /gyms and a gym page open without a connection.
import type { Gym } from '@fitchoice/shared/api';
import { map, type Observable } from 'rxjs';
import { type GymDatabase, getGymDatabase } from '../../db/gym-collections';
import { useLiveQuery } from '../../db/live-query';

/** Writes the server's gyms over the cached copies. The search-only distanceKm is not kept. */
export async function cacheGyms(gyms: readonly (Gym & { distanceKm?: number | null })[], now = Date.now()): Promise<void> {
  if (gyms.length === 0) return;
  const db = await getGymDatabase();
  await db.gyms.bulkUpsert(gyms.map(({ distanceKm: _distance, ...gym }) => ({ id: gym.id, region: gym.region, gym, cachedAt: now })));
}

export function cachedGyms$(db: GymDatabase, region: string): Observable<Gym[]> {
  return db.gyms.find({ selector: { region } }).$.pipe(map((docs) => docs.map((doc) => doc.get('gym') as Gym)));
}

export function cachedGym$(db: GymDatabase, id: string): Observable<Gym | null> {
  return db.gyms.findOne(id).$.pipe(map((doc) => (doc ? (doc.get('gym') as Gym) : null)));
}

export function useCachedGyms(region: string): Gym[] | undefined {
  return useLiveQuery(async () => cachedGyms$(await getGymDatabase(), region), region);
}

export function useCachedGym(id: string): Gym | null | undefined {
  return useLiveQuery(async () => cachedGym$(await getGymDatabase(), id), id);
}
