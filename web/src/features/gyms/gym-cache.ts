// The gyms kept on the device: every gym the server sends is written here, and the screens read
// from here (reactively), so /gyms and a gym page open without a connection.
import type { Gym } from '@fitchoice/shared/api';
import { useEffect, useRef, useState } from 'react';
import { map, type Observable } from 'rxjs';
import { type GymDatabase, getGymDatabase } from '../../db/gym-collections';

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

/**
 * Subscribes to an observable of the local database; undefined until its first value. It
 * resubscribes when `key` changes (the select function is usually an inline closure). `open` gives
 * the database with another feature's collections (default: the gyms').
 */
export function useLocal<T, D = GymDatabase>(
  select: (db: D) => Observable<T>,
  key: string,
  open: () => Promise<D> = getGymDatabase as unknown as () => Promise<D>,
): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  const latest = useRef(select);
  latest.current = select;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key names what select reads; select itself changes every render
  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    setValue(undefined);
    open().then(
      (db) => {
        if (!live) return;
        const subscription = latest.current(db).subscribe(setValue);
        unsubscribe = () => subscription.unsubscribe();
      },
      (error: unknown) => console.error('The local database could not be opened', error),
    );
    return () => {
      live = false;
      unsubscribe();
    };
  }, [key]);
  return value;
}

export function useCachedGyms(region: string): Gym[] | undefined {
  return useLocal((db) => cachedGyms$(db, region), region);
}

export function useCachedGym(id: string): Gym | null | undefined {
  return useLocal((db) => cachedGym$(db, id), id);
}
