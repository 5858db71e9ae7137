// The guided tutorial's state and the onboarding/tutorial flags (spec section 4, "Onboarding and
// tutorial"): completing or skipping marks the tutorial done, restart re-enables it, reset clears
// both flags. The flags are stored records; `step` is the open step's index, or null when closed.
import { TUTORIAL_AFTER_ONBOARDING_DELAY_MS, TUTORIAL_AUTOSTART_DELAY_MS } from '@fitchoice/shared';
import { create } from 'zustand';
import { readRecord, readRecordNow, removeRecord, writeRecord } from '../../db/local-records';
import { firstScreenPainted } from '../../startup/first-screen';
import { TUTORIAL_STEPS } from './steps';

interface TutorialState {
  step: number | null;
  /** Set when onboarding has just been completed in this page: the tutorial then starts sooner. */
  justOnboarded: boolean;
  open: () => void;
  next: () => void;
  back: () => void;
  /** Close (the close button, Escape) or finish (Get Started): either marks the tutorial done. */
  close: () => Promise<void>;
}

export const useTutorialStore = create<TutorialState>()((set, get) => ({
  step: null,
  justOnboarded: false,
  open: () => set({ step: 0, justOnboarded: false }),
  next: () => {
    const { step } = get();
    if (step === null) return;
    if (step >= TUTORIAL_STEPS.length - 1) {
      get()
        .close()
        .catch((error: unknown) => console.warn('Could not store the tutorial flag', error));
      return;
    }
    set({ step: step + 1 });
  },
  back: () => set((state) => ({ step: state.step === null ? null : Math.max(0, state.step - 1) })),
  close: async () => {
    // Stored before the card goes: a reload right after closing must not bring the tour back.
    try {
      await writeRecord('tutorialCompleted', true);
    } finally {
      set({ step: null });
    }
  },
}));

/** Whether the tutorial should start by itself: onboarding done, tutorial not. */
export async function tutorialIsDue(): Promise<boolean> {
  // The usual start (the tutorial done long ago) is answered by the flag's mirror, without loading
  // the local database's code before the page is idle. Any other answer asks the database, which
  // holds flags stored before they were mirrored.
  if (readRecordNow('tutorialCompleted') === true) return false;
  const [onboarded, tutorialDone] = await Promise.all([readRecord('onboardingComplete'), readRecord('tutorialCompleted')]);
  return onboarded === true && tutorialDone !== true;
}

/**
 * Opens the tutorial by itself when it is due: 1 s after the app layout loads, or 0.5 s when
 * onboarding was just completed in this page. Returns a cancel function (the layout unmounted).
 */
export function scheduleAutoStart(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const delay = useTutorialStore.getState().justOnboarded ? TUTORIAL_AFTER_ONBOARDING_DELAY_MS : TUTORIAL_AUTOSTART_DELAY_MS;
  // The flags are read from the local database once the first screen has painted (its code is not the first screen's).
  firstScreenPainted()
    .then(tutorialIsDue)
    .then(
      (due) => {
        if (cancelled || !due) return;
        timer = setTimeout(() => {
          if (useTutorialStore.getState().step === null) useTutorialStore.getState().open();
        }, delay);
      },
      (error: unknown) => console.warn('Could not read the tutorial flags', error),
    );
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

/** Stores both onboarding flags (spec section 3 names two) and asks for the tutorial soon after. */
export async function completeOnboarding(): Promise<void> {
  await Promise.all([writeRecord('onboardingComplete', true), writeRecord('onboardingCompleted', true)]);
  useTutorialStore.setState({ justOnboarded: true });
}

/** Re-enables the tutorial and opens it now. */
export async function restartTutorial(): Promise<void> {
  await writeRecord('tutorialCompleted', false);
  useTutorialStore.getState().open();
}

/** Clears the onboarding and tutorial flags: onboarding shows again, then the tutorial. */
export async function resetOnboarding(): Promise<void> {
  await Promise.all([removeRecord('onboardingComplete'), removeRecord('onboardingCompleted'), removeRecord('tutorialCompleted')]);
  useTutorialStore.setState({ step: null, justOnboarded: false });
}
