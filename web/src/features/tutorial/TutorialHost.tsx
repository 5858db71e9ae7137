// The guided tutorial in the app layout: starts by itself 1 s after load when onboarding is done
// and the tutorial is not (0.5 s when onboarding was completed in this page), and shows the open
// step over the screen.
import { useEffect } from 'react';
import { TutorialOverlay } from './TutorialOverlay';
import { scheduleAutoStart, useTutorialStore } from './tutorial-store';
import './tutorial.css';

export function TutorialHost() {
  const step = useTutorialStore((state) => state.step);

  useEffect(scheduleAutoStart, []);

  return step === null ? null : <TutorialOverlay index={step} />;
}
