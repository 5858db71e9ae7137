// Telling a partner what members did with their business: a gym's partner of its visits booked
// and cancelled and its reviews; a professional of their sessions booked, cancelled or moved and
// their reviews. By push on their devices and by mail in their language, each kind on each channel
// as their panel's settings say. Sent after the member's change is written; a notice that cannot be
// sent is logged, never undoing the change.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PartnerNoticeKind, PartnerPushKind, ProfessionalKind } from '@fitchoice/shared/api';
import { documentClient, TABLE } from '../dynamo/client';
import { gymKeys } from '../keys/gym-keys';
import { logger } from '../log';
import { appLink, sendMailOrLog } from '../mail/mailer';
import { layoutMail, mailLanguage } from '../mail/templates';
import { pushToDevices } from '../push/send';
import { getUser, type UserRecord } from '../users/store';
import { type PartnerActivityKind, partnerActivityMail } from './partner-activity-copy';
import { partnerNoticeSettings } from './partner-settings';

/** What a member did, with what the notice says of it; `memberId` is never told of their own doing. */
export type PartnerActivity = { memberId: string; member: string } & (
  | { kind: 'visit_booked' | 'visit_cancelled'; place: string; start: string; timeZone: string }
  | { kind: 'session_booked' | 'session_cancelled'; start: string; timeZone: string }
  | { kind: 'session_moved'; start: string; from: string; timeZone: string }
  | { kind: 'gym_review'; place: string; stars: number; text: string }
  | { kind: 'pro_review'; stars: number; text: string }
);

/** The setting that switches each activity's notice. */
const SETTING_OF: Record<PartnerActivityKind, PartnerNoticeKind> = {
  visit_booked: 'booking',
  session_booked: 'booking',
  session_moved: 'booking',
  visit_cancelled: 'cancellation',
  session_cancelled: 'cancellation',
  gym_review: 'review',
  pro_review: 'review',
};

const PUSH_OF: Record<PartnerNoticeKind, PartnerPushKind> = {
  booking: 'partner_booking',
  cancellation: 'partner_cancellation',
  review: 'partner_review',
};

const PANEL_OF: Record<ProfessionalKind, string> = { trainer: '/trainer-panel', nutritionist: '/nutritionist-panel' };
const GYM_PANEL = '/fitness-center-panel';

/** Tells each partner of the gym (its owner's account, not suspended). Never throws. */
export async function tellGymPartners(gymId: string, activity: PartnerActivity): Promise<void> {
  try {
    const partners = await gymPartners(gymId);
    await Promise.all(partners.map((partner) => tell(partner, activity, GYM_PANEL)));
  } catch (error) {
    logger.error('A gym partner was not told of a booking or review', { kind: activity.kind, error: error as Error });
  }
}

/** Tells the professional, when their profile is a partner's (a catalogue professional has no account). Never throws. */
export async function tellProfessional(pro: { userId: string | null; kind: ProfessionalKind }, activity: PartnerActivity): Promise<void> {
  if (!pro.userId) return;
  try {
    const partner = await getUser(pro.userId);
    if (partner && isReachable(partner) && partner.roles.includes(pro.kind)) await tell(partner, activity, PANEL_OF[pro.kind]);
  } catch (error) {
    logger.error('A professional was not told of a booking or review', { kind: activity.kind, error: error as Error });
  }
}

function isReachable(user: UserRecord): boolean {
  return !user.deletedAt && !user.suspendedAt && !user.isGuest;
}

/** The accounts linked to the gym that still run it: a gym partner with the gym among theirs. */
async function gymPartners(gymId: string): Promise<UserRecord[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': gymKeys.gym(gymId).PK, ':prefix': gymKeys.partnerPrefix },
    }),
  );
  const users = await Promise.all(Items.map((item) => getUser(item.userId as string)));
  return users.filter(
    (user): user is UserRecord =>
      user !== null && isReachable(user) && user.roles.includes('gym_partner') && (user.gymIds ?? []).includes(gymId),
  );
}

async function tell(partner: UserRecord, activity: PartnerActivity, panel: string): Promise<void> {
  if (partner.id === activity.memberId) return;
  const setting = SETTING_OF[activity.kind];
  const wants = (await partnerNoticeSettings(partner.id))[setting];
  const place = 'place' in activity ? activity.place : '';
  await Promise.all([
    wants.push
      ? pushToDevices(partner.id, { kind: PUSH_OF[setting], values: { member: activity.member, place }, url: panel }).catch(
          (error: unknown) => logger.warn('A partner notice was not pushed', { error: error as Error }),
        )
      : null,
    wants.mail && partner.email ? mail(partner, partner.email, activity, panel) : null,
  ]);
}

function mail(partner: UserRecord, to: string, activity: PartnerActivity, panel: string): Promise<boolean> {
  const language = mailLanguage(partner.language);
  let link: string | null = null;
  try {
    link = appLink(panel);
  } catch {
    // No APP_URL: the mail goes without its button.
  }
  const content = partnerActivityMail(activity.kind, language, { ...activity, name: partner.name }, link);
  return sendMailOrLog(layoutMail(`partner-${activity.kind}`, to, language, content));
}
