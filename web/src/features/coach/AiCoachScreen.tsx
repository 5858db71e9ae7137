// /ai-coach: the member's weekly plan (built on the device by the planner, or proposed by the AI
// model where one is configured), the chat with the coach, and the exercise library. The plan
// adapts when the screen opens: check-ins, missed days, moods and last week's sessions.
import { planForToday } from '@fitchoice/shared/coach';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '../../app/auth';
import { Page } from '../../ui/Page';
import { Tabs, tabIdOf } from '../../ui/Tabs';
import { CoachChat } from './CoachChat';
import { pullCoach, storePlan, usePlan } from './coach-data';
import { ExerciseLibrary } from './ExerciseLibrary';
import { PlanTab } from './PlanTab';
import { localSignals } from './training-signals';
import './coach.css';
import './messages';

const TABS = ['plan', 'chat', 'library'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS = { plan: 'coach.tab.plan', chat: 'coach.tab.chat', library: 'coach.tab.library' } as const;

/** Pulls the server's plan and chat when online; answers whether an AI model is configured (false offline). */
function useCoachSync(userId: string): boolean {
  const [model, setModel] = useState(false);
  useEffect(() => {
    if (!navigator.onLine) return;
    let live = true;
    pullCoach(userId).then(
      (state) => live && setModel(state.model),
      (error: unknown) => console.warn('The coach could not reach the server; the plan on this device is shown', error),
    );
    return () => {
      live = false;
    };
  }, [userId]);
  return model;
}

/** Adapts the plan to what happened since it was last opened (and rolls it into a new week). */
function useAdaptOnOpen(userId: string, plan: ReturnType<typeof usePlan>): void {
  const [adaptedId, setAdaptedId] = useState<string | null>(null);
  useEffect(() => {
    if (!plan || adaptedId === plan.id) return;
    setAdaptedId(plan.id);
    void localSignals(userId, new Date()).then((signals) => {
      const adapted = planForToday(plan, signals, () => crypto.randomUUID());
      if (adapted !== plan) return storePlan(userId, adapted);
    });
  }, [userId, plan, adaptedId]);
}

export function AiCoachScreen() {
  const intl = useIntl();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const plan = usePlan(userId);
  const model = useCoachSync(userId);
  useAdaptOnOpen(userId, plan);
  const [tab, setTab] = useState<Tab>('plan');
  const id = useId();

  return (
    <Page titleId="aiCoach.title" introId="aiCoach.intro">
      <p className="coach__engine">
        <FormattedMessage id={model ? 'coach.engine.model' : 'coach.engine.rules'} />
      </p>
      <Tabs
        label={intl.formatMessage({ id: 'coach.tabs' })}
        className="coach__tabs"
        panelId={id}
        value={tab}
        onChange={setTab}
        choices={TABS.map((name) => ({ value: name, label: intl.formatMessage({ id: TAB_LABELS[name] }) }))}
      />
      <section role="tabpanel" id={id} aria-labelledby={tabIdOf(id, tab)} className="coach__panel">
        {tab === 'plan' ? <PlanTab userId={userId} plan={plan} model={model} /> : null}
        {tab === 'chat' ? <CoachChat userId={userId} plan={plan ?? null} model={model} /> : null}
        {tab === 'library' ? <ExerciseLibrary profile={plan?.profile ?? null} /> : null}
      </section>
    </Page>
  );
}
