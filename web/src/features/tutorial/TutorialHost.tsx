// The guided tutorial in the app layout: starts by itself 1 s after load when onboarding is done
// and the tutorial is not (0.5 s when onboarding was completed in this page), and shows the open
// step over the screen.
import { TUTORIAL_AFTER_ONBOARDING_DELAY_MS, TUTORIAL_AUTOSTART_DELAY_MS } from '@fitchoice/shared';
import { useEffect } from 'react';
import { TutorialOverlay } from './TutorialOverlay';
import { tutorialIsDue, useTutorialStore } from './tutorial-store';
import './tutorial.css';

export function TutorialHost() {
  const step = useTutorialStore((state) => state.step);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const delay = useTutorialStore.getState().justOnboarded ? TUTORIAL_AFTER_ONBOARDING_DELAY_MS : TUTORIAL_AUTOSTART_DELAY_MS;
    tutorialIsDue().then(
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
  }, []);

  return step === null ? null : <TutorialOverlay index={step} />;
}
