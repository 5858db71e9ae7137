// Queues a review action (write, helpful, report) and refreshes the gym's reviews once the server
// answered, or later when it does (outbox/answer.ts).
import { useQueryClient } from '@tanstack/react-query';
import { answerShownHere } from '../../outbox/answer';
import type { OutboxEntry, OutboxRouteId } from '../../outbox/entries';

export function useReviewAction(gymId: string) {
  const queryClient = useQueryClient();
  return async <Id extends OutboxRouteId>(queue: Promise<OutboxEntry<Id>>) => {
    const answer = await answerShownHere(await queue);
    if (answer) await queryClient.invalidateQueries({ queryKey: ['gyms', 'reviews', gymId] });
    return answer;
  };
}
