// A member's social settings: findable by name (and the "findable" index that makes it so), what
// friends see, what is posted for them, which pushes they want. The push sender and the social
// feature read them; the friends routes change them.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_SOCIAL_SETTINGS, type SocialSettings } from '@fitchoice/shared/api';
import { documentClient, TABLE } from '../dynamo/client';
import { socialKeys } from '../keys/social-keys';

export async function getSettings(userId: string): Promise<SocialSettings> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: socialKeys.settings(userId), ConsistentRead: true }));
  if (!Item) return DEFAULT_SOCIAL_SETTINGS;
  return {
    findable: Item.findable === true,
    share: { ...DEFAULT_SOCIAL_SETTINGS.share, ...(Item.share as object) },
    autoPost: { ...DEFAULT_SOCIAL_SETTINGS.autoPost, ...(Item.autoPost as object) },
    push: { ...DEFAULT_SOCIAL_SETTINGS.push, ...(Item.push as object) },
  };
}

/** Saves the settings; a findable member is on the search index under their name, and off it at once otherwise. */
export async function saveSettings(user: { id: string; name: string }, settings: SocialSettings): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...socialKeys.settings(user.id),
        ...settings,
        name: user.name,
        ...(settings.findable ? socialKeys.findableIndex(user.name, user.id) : {}),
      },
    }),
  );
}
