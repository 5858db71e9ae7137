// The service worker's push notifications: the server sends a kind and values (a name, a message's
// text) and the path to open; this words them in the member's language (the one stored by the app,
// else the browser's) and, when tapped, focuses an open window on that path or opens one.
/// <reference lib="webworker" />
import { STORAGE_KEYS } from '@fitchoice/shared';
import { getDatabase } from '../db/database';

declare const self: ServiceWorkerGlobalScope;

interface PushPayload {
  kind: 'message' | 'friend_request' | 'match' | 'booking_reminder' | 'motivation';
  values: Record<string, string>;
  url: string;
}

type Wording = Record<PushPayload['kind'], (values: Record<string, string>) => { title: string; body: string }>;

// The worker has no react-intl: its few sentences live here, in the four translated languages.
const WORDING: Record<'en' | 'es' | 'fr' | 'pt', Wording> = {
  en: {
    message: (v) => ({ title: `Message from ${v.name}`, body: v.text ?? '' }),
    friend_request: (v) => ({ title: 'New friend request', body: `${v.name} wants to be your friend on FitChoice` }),
    match: (v) => ({ title: "It's a match!", body: `You and ${v.name} want to train together. Say hi!` }),
    booking_reminder: (v) => ({ title: 'Your visit is in 2 hours', body: v.gym ?? '' }),
    motivation: () => ({ title: 'Your daily motivation', body: 'Today’s message from your coach is ready.' }),
  },
  es: {
    message: (v) => ({ title: `Mensaje de ${v.name}`, body: v.text ?? '' }),
    friend_request: (v) => ({ title: 'Nueva solicitud de amistad', body: `${v.name} quiere ser tu amigo en FitChoice` }),
    match: (v) => ({ title: '¡Hay coincidencia!', body: `Tú y ${v.name} queréis entrenar juntos. ¡Saluda!` }),
    booking_reminder: (v) => ({ title: 'Tu visita es dentro de 2 horas', body: v.gym ?? '' }),
    motivation: () => ({ title: 'Tu motivación del día', body: 'El mensaje de hoy de tu coach está listo.' }),
  },
  fr: {
    message: (v) => ({ title: `Message de ${v.name}`, body: v.text ?? '' }),
    friend_request: (v) => ({ title: "Nouvelle demande d'ami", body: `${v.name} veut être votre ami sur FitChoice` }),
    match: (v) => ({ title: "C'est un match !", body: `${v.name} et vous voulez vous entraîner ensemble. Dites bonjour !` }),
    booking_reminder: (v) => ({ title: 'Votre visite est dans 2 heures', body: v.gym ?? '' }),
    motivation: () => ({ title: 'Votre motivation du jour', body: 'Le message du jour de votre coach est prêt.' }),
  },
  pt: {
    message: (v) => ({ title: `Mensagem de ${v.name}`, body: v.text ?? '' }),
    friend_request: (v) => ({ title: 'Novo pedido de amizade', body: `${v.name} quer ser seu amigo no FitChoice` }),
    match: (v) => ({ title: 'Deu match!', body: `Você e ${v.name} querem treinar juntos. Diga oi!` }),
    booking_reminder: (v) => ({ title: 'Sua visita é daqui a 2 horas', body: v.gym ?? '' }),
    motivation: () => ({ title: 'Sua motivação do dia', body: 'A mensagem de hoje do seu coach está pronta.' }),
  },
};

async function languageOf(): Promise<keyof typeof WORDING> {
  let stored: unknown = null;
  try {
    const db = await getDatabase();
    stored = (await db.records.findOne(STORAGE_KEYS.language).exec())?.get('value');
  } catch {
    // No database yet: the browser's language.
  }
  const code = String(stored ?? self.navigator.language).slice(0, 2);
  return code === 'es' || code === 'fr' || code === 'pt' ? code : 'en';
}

function payloadOf(event: PushEvent): PushPayload | null {
  try {
    const data = event.data?.json() as PushPayload | undefined;
    return data && data.kind in WORDING.en && typeof data.url === 'string' && data.url.startsWith('/') ? data : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  if (!payload) return;
  event.waitUntil(
    languageOf().then((language) => {
      const { title, body } = WORDING[language][payload.kind](payload.values ?? {});
      return self.registration.showNotification(title, {
        body,
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
