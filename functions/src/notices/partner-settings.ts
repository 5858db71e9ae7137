// A partner's notice settings: which of the notices about their business (new bookings,
// cancellations, reviews) they get by push and by mail. Every switch is on until they change it.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_PARTNER_NOTICE_SETTINGS, PARTNER_NOTICE_KINDS, type PartnerNoticeSettings } from '@fitchoice/shared/api';
import { documentClient, TABLE } from '../dynamo/client';
import { accountKeys } from '../keys/account-keys';

export async function partnerNoticeSettings(userId: string): Promise<PartnerNoticeSettings> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: accountKeys.partnerNotices(userId) }));
  const stored = (Item?.settings ?? {}) as Partial<PartnerNoticeSettings>;
  return Object.fromEntries(
    PARTNER_NOTICE_KINDS.map((kind) => [kind, { ...DEFAULT_PARTNER_NOTICE_SETTINGS[kind], ...stored[kind] }]),
  ) as PartnerNoticeSettings;
}

export async function savePartnerNoticeSettings(userId: string, settings: PartnerNoticeSettings, now: Date): Promise<void> {
  await documentClient.send(
    new PutCommand({ TableName: TABLE, Item: { ...accountKeys.partnerNotices(userId), settings, updatedAt: now.toISOString() } }),
  );
}
