// A one-off repair for partner notices: a gym learns of its partners from a link item (GYM#<gym> /
// PARTNER#<user>) that an approval or a role change writes, and notices/partner-activity.ts tells
// only the partners it links. Partners approved before the links existed have none, so they hear
// nothing of their gym's bookings and reviews. This scan of the user profiles writes the link of
// every gym in each gym partner's gymIds, once per table (`npm run backfill-indexes -w
// @fitchoice/functions`); a repeat writes nothing. Each write is conditional, so it may run while
// the app is live.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { scanAll } from '../dynamo/scan-all';
import { gymKeys } from '../keys/gym-keys';

/** Links every gym partner to each of their gyms that lacks the link; answers how many it read and linked. */
export async function linkGymPartners(now = new Date()): Promise<{ scanned: number; linked: number }> {
  let linked = 0;
  const scanned = await scanAll(
    {
      FilterExpression: 'begins_with(PK, :user) AND SK = :profile AND contains(#roles, :role)',
      ExpressionAttributeNames: { '#roles': 'roles' },
      ExpressionAttributeValues: { ':user': 'USER#', ':profile': 'PROFILE', ':role': 'gym_partner' },
    },
    async (user) => {
      const gymIds = Array.isArray(user.gymIds) ? (user.gymIds as string[]) : [];
      for (const gymId of gymIds) {
        try {
          await documentClient.send(
            new PutCommand({
              TableName: TABLE,
              Item: { ...gymKeys.partner(gymId, user.id as string), userId: user.id, createdAt: now.toISOString() },
              ConditionExpression: 'attribute_not_exists(PK)',
            }),
          );
          linked += 1;
        } catch (error) {
          if (!isConditionFailed(error)) throw error;
        }
      }
    },
  );
  return { scanned, linked };
}
