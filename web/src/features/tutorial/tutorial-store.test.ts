import { STORAGE_KEYS, TUTORIAL_AFTER_ONBOARDING_DELAY_MS, TUTORIAL_AUTOSTART_DELAY_MS, TUTORIAL_STEP_COUNT } from '@fitchoice/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRecord, writeRecord } from '../../db/local-records';
import { removeRecord as removeDatabaseRecord } from '../../db/records';
import { closeDatabase, openTestDatabase } from '../../db/test-database';
import { TUTORIAL_STEPS } from './steps';
import { completeOnboarding, resetOnboarding, restartTutorial, scheduleAutoStart, tutorialIsDue, useTutorialStore } from './tutorial-store';

// The flags are read once the first screen has painted: painted at once here.
vi.mock('../../startup/first-screen', () => ({ firstScreenPainted: () => Promise.resolve() }));

beforeEach(async () => {
  localStorage.clear();
  await openTestDatabase();
  useTutorialStore.setState({ step: null, justOnboarded: false });
});
afterEach(closeDatabase);

describe('onboarding and tutorial flags', () => {
  it('has the spec’s twelve steps in its order', () => {
    expect(TUTORIAL_STEPS.map((step) => step.id)).toEqual([
      'welcome',
      'xp',
      'sweatcoins',
      'session-tracker',
      'discover-tab',
      'bookings-tab',
      'profile-tab',
      'social-feed',
      'messaging',
      'qr-scanner',
      'leaderboards',
      'rewards-store',
    ]);
    expect(TUTORIAL_STEPS).toHaveLength(TUTORIAL_STEP_COUNT);
  });

  it('is due only once onboarding is complete, and completing onboarding stores both flags', async () => {
    expect(await tutorialIsDue()).toBe(false);

    await completeOnboarding();

    expect(await readRecord('onboardingComplete')).toBe(true);
    expect(await readRecord('onboardingCompleted')).toBe(true);
    expect(useTutorialStore.getState().justOnboarded).toBe(true);
    expect(await tutorialIsDue()).toBe(true);
  });

  it('answers a completed tutorial from its mirror, and asks the database when the mirror has none', async () => {
    await completeOnboarding();
    // A completion stored before the flag was mirrored: only the database has it, and reading it
    // fills the mirror.
    await writeRecord('tutorialCompleted', true);
    localStorage.removeItem(STORAGE_KEYS.tutorialCompleted);
    expect(await tutorialIsDue()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.tutorialCompleted)).toBe('true');
    // The mirror answers alone: the database, whose flag is gone here, would say the tutorial is due.
    await removeDatabaseRecord(STORAGE_KEYS.tutorialCompleted);
    expect(await tutorialIsDue()).toBe(false);
    localStorage.removeItem(STORAGE_KEYS.tutorialCompleted);
    expect(await tutorialIsDue()).toBe(true);
  });

  it('Next walks the steps, Back goes back, and Next on the last step completes it', async () => {
    await completeOnboarding();
    const tutorial = useTutorialStore.getState();
    tutorial.open();
    tutorial.back();
    expect(useTutorialStore.getState().step).toBe(0);
    for (let i = 1; i < TUTORIAL_STEP_COUNT; i += 1) tutorial.next();
    expect(useTutorialStore.getState().step).toBe(TUTORIAL_STEP_COUNT - 1);
    tutorial.back();
    expect(useTutorialStore.getState().step).toBe(TUTORIAL_STEP_COUNT - 2);
    tutorial.next();

    tutorial.next();

    // The card goes only once the flag is stored, so a reload right after cannot bring it back.
    await expect.poll(() => useTutorialStore.getState().step).toBeNull();
    expect(await readRecord('tutorialCompleted')).toBe(true);
    expect(await tutorialIsDue()).toBe(false);
  });

  it('closing (skipping) marks it done; restart re-enables and opens it', async () => {
    await completeOnboarding();
    useTutorialStore.getState().open();

    await useTutorialStore.getState().close();
    expect(await readRecord('tutorialCompleted')).toBe(true);

    await restartTutorial();
    expect(await readRecord('tutorialCompleted')).toBe(false);
    expect(useTutorialStore.getState().step).toBe(0);
    expect(await tutorialIsDue()).toBe(true);
  });

  it('reset clears the onboarding flags and the tutorial flag', async () => {
    await completeOnboarding();
    await useTutorialStore.getState().close();

    await resetOnboarding();

    expect(await readRecord('onboardingComplete')).toBeUndefined();
    expect(await readRecord('onboardingCompleted')).toBeUndefined();
    expect(await readRecord('tutorialCompleted')).toBeUndefined();
    expect(await tutorialIsDue()).toBe(false);
  });
});

describe('auto-start', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Lets the scheduler's flag read (fake-indexeddb, on real setImmediate) finish; reads are answered in order. */
  const flagsRead = async () => {
    await tutorialIsDue();
    await new Promise((resolve) => setImmediate(resolve));
  };

  it.each([
    { case: 'on load, once onboarding is complete', justOnboarded: false, delay: TUTORIAL_AUTOSTART_DELAY_MS },
    { case: 'right after onboarding', justOnboarded: true, delay: TUTORIAL_AFTER_ONBOARDING_DELAY_MS },
  ])('opens the first step $delay ms after it is scheduled $case', async ({ justOnboarded, delay }) => {
    await completeOnboarding();
    useTutorialStore.setState({ justOnboarded });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    scheduleAutoStart();
    await flagsRead();
    vi.advanceTimersByTime(delay - 1);
    expect(useTutorialStore.getState().step).toBeNull();
    vi.advanceTimersByTime(1);

    expect(useTutorialStore.getState().step).toBe(0);
  });

  it('does not open when the tutorial is done, or when cancelled first', async () => {
    await completeOnboarding();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const cancel = scheduleAutoStart();
    await flagsRead();
    cancel();
    vi.advanceTimersByTime(TUTORIAL_AUTOSTART_DELAY_MS * 2);
    expect(useTutorialStore.getState().step).toBeNull();

    vi.useRealTimers();
    await useTutorialStore.getState().close();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    scheduleAutoStart();
    await new Promise((resolve) => setImmediate(resolve));
    await expect.poll(() => tutorialIsDue()).toBe(false);
    vi.advanceTimersByTime(TUTORIAL_AUTOSTART_DELAY_MS * 2);
    expect(useTutorialStore.getState().step).toBeNull();
  });
});
