// The API's shape of a stored chat message (the HTTP answers and the socket's events both use it).
import type { ChatMessage } from '@fitchoice/shared/api';
import type { MessageRecord } from './store';

export function toApiMessage(message: MessageRecord): ChatMessage {
  return { id: `${message.conversationId}:${message.seq}`, ...message };
}
