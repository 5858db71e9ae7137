// The local runtime's mail page: the messages the local catcher kept (src/mail/local-catcher.ts),
// newest first, at /__mail, each readable at /__mail/<id> with links that open in the page itself
// (as from a mail app), and as JSON at /__mail/messages.json?to=<address> for tests. Local only: the
// deployed app has no such route, and here it answers only this machine (mail holds reset links).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERROR_CODES } from '@fitchoice/shared';
import { listCaughtMail, readCaughtMail } from '../mail/local-catcher';
import { sendError, sendJson } from './adapter';

function isLoopback(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? '';
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function sendHtml(res: ServerResponse, status: number, title: string, body: string): void {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;max-width:760px;margin-inline:auto;color:#131722}
li{margin:8px 0}a{color:#15803d}.meta{color:#525a6e;font-size:14px}pre{white-space:pre-wrap;background:#eef0f6;padding:12px;border-radius:8px}
iframe{width:100%;height:520px;border:1px solid #d6dae5;border-radius:8px}</style></head><body>${body}</body></html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // A tool page, not the app: its own inline styles (and the mail's) may show; nothing may run.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
  });
  res.end(page);
}

export async function serveMailPage(req: IncomingMessage, res: ServerResponse, url: URL, dir: string): Promise<void> {
  if (!isLoopback(req)) {
    sendError(res, 404, `Not found: ${url.pathname}`, ERROR_CODES.notFound);
    return;
  }
  const rest = url.pathname.replace(/^\/__mail\/?/, '');
  if (rest === 'messages.json') {
    sendJson(res, 200, { messages: await listCaughtMail(dir, url.searchParams.get('to') ?? undefined) });
    return;
  }
  if (rest === '') {
    const messages = await listCaughtMail(dir);
    const items = messages
      .map(
        (message) =>
          `<li><a href="/__mail/${message.id}">${escapeHtml(message.subject)}</a><br><span class="meta">To ${escapeHtml(message.to)} · ${escapeHtml(message.sentAt)}</span></li>`,
      )
      .join('');
    sendHtml(
      res,
      200,
      'Caught mail',
      `<h1>Caught mail</h1><p class="meta">What FitChoice sent, kept under ${escapeHtml(dir)} (local only).</p>${items ? `<ul>${items}</ul>` : '<p>No mail yet.</p>'}`,
    );
    return;
  }
  const message = await readCaughtMail(dir, rest);
  if (!message) {
    sendHtml(res, 404, 'No such mail', '<h1>No such mail</h1><p><a href="/__mail">All mail</a></p>');
    return;
  }
  sendHtml(
    res,
    200,
    message.subject,
    `<p><a href="/__mail">All mail</a></p><h1>${escapeHtml(message.subject)}</h1>
<p class="meta">To ${escapeHtml(message.to)} · ${escapeHtml(message.sentAt)} · ${escapeHtml(message.kind)}</p>
<iframe title="${escapeHtml(message.subject)}" sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${escapeHtml(`<base target="_top">${message.html}`)}"></iframe>
<h2>Plain text</h2><pre>${escapeHtml(message.text)}</pre>`,
  );
}
