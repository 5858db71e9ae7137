import { DEFAULT_LANGUAGE, DEFAULT_REGION } from '@fitchoice/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readRecord, writeRecord } from '../../db/local-records';
import { closeDatabase, openTestDatabase } from '../../db/test-database';
import { hydrateLanguage, languageWrites, useLocaleStore } from '../../i18n/locale-store';
import type { LocationFix } from './lookup';
import { hydrateRegion, regionWrites, useRegionStore } from './region-store';

const fix = (latitude: number, longitude: number): LocationFix => ({ latitude, longitude, accuracy: 50, source: 'gps' });
const SAO_PAULO = fix(-23.55, -46.63);
const MEXICO_CITY = fix(19.43, -99.13);
const TOKYO = fix(35.68, 139.69);
const MID_ATLANTIC = fix(30, -40);

/** Waits for the stores' queued record writes. */
const settle = () => Promise.all([regionWrites(), languageWrites()]);

beforeEach(async () => {
  await openTestDatabase();
  useRegionStore.setState({ region: DEFAULT_REGION, manualRegion: false });
  useLocaleStore.setState({ language: DEFAULT_LANGUAGE, hydrated: false });
});
afterEach(async () => {
  await settle();
  await closeDatabase();
});

describe('region and language', () => {
  it('follows the coordinates without the manual flag: region and its language change and are stored', async () => {
    useRegionStore.getState().applyFix(SAO_PAULO);
    await settle();

    expect(useRegionStore.getState().region).toBe('BR');
    expect(useLocaleStore.getState().language).toBe('pt');
    expect(await readRecord('region')).toBe('BR');
    expect(await readRecord('language')).toBe('pt');

    useRegionStore.getState().applyFix(MEXICO_CITY);
    expect(useRegionStore.getState().region).toBe('MX');
    expect(useLocaleStore.getState().language).toBe('es');
  });

  it('keeps the region (and a chosen language) when the coordinates are in no region or the same one', () => {
    useRegionStore.getState().applyFix(SAO_PAULO);
    useLocaleStore.getState().setLanguage('fr');

    useRegionStore.getState().applyFix(MID_ATLANTIC);
    useRegionStore.getState().applyFix(fix(-22.9, -43.2)); // Rio, still BR

    expect(useRegionStore.getState().region).toBe('BR');
    expect(useLocaleStore.getState().language).toBe('fr');
    expect(useRegionStore.getState().location).toMatchObject({ latitude: -22.9, longitude: -43.2, source: 'gps', loading: false });
  });

  it('a region chosen by hand sets the manual flag, switches to its language and stops automatic detection', async () => {
    expect(useRegionStore.getState().chooseRegion('MX')).toBe(true);
    await settle();

    expect(useRegionStore.getState()).toMatchObject({ region: 'MX', manualRegion: true });
    expect(useLocaleStore.getState().language).toBe('es');
    expect(await readRecord('manualRegion')).toBe(true);

    useRegionStore.getState().applyFix(TOKYO);
    expect(useRegionStore.getState().region).toBe('MX');
    expect(useLocaleStore.getState().language).toBe('es');
  });

  it('following the location again clears the flag and moves to where the member is', async () => {
    useRegionStore.getState().applyFix(TOKYO);
    useRegionStore.getState().chooseRegion('GB');

    useRegionStore.getState().followLocation();
    await settle();

    expect(useRegionStore.getState()).toMatchObject({ region: 'JP', manualRegion: false });
    expect(await readRecord('manualRegion')).toBe(false);
  });

  it.each(['XX', 'us', '', 'EUR'])('ignores the unknown region code %j', (code) => {
    useRegionStore.getState().chooseRegion('BR');

    expect(useRegionStore.getState().chooseRegion(code)).toBe(false);
    expect(useRegionStore.getState().region).toBe('BR');
    expect(useLocaleStore.getState().language).toBe('pt');
  });

  it.each(['xx', 'EN', 'pt-BR', ''])('ignores the unknown language code %j', (code) => {
    useLocaleStore.getState().setLanguage('fr');

    expect(useLocaleStore.getState().setLanguage(code)).toBe(false);
    expect(useLocaleStore.getState().language).toBe('fr');
  });

  it('starts from the stored region, flag and language', async () => {
    await writeRecord('region', 'IN');
    await writeRecord('manualRegion', true);
    await writeRecord('language', 'ar');

    await Promise.all([hydrateRegion(), hydrateLanguage()]);
    useRegionStore.getState().applyFix(TOKYO);

    expect(useRegionStore.getState()).toMatchObject({ region: 'IN', manualRegion: true });
    expect(useLocaleStore.getState().language).toBe('ar');
  });
});
