// The service worker's push notifications: the server sends a kind and values (a name, a message's
// text) and the path to open; this words them in the member's language (push-words.ts: the one
// stored by the app, else the browser's) and, when tapped, focuses an open window on that path or opens one.
/// <reference lib="webworker" />
import { isPushKind, type NotificationKind, pushWords } from './push-words';
import { storedLanguage } from './stored-language';

declare const self: ServiceWorkerGlobalScope;

interface PushPayload {
  kind: NotificationKind;
  values: Record<string, string>;
  url: string;
}

function payloadOf(event: PushEvent): PushPayload | null {
  try {
    const data = event.data?.json() as PushPayload | undefined;
    return data && isPushKind(data.kind) && typeof data.url === 'string' && data.url.startsWith('/') ? data : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  if (!payload) return;
  event.waitUntil(
    storedLanguage().then((language) => {
      const { title, body, dir, lang } = pushWords(language, payload.kind, payload.values ?? {});
      return self.registration.showNotification(title, {
        body,
        dir,
        lang,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag: payload.kind === 'message' ? payload.url : payload.kind,
        data: { url: payload.url },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (clients) => {
      const client = clients.find((candidate) => new URL(candidate.url).origin === self.location.origin);
      if (client) {
        await client.focus();
        await client.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    }),
  );
});
