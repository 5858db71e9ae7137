// /vr-workouts: the guided programs done standing (no floor work, so a headset stays safe), played
// in a 3D arena (three.js, loaded only when a VR workout starts) with the same player and logging.
import { isStandingProgram, WORKOUT_PROGRAMS } from '@fitchoice/shared';
import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { playerClock } from './clock';
import { createCueSounds } from './cues';
import { ProgramLibrary, ProgramPage } from './ProgramViews';
import { type PlayerSession, WorkoutPlayer } from './WorkoutPlayer';
import './workouts.css';
import './messages';

const VrStage = lazy(() => import('./VrStage').then((module) => ({ default: module.VrStage })));
const STANDING = WORKOUT_PROGRAMS.filter(isStandingProgram);

export function VrWorkoutsScreen() {
  const intl = useIntl();
  const { program: programId } = useSearch({ from: '/member/vr-workouts' });
  const program = STANDING.find((candidate) => candidate.id === programId);
  const [session, setSession] = useState<PlayerSession | null>(null);
  return (
    <Page titleId="vrWorkouts.title" introId={session ? undefined : 'vrWorkouts.intro'}>
      {session ? (
        <WorkoutPlayer
          session={session}
          onExit={() => setSession(null)}
          stage={(display) => (
            <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'vr.loading' })} />}>
              <VrStage display={display} />
            </Suspense>
          )}
        />
      ) : program ? (
        <ProgramPage
          program={program}
          path="/vr-workouts"
          startLabelId="workouts.startVr"
          onStart={() =>
            setSession({ id: crypto.randomUUID(), programId: program.id, mode: 'vr', sounds: createCueSounds(), clock: playerClock() })
          }
        />
      ) : (
        <ProgramLibrary programs={STANDING} path="/vr-workouts" />
      )}
    </Page>
  );
}
