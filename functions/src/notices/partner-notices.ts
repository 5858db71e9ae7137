// Mailing a partner the decisions about them (approval, rejection, certification checks) in their
// language, through the one mail port (SES deployed, the local catcher here). Sent after the
// decision is written; a mail that cannot be sent is logged and answered false, never undoing it.
import { appLink, sendMailOrLog } from '../mail/mailer';
import { layoutMail, mailLanguage } from '../mail/templates';
import { type PartnerDecisionKind, type PartnerDecisionValues, partnerDecisionMail } from './partner-copy';

export interface PartnerAddress {
  email: string;
  name: string;
  language: string | null | undefined;
}

/** A decision to mail, as the notices queue carries it (queue.ts). */
export interface PartnerDecision {
  kind: PartnerDecisionKind;
  to: PartnerAddress;
  values: Omit<PartnerDecisionValues, 'name'>;
  path: string | null;
}

/** Mails the decision; `path` is the app page its button opens (none for a rejection). Answers whether it went. */
export function mailPartnerDecision(
  kind: PartnerDecisionKind,
  to: PartnerAddress,
  values: Omit<PartnerDecisionValues, 'name'>,
  path: string | null,
): Promise<boolean> {
  const language = mailLanguage(to.language);
  let link: string | null = null;
  try {
    link = path ? appLink(path) : null;
  } catch {
    // No APP_URL: the mail goes without its button (logged by the mailer's caller's config check).
  }
  return sendMailOrLog(layoutMail(kind, to.email, language, partnerDecisionMail(kind, language, { ...values, name: to.name }, link)));
}
