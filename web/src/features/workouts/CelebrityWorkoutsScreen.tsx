// /celebrity-workouts: the guided programs "in the style of" famous training approaches; a
// program's page (?program=<id>) and the player, which logs the finished session to /activity.
import { getWorkoutProgram, WORKOUT_PROGRAMS } from '@fitchoice/shared';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { Page } from '../../ui/Page';
import { playerClock } from './clock';
import { createCueSounds } from './cues';
import { ProgramLibrary, ProgramPage } from './ProgramViews';
import { type PlayerSession, WorkoutPlayer } from './WorkoutPlayer';
import './workouts.css';
import './messages';

export function CelebrityWorkoutsScreen() {
  const { program: programId } = useSearch({ from: '/member/celebrity-workouts' });
  const program = programId ? getWorkoutProgram(programId) : undefined;
  const [session, setSession] = useState<PlayerSession | null>(null);
  return (
    <Page titleId="celebrityWorkouts.title" introId={session ? undefined : 'celebrityWorkouts.intro'}>
      {session ? (
        <WorkoutPlayer session={session} onExit={() => setSession(null)} />
      ) : program ? (
        <ProgramPage
          program={program}
          path="/celebrity-workouts"
          startLabelId="workouts.start"
          onStart={() =>
            setSession({ id: crypto.randomUUID(), programId: program.id, mode: 'guided', sounds: createCueSounds(), clock: playerClock() })
          }
        />
      ) : (
        <ProgramLibrary programs={WORKOUT_PROGRAMS} path="/celebrity-workouts" />
      )}
    </Page>
  );
}
