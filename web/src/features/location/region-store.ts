// The member's region and location (spec sections 3 and 4, Region): it starts from the stored
// region, then follows the coordinates unless the member chose a region by hand (the manual flag).
// A region change also switches the language to the region's.
import { DEFAULT_REGION, getRegion, isRegionCode, type RegionCode, regionFromCoordinates } from '@fitchoice/shared';
import { create } from 'zustand';
import { readRecord, readRecordNow, watchMirrorElsewhere, writeRecord } from '../../db/local-records';
import { useLocaleStore } from '../../i18n/locale-store';
import type { LocationFix, LocationSource } from './lookup';

/** The location state of spec section 3. */
export interface LocationState {
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  /** Why the last lookup fell back; kept for diagnosis, never shown (spec section 8). */
  error: string | null;
  loading: boolean;
  source: LocationSource | null;
}

interface RegionState {
  region: RegionCode;
  manualRegion: boolean;
  location: LocationState;
  /** The member's choice: sets the manual flag and the region's language. False for an unknown code. */
  chooseRegion: (code: string) => boolean;
  /** Back to following the location: clears the manual flag. */
  followLocation: () => void;
  /** A new position: changes region and language unless the region was chosen by hand. */
  applyFix: (fix: LocationFix, error?: string | null) => void;
  setLocating: () => void;
}

// Writes run one after another, so the last choice is the one stored (two quick choices must not race).
let writes: Promise<void> = Promise.resolve();
function persist(what: string, write: () => Promise<void>): void {
  writes = writes.then(write).catch((error: unknown) => console.warn(`Could not store ${what}`, error));
}

/** Resolves when every choice made so far is stored. */
export function regionWrites(): Promise<void> {
  return writes;
}

function switchRegion(code: RegionCode): void {
  persist('the region', () => writeRecord('region', code));
  useLocaleStore.getState().setLanguage(getRegion(code).language);
}

const NO_LOCATION: LocationState = { latitude: null, longitude: null, accuracy: null, error: null, loading: false, source: null };

export const useRegionStore = create<RegionState>()((set, get) => ({
  // The first screen's region from the records' synchronous mirror (hydrateRegion reads the database).
  region: readRecordNow('region') ?? DEFAULT_REGION,
  manualRegion: readRecordNow('manualRegion') ?? false,
  location: NO_LOCATION,
  chooseRegion: (code) => {
    if (!isRegionCode(code)) return false;
    set({ region: code, manualRegion: true });
    persist('the manual-region flag', () => writeRecord('manualRegion', true));
    switchRegion(code);
    return true;
  },
  followLocation: () => {
    set({ manualRegion: false });
    persist('the manual-region flag', () => writeRecord('manualRegion', false));
    const { latitude, longitude } = get().location;
    if (latitude !== null && longitude !== null) moveTo(latitude, longitude);
  },
  applyFix: (fix, error = null) => {
    set({
      location: { latitude: fix.latitude, longitude: fix.longitude, accuracy: fix.accuracy, source: fix.source, error, loading: false },
    });
    moveTo(fix.latitude, fix.longitude);
  },
  setLocating: () => set((state) => ({ location: { ...state.location, loading: true } })),
}));

function moveTo(latitude: number, longitude: number): void {
  const { manualRegion, region } = useRegionStore.getState();
  if (manualRegion) return;
  const next = regionFromCoordinates(latitude, longitude);
  if (next === null || next === region) return;
  useRegionStore.setState({ region: next });
  switchRegion(next);
}

/** Reads the stored region and manual flag once at start (before the first location fix). */
export async function hydrateRegion(): Promise<void> {
  const [region, manualRegion] = await Promise.all([readRecord('region'), readRecord('manualRegion')]);
  useRegionStore.setState((state) => ({ region: region ?? state.region, manualRegion: manualRegion ?? state.manualRegion }));
}

/**
 * Follows a region (or the manual flag) chosen in another tab of this browser, which stored it; its
 * language follows by its own record. Returns what stops it.
 */
export function followRegionElsewhere(): () => void {
  return watchMirrorElsewhere(['region', 'manualRegion'], () =>
    useRegionStore.setState((state) => ({
      region: readRecordNow('region') ?? state.region,
      manualRegion: readRecordNow('manualRegion') ?? state.manualRegion,
    })),
  );
}

/** The current region's full record (code, name, currency, language, flag). */
export function useRegion() {
  return getRegion(useRegionStore((state) => state.region));
}
