// Sending a chat message: the member's words and the coach's answer are kept on the device and
// queued for the server; the change asked for (a swap, a shorter session) is made by the rules here,
// so it works offline. Online with an AI model configured, the model's words stream in and become
// the answer; if it fails, the rules' answer stands.
import type { CoachMessage } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { answerWithRules, localDate, type Note, type Plan } from '@fitchoice/shared/coach';
import { v7 as uuidv7 } from 'uuid';
import { apiStream } from '../../api/client';
import { storeMessage, storePlan } from './coach-data';
import type { CoachWords } from './words';

export interface SendChatInput {
  userId: string;
  text: string;
  plan: Plan | null;
  /** The member's language, the exercise names the rules read and the how-tos the model is given. */
  words: Pick<CoachWords, 'locale' | 'names' | 'instructions'>;
  /** Whether to ask the server's AI model (configured and online). */
  useModel: boolean;
  /** Each piece of the model's words as it arrives. */
  onWords(text: string): void;
}

export async function sendChat({ userId, text, plan, words, useModel, onWords }: SendChatInput): Promise<void> {
  const sentAt = new Date();
  const today = localDate(sentAt);
  const mine: CoachMessage = { id: uuidv7(), role: 'member', text, note: null, createdAt: sentAt.toISOString() };
  await storeMessage(userId, mine);
  const rules = answerWithRules(text, plan, today, sentAt.toISOString(), words.names);
  if (rules.plan) await storePlan(userId, rules.plan);
  let reply: Note = rules.reply;
  if (useModel) {
    try {
      const explained = rules.reply.code === 'chat.explain' ? String(rules.reply.values?.exercise ?? '') : '';
      const instructions = explained ? words.instructions(explained) || undefined : undefined;
      await apiStream(routes.coachChat, { body: { text, today, locale: words.locale, plan, instructions } }, (event) => {
        if (event.type === 'delta') onWords(event.text);
        else reply = event.reply;
      });
    } catch (error) {
      console.warn('The coach’s model could not answer; the rules’ answer stands', error);
    }
  }
  const answeredAt = new Date(Math.max(Date.now(), sentAt.getTime() + 1)).toISOString();
  await storeMessage(userId, { id: uuidv7(), role: 'coach', text: null, note: reply, createdAt: answeredAt });
}
