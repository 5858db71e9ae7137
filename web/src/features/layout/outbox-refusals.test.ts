// Every kind of outbox entry is named in the sheet, and every refusal its server may answer it with
// (its route's own codes and those any route may answer) is worded, in every language: the sheet
// never shows a bare "Action" or "did not accept this" for a refusal whose code is known.
import { ERROR_CODES, LANGUAGES, type LanguageCode } from '@fitchoice/shared';
import { CONTRACT } from '@fitchoice/shared/api/contract';
import { OUTBOX_ROUTES } from '@fitchoice/shared/api/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../i18n/messages';
import type { OutboxRouteId, SettledEntry } from '../../outbox/entries';
import { KIND_MESSAGES } from '../../outbox/OutboxStatus';
import { outboxRefusalWords } from './outbox-refusals';
import './messages';

const KINDS = Object.keys(OUTBOX_ROUTES) as OutboxRouteId[];
const COMMON_CODES = Object.values(ERROR_CODES);
const ownCodes = (route: OutboxRouteId): readonly string[] => (CONTRACT[route] as { errors?: readonly string[] }).errors ?? [];

const refused = (route: OutboxRouteId, code: string): SettledEntry =>
  ({
    id: '0193a000-0000-7000-8000-000000000001',
    route,
    group: 'default',
    path: OUTBOX_ROUTES[route].path,
    body: null,
    coins: null,
    userId: 'u1',
    createdAt: 0,
    attempts: 1,
    failures: 0,
    nextAttemptAt: 0,
    state: 'failed',
    lastError: 'Server English',
    responseStatus: 409,
    response: { error: 'Server English', code },
    settledAt: 1,
  }) as SettledEntry;

/** Each kind's words for each code it may be refused with, loaded as the sheet loads them. */
const words = new Map<string, string>();

beforeAll(async () => {
  for (const route of KINDS)
    for (const code of [...ownCodes(route), ...COMMON_CODES])
      words.set(`${route} ${code}`, (await outboxRefusalWords(refused(route, code))).id);
  // The features' words are registered by loading them; every language's copies with them.
  for (const { code } of LANGUAGES) await loadLanguage(code as LanguageCode);
});

describe('every kind of outbox entry', () => {
  it('covers the routes the contract queues, fifty of them', () => {
    expect(KINDS.length).toBeGreaterThanOrEqual(50);
    expect(KINDS).toEqual(
      expect.arrayContaining(['bookings.create', 'professionals.book', 'wallet.purchase', 'social.createPost', 'chat.send', 'mood.put']),
    );
  });

  it.each(LANGUAGES.map(({ code }) => code))('has a name of its own in %s', (language) => {
    const messages = messagesFor(language as LanguageCode);
    const names = KINDS.map((route) => messages[KIND_MESSAGES[route]]);
    expect(names.filter((name) => !name)).toEqual([]);
    expect(new Set(names).size).toBe(KINDS.length);
  });

  it.each(KINDS)('%s: each code of its own is worded by its feature, and every code any route answers is worded', (route) => {
    const unworded = [...ownCodes(route), ...COMMON_CODES].filter((code) => words.get(`${route} ${code}`) === 'outbox.error.refused');
    expect(unworded).toEqual([]);
    for (const code of ownCodes(route)) expect(words.get(`${route} ${code}`)).not.toMatch(/^outbox\./);
  });

  it.each(LANGUAGES.map(({ code }) => code))('has those words in %s', (language) => {
    const messages = messagesFor(language as LanguageCode);
    const missing = [...new Set(words.values())].filter((id) => !messages[id]);
    expect(missing).toEqual([]);
  });

  it('words a refusal without a code as "did not accept this", and never shows the server’s English', async () => {
    const noCode = { ...refused('mood.put', ''), response: { error: 'Server English' } } as SettledEntry;
    expect((await outboxRefusalWords(noCode)).id).toBe('outbox.error.refused');
    expect([...words.values()].some((id) => id.includes('Server English'))).toBe(false);
  });
});
