// The catalogues by language. A language without a catalogue, or a key missing from one, falls
// back to English (spec section 9: translations exist for en, es, fr and pt only).
import { en } from './en';

export type MessageId = keyof typeof en;
export type Catalogue = Partial<Record<MessageId, string>>;

export const CATALOGUES: Record<string, Catalogue> = { en };

export const DEFAULT_LOCALE = 'en';

export function messagesFor(locale: string): Record<MessageId, string> {
  return { ...en, ...CATALOGUES[locale] };
}
