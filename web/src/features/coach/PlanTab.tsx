// The plan tab: the questions until there is a plan (or while changing them), then the week.
// "Build my plan" runs the planner here, so it works offline; "Ask the AI model" asks the server,
// which answers the model's plan if it passes the safety rules, else the planner's, saying why.
import type { PlanFallback } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { buildPlan, type CoachProfile, localDate, type Plan, weekStartOf } from '@fitchoice/shared/coach';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { apiCall } from '../../api/client';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { storePlan } from './coach-data';
import { useCoachWords } from './library-texts';
import { PlanView } from './PlanView';
import { DEFAULT_PROFILE, ProfileForm } from './ProfileForm';
import './messages';

const FALLBACK_IDS = {
  invalid: 'coach.plan.fallback.invalid',
  unsafe: 'coach.plan.fallback.unsafe',
  timeout: 'coach.plan.fallback.timeout',
  error: 'coach.plan.fallback.error',
  not_configured: 'coach.plan.fallback.not_configured',
} as const;

interface Props {
  userId: string;
  plan: Plan | null | undefined;
  model: boolean;
}

export function PlanTab({ userId, plan, model }: Props) {
  const words = useCoachWords();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fallback, setFallback] = useState<PlanFallback | null>(null);
  if (plan === undefined) return <Spinner />;

  const keep = async (next: Plan, why: PlanFallback | null) => {
    await storePlan(userId, next);
    setFallback(why);
    setEditing(false);
  };
  const planLocally = (profile: CoachProfile) => {
    const now = new Date();
    const today = localDate(now);
    return buildPlan(profile, {
      id: crypto.randomUUID(),
      now: now.toISOString(),
      weekStart: weekStartOf(today),
      today,
      progression: plan?.progression ?? 0,
    });
  };
  const build = async (profile: CoachProfile) => {
    setBusy(true);
    try {
      await keep(planLocally(profile), null);
    } finally {
      setBusy(false);
    }
  };
  const askModel = async (profile: CoachProfile) => {
    setBusy(true);
    try {
      const today = localDate(new Date());
      const proposal = await apiCall(routes.coachProposePlan, {
        body: { profile, today, locale: words.locale, progression: plan?.progression ?? 0 },
      }).catch(() => ({ plan: planLocally(profile), fallback: 'error' as const }));
      await keep(proposal.plan, proposal.fallback);
    } finally {
      setBusy(false);
    }
  };

  if (!plan || editing) {
    return (
      <ProfileForm
        userId={userId}
        initial={plan?.profile ?? DEFAULT_PROFILE}
        model={model}
        busy={busy}
        onBuild={(profile) => void build(profile)}
        onAskModel={(profile) => void askModel(profile)}
        onCancel={plan ? () => setEditing(false) : null}
      />
    );
  }
  return (
    <>
      {fallback ? (
        <p className="notice" role="status">
          <FormattedMessage id={FALLBACK_IDS[fallback]} />
        </p>
      ) : null}
      <PlanView userId={userId} plan={plan} />
      <Button variant="secondary" onClick={() => setEditing(true)}>
        <FormattedMessage id="coach.profile.edit" />
      </Button>
    </>
  );
}
