// Telling a member that something they booked changed on the partner's side (a gym or a
// professional paused, a session cancelled or moved by its professional): a push notification on
// their devices and a mail in their language. Sent after the change is written; a notice that
// cannot be sent is logged, never undoing the change.
import { logger } from '../log';
import { appLink, sendMailOrLog } from '../mail/mailer';
import { layoutMail, mailLanguage } from '../mail/templates';
import { pushTo } from '../push/send';
import { getUser } from '../users/store';
import { type MemberNoticeKind, type MemberNoticeValues, memberNoticeMail } from './member-copy';

export type MemberNotice = { kind: MemberNoticeKind } & Omit<MemberNoticeValues, 'name'>;

/** Tells the member by push and by mail; answers whether the mail went. Never throws: the change it follows is written. */
export async function tellMember(userId: string, notice: MemberNotice): Promise<boolean> {
  try {
    return await tell(userId, notice);
  } catch (error) {
    logger.error('A member was not told of a change to their booking', { kind: notice.kind, error: error as Error });
    return false;
  }
}

async function tell(userId: string, notice: MemberNotice): Promise<boolean> {
  const user = await getUser(userId);
  if (!user || user.deletedAt || user.isGuest) return false;
  const url = '/bookings';
  await pushTo(userId, {
    kind: 'booking_update',
    values: { notice: notice.kind, place: notice.place, start: notice.start, timeZone: notice.timeZone },
    url,
  }).catch((error: unknown) => logger.warn('A booking notice was not pushed', { error: error as Error }));
  if (!user.email) return false;
  const language = mailLanguage(user.language);
  const content = memberNoticeMail(notice.kind, language, { ...notice, name: user.name }, appLink(url));
  return sendMailOrLog(layoutMail(`notice-${notice.kind}`, user.email, language, content));
}
