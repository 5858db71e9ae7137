// The account mails, in the member's language (any of the twelve; an unknown one gets English),
// each as plain text and as simple HTML with one button. The words are in copy.ts. Arabic mails are
// right to left, and the member's name, address and link keep their own direction in both forms
// (<bdi> in HTML, FSI … PDI in the text), so "Alex Walker" does not take the Arabic sentence's.
import { isLanguageCode, type LanguageCode, RTL_LANGUAGES } from '@fitchoice/shared';
import { MAIL_COPY, type MailKind } from './copy';
import type { MailMessage } from './mailer';

export type { MailKind } from './copy';

/** The language a mail is written in: the member's, when it is one of the twelve; else English. */
export function mailLanguage(language: string | null | undefined): LanguageCode {
  return isLanguageCode(language) ? language : 'en';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function fill(template: string, values: Record<string, string>, encode: (text: string) => string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encode(values[name] ?? ''));
}

/** The mail of `kind` to `to`, in `language`, with its one link. */
export function accountMail(
  kind: MailKind,
  input: { to: string; name: string; email: string; link: string; language: LanguageCode | string | null | undefined },
): MailMessage {
  const language = mailLanguage(input.language);
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  const copy = MAIL_COPY[language][kind];
  const values = { name: input.name, email: input.email };
  // In a right-to-left text a value keeps its own direction between FSI and PDI.
  const plain = dir === 'rtl' ? (t: string) => `\u2068${t}\u2069` : (t: string) => t;
  const html = (t: string) => `<bdi>${escapeHtml(t)}</bdi>`;
  const text = [
    fill(copy.hello, values, plain),
    '',
    fill(copy.body, values, plain),
    '',
    `${copy.button}: ${plain(input.link)}`,
    '',
    copy.footer,
    '',
    '— FitChoice',
  ].join('\n');
  const page = `<!doctype html>
<html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#131722">
<div dir="${dir}" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="font-weight:800;font-size:20px;margin:0 0 16px">FitChoice</p>
<p>${fill(copy.hello, values, html)}</p>
<p>${fill(copy.body, values, html)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#15803d;color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(copy.button)}</a></p>
<p style="color:#525a6e;font-size:14px">${escapeHtml(copy.footer)}</p>
<p dir="ltr" style="color:#525a6e;font-size:12px;word-break:break-all">${escapeHtml(input.link)}</p>
</div></body></html>`;
  return { to: input.to, subject: copy.subject, text, html: page, kind };
}
