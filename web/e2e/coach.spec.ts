// The AI coach, mood tracker, mood AI and motivation screens in Chromium against the real local
// runtime: a plan built offline (by the planner in the browser) syncs once online; moods logged on
// several days (the browser's clock moved day by day) show on the 7-day chart and give a
// suggestion; today's motivation message; the library and the chat in Chinese and Arabic.
// Screenshots of the screens at 390x844.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { chooseLanguage } from './i18n-helpers';
import { openControlledApp, pendingBadge, signUpMember } from './offline-helpers';
import { screenshot } from './shell-helpers';

/** The server's view of the member's plan (the request context is not taken offline with the page). */
async function serverPlan(request: APIRequestContext) {
  const answer = await request.get('/api/coach');
  expect(answer.status()).toBe(200);
  return (
    (await answer.json()) as {
      plan: { id: string; profile: { avoid: string[] }; sessions: { exercises: { exerciseId: string }[] }[] } | null;
    }
  ).plan;
}

function localDay(offset: number): Date {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  day.setHours(9, 30, 0, 0);
  return day;
}

async function logMood(page: Page, mood: string, energy?: string) {
  await page.getByRole('group', { name: 'How do you feel?' }).getByText(mood, { exact: true }).click();
  if (energy) {
    await page.getByText('Energy, sleep, tags and a note').click();
    await page.getByRole('group', { name: 'Energy' }).getByLabel(energy).check();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved on this device. It syncs when you are online.')).toBeVisible();
}

test('a member builds a plan offline; it is kept, and reaches the server once online', async ({ page, context }) => {
  await signUpMember(page.request, 'coach');
  await openControlledApp(page, '/ai-coach');
  await expect(page.getByRole('heading', { level: 1, name: 'AI coach' })).toBeVisible();

  await context.setOffline(true);
  await page.getByLabel('Get stronger').check();
  await page.getByLabel('Intermediate').check();
  await page.getByLabel('Dumbbells').check();
  await page.getByLabel('Bench').check();
  await page.getByLabel('Knee').check();
  await page.getByRole('button', { name: 'Build my plan' }).click();

  // Built in the browser with no connection: the week shows at once, and waits in the outbox.
  await expect(page.getByRole('heading', { level: 2, name: /^Week of / })).toBeVisible();
  // A three-day plan built mid-week holds only the days left in it (the planner's sessionWeekdays):
  // three from Monday to Friday, two on a Saturday, one on a Sunday.
  const planned = Math.min(3, 7 - ((new Date().getDay() + 6) % 7));
  const sessions = page.locator('article.coach-session');
  await expect(sessions).toHaveCount(planned);
  await expect(page.getByText('Built by the planner from your goal, equipment and limits.')).toBeVisible();
  await expect(pendingBadge(page)).toHaveText('1 pending');
  expect(await serverPlan(page.request)).toBeNull();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'ai-coach-plan-offline');

  // Swap one exercise while still offline: the plan changes here and the change queues too.
  const first = sessions
    .first()
    .locator('.coach-exercise')
    .filter({ has: page.getByRole('button', { name: /^Swap / }) })
    .first();
  const before = (await first.locator('.coach-exercise__name').textContent()) ?? '';
  const row = sessions
    .first()
    .locator('.coach-exercise')
    .filter({ has: page.getByText(before, { exact: true }) });
  await row.getByRole('button', { name: `Swap ${before}` }).click();
  await expect(row.getByLabel(`Swap ${before} for`)).toBeVisible();
  await row.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(sessions.first().getByText(before, { exact: true })).toHaveCount(0);

  await context.setOffline(false);
  await expect(pendingBadge(page)).toHaveCount(0, { timeout: 20_000 });
  const stored = await serverPlan(page.request);
  expect(stored?.sessions).toHaveLength(planned);
  expect(stored?.profile.avoid).toEqual(['knee']);
  const names = await sessions.first().locator('.coach-exercise__name').allTextContents();
  expect(names).not.toContain(before);

  // The chat answers by the rules (no model configured) and the library finds exercises.
  await page.getByRole('tab', { name: 'Chat' }).click();
  await page.getByLabel('Message the coach').fill('how do I do a plank?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/^Plank: On forearms and toes/)).toBeVisible();
  await screenshot(page, 'ai-coach-chat');
  await page.getByRole('tab', { name: 'Exercises' }).click();
  await page.getByLabel('Search exercises').fill('goblet');
  // Goblet squats and lunges load the knee this member spares: found only when showing everything.
  await expect(page.getByText('0 exercises')).toBeVisible();
  await page.getByLabel('Only what I can do').uncheck();
  await expect(page.getByText('3 exercises')).toBeVisible();
  await page.getByText('Goblet squat', { exact: true }).click();
  await expect(
    page.getByText('Hold a dumbbell at your chest, elbows in, and squat between your knees, keeping your heels down.'),
  ).toBeVisible();
});

test('moods logged on several days show on the 7-day chart, and mood AI suggests from today', async ({ page }) => {
  await signUpMember(page.request, 'mood');
  const moods = ['Okay', 'Good', 'Great', 'Good', 'Low'];
  for (const [index, mood] of moods.entries()) {
    await page.clock.setFixedTime(localDay(index - (moods.length - 1)));
    await page.goto('/mood-tracker');
    await expect(page.getByRole('heading', { level: 1, name: 'Mood tracker' })).toBeVisible();
    await logMood(page, mood, index === moods.length - 1 ? 'Very low' : undefined);
  }

  await expect(page.getByText('Logged 5 days in a row')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'mood-tracker');
  await expect(page.locator('figcaption').getByText('Mood, energy and sleep over the last 7 days (1 to 5)')).toBeVisible();
  // The chart is drawn as it comes near the screen.
  await page.locator('.chart__plot').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.chart__plot canvas').first()).toBeAttached();
  await page.getByText('Show the data as a table').click();
  const rows = page.getByRole('table', { name: /over the last 7 days/ }).getByRole('row');
  await expect(rows).toHaveCount(8); // the heading row and 7 days
  await expect(rows.nth(7).getByRole('cell').first()).toHaveText('2'); // today: Low
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('–'); // 6 days ago: nothing logged
  await expect(page.getByText(/^Not enough data yet/)).toBeVisible();
  await screenshot(page, 'mood-tracker-chart');

  // Sent to the server, once each.
  await expect(pendingBadge(page)).toHaveCount(0, { timeout: 20_000 });
  const list = await page.request.get('/api/mood/entries');
  expect(((await list.json()) as { entries: unknown[] }).entries).toHaveLength(5);

  await page.getByRole('link', { name: 'Get today’s suggestions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mood AI' })).toBeVisible();
  const training = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Training' }) });
  await expect(training.getByText('A gentle mobility session or an easy walk.')).toBeVisible();
  await expect(training.getByText('Why: your energy is 1/5 and your mood 2/5 today.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Guided breathing' })).toBeVisible();
  await screenshot(page, 'mood-ai');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText(/^Breathe in · round 1 of/)).toBeVisible();
  await screenshot(page, 'mood-ai-breathing');
});

test("today's motivation message, and the daily reminder's time", async ({ page }) => {
  await signUpMember(page.request, 'motivation');
  await page.goto('/ai-motivation');
  await expect(page.getByRole('heading', { level: 1, name: 'AI motivation' })).toBeVisible();
  await expect(page.locator('.motivation__message')).toHaveText(
    /Your first check-in starts your streak|Show up, do the work|Small steps every day|Move a little today/,
  );
  await page.getByLabel('Remind me every day').check();
  await page.getByLabel('Time').fill('07:30');
  await page.getByRole('button', { name: 'Save reminder' }).click();
  await expect(page.getByText(/^Reminder saved/)).toBeVisible();
  await expect
    .poll(async () => ((await (await page.request.get('/api/motivation/reminder')).json()) as { enabled: boolean; time: string }).time)
    .toBe('07:30');
  await screenshot(page, 'ai-motivation');
});

test('the coach and the mood tracker speak Spanish, the library included', async ({ page }) => {
  await signUpMember(page.request, 'es');
  await page.goto('/');
  await chooseLanguage(page, 'es');
  // In the app, not a page load: a load right after the choice can cut its write short (i18n-helpers.ts).
  await page.locator('.tab-bar a[href="/"]').click();
  await page
    .getByRole('link', { name: /^Entrenador IA/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrenador IA' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tu objetivo y tu semana' })).toBeVisible();
  await page.getByLabel('Perder grasa').check();
  await page.getByRole('button', { name: 'Crear mi plan' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Semana del / })).toBeVisible();
  await expect(page.getByText('Creado por el planificador a partir de tu objetivo, tu equipamiento y tus límites.')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'ai-coach-es');
  await page.getByRole('tab', { name: 'Ejercicios' }).click();
  await page.getByLabel('Solo lo que puedo hacer').uncheck();
  await page.getByLabel('Buscar ejercicios').fill('búlgara');
  await expect(page.getByText('Sentadilla búlgara', { exact: true })).toBeVisible();
  await page.goto('/mood-tracker');
  await expect(page.getByRole('group', { name: '¿Cómo te sientes?' })).toBeVisible();
});

/**
 * Two languages in scripts of their own (Chinese: no spaces between words; Arabic: right to left, the
 * article joined to the name): the words a member searches and asks with, and what the library answers.
 */
const LIBRARIES = [
  {
    code: 'zh',
    coach: 'AI 教练',
    tabs: { library: '动作库', chat: '聊天' },
    search: ['搜索动作', '保加利亚', '保加利亚分腿蹲'],
    chat: ['给教练发消息', '发送', '平板支撑怎么做？', '前臂和脚尖撑地'],
  },
  {
    code: 'ar',
    coach: 'المدرّب الذكي',
    tabs: { library: 'التمارين', chat: 'الدردشة' },
    search: ['ابحث في التمارين', 'بلغارية', 'قرفصاء بلغارية'],
    chat: ['راسل المدرّب', 'إرسال', 'كيف أؤدّي البلانك؟', 'على الساعدين وأطراف القدمين'],
  },
] as const;

for (const { code, coach, tabs, search, chat } of LIBRARIES) {
  test(`the coach's library and chat speak ${code}`, async ({ page }) => {
    await signUpMember(page.request, code);
    await page.goto('/');
    await chooseLanguage(page, code);
    await page.locator('.tab-bar a[href="/"]').click();
    await page.getByRole('link', { name: coach }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: coach })).toBeVisible();
    const [searchLabel, query, found] = search;
    // Without a plan the library lists every exercise.
    await page.getByRole('tab', { name: tabs.library }).click();
    await page.getByLabel(searchLabel).fill(query);
    await expect(page.getByText(found, { exact: true })).toBeVisible();
    await screenshot(page, `ai-coach-library-${code}`);
    // Asked in the member's words, the rules answer with the library's how-to in their language.
    const [chatLabel, send, asked, answered] = chat;
    await page.getByRole('tab', { name: tabs.chat }).click();
    await page.getByLabel(chatLabel).fill(asked);
    await page.getByRole('button', { name: send }).click();
    await expect(page.getByText(answered)).toBeVisible();
    await screenshot(page, `ai-coach-chat-${code}`);
  });
}
