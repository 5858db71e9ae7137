// How a refused chat message (or a conversation that could not be started, or a read mark) is
// worded by its code (api/field-errors.ts), in the member's language: under the message, where it
// was written, and in the outbox sheet. The server's English text is never shown.
import type { OwnRefusalTable } from '../../api/field-errors';
import './messages';

export const CHAT_REFUSALS = {
  client_id_taken: 'chat.refused.duplicate',
  not_found: 'chat.refused.gone',
} as const satisfies OwnRefusalTable<'chat.send' | 'chat.read'>;

export const CONVERSATION_REFUSALS = { forbidden: 'messages.new.refused' } as const satisfies OwnRefusalTable<'chat.create'>;
