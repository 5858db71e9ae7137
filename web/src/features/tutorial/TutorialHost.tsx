// The guided tutorial in the app layout: starts by itself 1 s after load when onboarding is done
// and the tutorial is not (0.5 s when onboarding was completed in this page), and shows the open
// step over the screen. The card's code loads when the tutorial opens, not with the first screen.
import { lazy, Suspense, useEffect } from 'react';
import { scheduleAutoStart, useTutorialStore } from './tutorial-store';
import './tutorial.css';

const TutorialOverlay = lazy(() => import('./TutorialOverlay').then((module) => ({ default: module.TutorialOverlay })));

export function TutorialHost() {
  const step = useTutorialStore((state) => state.step);

  useEffect(scheduleAutoStart, []);

  if (step === null) return null;
  return (
    <Suspense fallback={null}>
      <TutorialOverlay index={step} />
    </Suspense>
  );
}
