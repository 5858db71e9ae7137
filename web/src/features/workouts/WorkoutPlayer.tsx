// The workout player: the current interval and its time left, the exercise and how to do it, what
// comes next, pause / back / skip / end, beeps and an optional voice, the screen kept on, and, at
// the end, the session logged through the outbox. Timing is player.ts's, read from the clock every
// quarter second, so a tab that was in the background shows the right interval when it returns.
import { getWorkoutProgram, type WorkoutProgram, workoutIntervalCount, workoutTimeline } from '@fitchoice/shared';
import type { LogWorkoutResponse } from '@fitchoice/shared/api';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { sessionQuery } from '../../api/queries';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import { useRegionStore } from '../location/region-store';
import type { Clock } from './clock';
import type { CueSounds } from './cues';
import { type LogOutcome, logWorkout } from './log-workout';
import {
  type Cue,
  cuesBetween,
  type PlayerState,
  pausePlayer,
  positionAt,
  resumePlayer,
  skipBack,
  skipForward,
  startPlayer,
  summarize,
  totalMs,
} from './player';
import { useWakeLock } from './wake-lock';
import './messages';

const TICK_MS = 250;

export interface PlayerSession {
  id: string;
  programId: string;
  mode: 'guided' | 'vr';
  sounds: CueSounds;
  clock: Clock;
}

/** What a scene around the player (the VR stage) shows of it, in the language shown. */
export interface StageDisplay {
  phase: string;
  exercise: string;
  time: string;
  next: string;
}

/** m:ss, in the locale's digits. */
function formatTime(intl: IntlShape, ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${intl.formatNumber(Math.floor(seconds / 60))}:${intl.formatNumber(seconds % 60, { minimumIntegerDigits: 2 })}`;
}

export function WorkoutPlayer({
  session,
  onExit,
  stage,
}: {
  session: PlayerSession;
  onExit: () => void;
  /** A scene drawn above the controls (the VR stage), given what to show. */
  stage?: (display: StageDisplay) => ReactNode;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const program = getWorkoutProgram(session.programId) as WorkoutProgram;
  const timeline = useMemo(() => workoutTimeline(program), [program]);
  const [state, setState] = useState<PlayerState>(() => startPlayer(session.clock()));
  const [now, setNow] = useState(session.clock);
  const [sound, setSound] = useState(true);
  const [voice, setVoice] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [ended, setEnded] = useState<{ activeSeconds: number; completedIntervals: number } | null>(null);
  const [outcome, setOutcome] = useState<LogOutcome | 'logging' | null>(null);
  const position = positionAt(timeline, state, now);
  const finished = ended !== null;
  const awake = useWakeLock(!finished && state.pausedAt === null);
  const lastElapsed = useRef(position.elapsed);

  const exerciseName = (index: number) => intl.formatMessage({ id: `workouts.exercise.${program.exercises[index]}` });

  useEffect(() => {
    if (finished) return;
    const timer = setInterval(() => setNow(session.clock()), TICK_MS);
    return () => clearInterval(timer);
  }, [finished, session]);

  // Cues for what happened since the last look at the clock (several intervals after a long gap).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new clock reading, with that render's values
  useEffect(() => {
    const from = lastElapsed.current;
    lastElapsed.current = position.elapsed;
    for (const cue of cuesBetween(timeline, from, position.elapsed)) play(cue);
    if (position.finished && !finished) setEnded(summarize(timeline, state, now));
  }, [position.elapsed]);

  function play(cue: Cue) {
    if (cue.type === 'countdown') {
      if (sound) session.sounds.beep('tick');
      return;
    }
    if (cue.type === 'finish') {
      if (sound) session.sounds.beep('finish');
      const text = intl.formatMessage({ id: 'player.say.finish' });
      if (voice) session.sounds.say(text, intl.locale);
      setAnnouncement(text);
      return;
    }
    const segment = timeline[cue.index]!;
    const text =
      segment.kind === 'work'
        ? intl.formatMessage({ id: 'player.say.work' }, { exercise: exerciseName(segment.exerciseIndex) })
        : intl.formatMessage({ id: 'player.say.rest' }, { exercise: exerciseName(segment.exerciseIndex) });
    if (sound) session.sounds.beep(segment.kind === 'work' ? 'go' : 'rest');
    if (voice) session.sounds.say(text, intl.locale);
    setAnnouncement(text);
  }

  // The end: log what was done, once.
  useEffect(() => {
    if (!ended) return;
    if (ended.completedIntervals === 0 || ended.activeSeconds === 0) {
      setOutcome({ state: 'failed', messageId: 'player.done.nothing' });
      return;
    }
    setOutcome('logging');
    void logWorkout({
      sessionId: session.id,
      programId: program.id as Parameters<typeof logWorkout>[0]['programId'],
      mode: session.mode,
      finishedAt: new Date(session.clock()).toISOString(),
      // Its XP counts on this region's leaderboard beside everyone's.
      region: useRegionStore.getState().region,
      ...ended,
    }).then(
      (logged) => {
        setOutcome(logged);
        // The XP it earned shows in the header's balance.
        if (logged.state === 'logged' && logged.response.workout.xpAwarded > 0)
          void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      },
      (error: unknown) => {
        console.error('The workout could not be stored for sending', error);
        setOutcome({ state: 'failed', messageId: 'player.refused.other' });
      },
    );
  }, [ended, program.id, session, queryClient]);

  useEffect(() => () => session.sounds.close(), [session]);

  const act = (change: (s: PlayerState, at: number) => PlayerState) => {
    const at = session.clock();
    setState((current) => change(current, at));
    setNow(at);
  };

  if (ended) {
    return (
      <section className="player player--done card" aria-labelledby="player-done">
        <h2 id="player-done" className="section__title">
          <FormattedMessage id="player.done.title" />
        </h2>
        <p>
          <FormattedMessage
            id="player.done.summary"
            values={{ minutes: Math.max(1, Math.round(ended.activeSeconds / 60)), intervals: ended.completedIntervals }}
          />
        </p>
        <p role="status" className="notice">
          {outcome === 'logging' || outcome === null ? (
            <FormattedMessage id="player.done.logging" />
          ) : outcome.state === 'logged' ? (
            <>
              <FormattedMessage id="player.done.logged" values={{ count: outcome.response.totalWorkouts }} />{' '}
              <XpLine workout={outcome.response.workout} />
            </>
          ) : outcome.state === 'pending' ? (
            <FormattedMessage id="player.done.pending" />
          ) : outcome.messageId === 'player.done.nothing' ? (
            <FormattedMessage id="player.done.nothing" />
          ) : (
            <FormattedMessage id="player.done.failed" values={{ reason: <FormattedMessage id={outcome.messageId} /> }} />
          )}
        </p>
        <div className="player__actions">
          <LinkButton to="/activity">
            <FormattedMessage id="player.done.activity" />
          </LinkButton>
          <Button variant="secondary" onClick={onExit}>
            <FormattedMessage id="player.done.again" />
          </Button>
        </div>
      </section>
    );
  }

  const { segment } = position;
  const intervals = workoutIntervalCount(program);
  const interval = Math.min(intervals, segment.round * program.exercises.length + segment.exerciseIndex + 1);
  const paused = state.pausedAt !== null;
  const isWork = segment.kind === 'work';
  const nextWork = timeline.slice(position.index + 1).find((s) => s.kind === 'work');
  const percent = Math.round((position.elapsed / totalMs(timeline)) * 100);
  const time = formatTime(intl, position.remainingMs);
  const nextText = nextWork ? intl.formatMessage({ id: 'player.next' }, { exercise: exerciseName(nextWork.exerciseIndex) }) : '';

  return (
    <section
      className={`player player--${segment.kind}${stage ? ' player--staged' : ''}`}
      aria-label={intl.formatMessage({ id: 'player.region' })}
    >
      <p className="player__phase">
        <FormattedMessage id={`player.phase.${segment.kind}`} />
        {paused ? (
          <span className="player__paused">
            <FormattedMessage id="player.paused" />
          </span>
        ) : null}
      </p>
      {stage?.({
        phase: intl.formatMessage({ id: `player.phase.${segment.kind}` }),
        exercise: exerciseName(segment.exerciseIndex),
        time,
        next: nextText,
      })}
      <h2 className="player__exercise">{exerciseName(segment.exerciseIndex)}</h2>
      <div className="player__time" role="timer" aria-label={intl.formatMessage({ id: 'player.timeLeft' }, { time })}>
        {time}
      </div>
      <p className="player__howto">
        <FormattedMessage id={`workouts.howTo.${program.exercises[segment.exerciseIndex]}`} />
      </p>
      <div
        className="player__bar"
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'player.progress' })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="player__meta">
        <FormattedMessage id="player.round" values={{ round: segment.round + 1, rounds: program.rounds }} />
        {' · '}
        <FormattedMessage id="player.interval" values={{ interval, intervals }} />
      </p>
      <p className="player__next">
        {isWork && nextWork ? (
          <FormattedMessage
            id={nextWork.round !== segment.round ? 'player.nextRound' : 'player.next'}
            values={{ exercise: exerciseName(nextWork.exerciseIndex) }}
          />
        ) : isWork ? (
          <FormattedMessage id="player.lastInterval" />
        ) : null}
      </p>
      <div className="player__controls">
        <Button variant="secondary" onClick={() => act((s, at) => skipBack(timeline, s, at))}>
          <FormattedMessage id="player.back" />
        </Button>
        <Button onClick={() => act((s, at) => (paused ? resumePlayer(s, at) : pausePlayer(s, at)))}>
          <FormattedMessage id={paused ? 'player.resume' : 'player.pause'} />
        </Button>
        <Button variant="secondary" onClick={() => act((s, at) => skipForward(timeline, s, at))}>
          <FormattedMessage id="player.skip" />
        </Button>
      </div>
      <div className="player__options">
        <label className="choice">
          <input type="checkbox" checked={sound} onChange={(event) => setSound(event.target.checked)} />
          <FormattedMessage id="player.sound" />
        </label>
        <label className="choice">
          <input type="checkbox" checked={voice} onChange={(event) => setVoice(event.target.checked)} />
          <FormattedMessage id="player.voice" />
        </label>
        <Button variant="ghost" onClick={() => setEnded(summarize(timeline, state, session.clock()))}>
          <FormattedMessage id="player.end" />
        </Button>
      </div>
      {awake ? (
        <p className="page__meta">
          <FormattedMessage id="player.awake" />
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
    </section>
  );
}

/** What the logged workout earned: its XP, or why none (not every interval finished; the day's training XP used up). */
function XpLine({ workout }: { workout: LogWorkoutResponse['workout'] }) {
  if (workout.xpAwarded > 0) return <FormattedMessage id="player.done.xp" values={{ xp: workout.xpAwarded }} />;
  return <FormattedMessage id={workout.completedIntervals < workout.totalIntervals ? 'player.done.xpUnfinished' : 'player.done.xpNone'} />;
}
