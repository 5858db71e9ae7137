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

/**
 * A mail's words: `hello` and `paragraphs` are templates whose `{name}` placeholders `values` fill
 * (each value kept in its own direction), the subject is filled already; an optional button.
 */
export interface MailContent {
  subject: string;
  hello: string;
  paragraphs: readonly string[];
  values: Readonly<Record<string, string>>;
  button?: { label: string; link: string };
  footer?: string;
}

/** A template's `{name}` placeholders filled as plain text (a subject). */
export function fillPlain(template: string, values: Readonly<Record<string, string>>): string {
  return fill(template, values, (text) => text);
}

/** Any of the backend's mails as plain text and as simple HTML with at most one button, one layout for all. */
export function layoutMail(kind: string, to: string, language: LanguageCode, content: MailContent): MailMessage {
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  // In a right-to-left text a value keeps its own direction between FSI and PDI.
  const plain = dir === 'rtl' ? (t: string) => `\u2068${t}\u2069` : (t: string) => t;
  const html = (t: string) => `<bdi>${escapeHtml(t)}</bdi>`;
  const { values, button } = content;
  const text = [
    fill(content.hello, values, plain),
    '',
    ...content.paragraphs.flatMap((paragraph) => [fill(paragraph, values, plain), '']),
    ...(button ? [`${button.label}: ${plain(button.link)}`, ''] : []),
    ...(content.footer ? [content.footer, ''] : []),
    '— FitChoice',
  ].join('\n');
  const page = `<!doctype html>
<html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#131722">
<div dir="${dir}" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="font-weight:800;font-size:20px;margin:0 0 16px">FitChoice</p>
<p>${fill(content.hello, values, html)}</p>
${content.paragraphs.map((paragraph) => `<p>${fill(paragraph, values, html)}</p>`).join('\n')}
${button ? `<p style="margin:24px 0"><a href="${escapeHtml(button.link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#15803d;color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(button.label)}</a></p>` : ''}
${content.footer ? `<p style="color:#525a6e;font-size:14px">${escapeHtml(content.footer)}</p>` : ''}
${button ? `<p dir="ltr" style="color:#525a6e;font-size:12px;word-break:break-all">${escapeHtml(button.link)}</p>` : ''}
</div></body></html>`;
  return { to, subject: content.subject, text, html: page, kind };
}

/** The mail of `kind` to `to`, in `language`, with its one link. */
export function accountMail(
  kind: MailKind,
  input: { to: string; name: string; email: string; link: string; language: LanguageCode | string | null | undefined },
): MailMessage {
  const language = mailLanguage(input.language);
  const copy = MAIL_COPY[language][kind];
  return layoutMail(kind, input.to, language, {
    subject: copy.subject,
    hello: copy.hello,
    paragraphs: [copy.body],
    values: { name: input.name, email: input.email },
    button: { label: copy.button, link: input.link },
    footer: copy.footer,
  });
}
