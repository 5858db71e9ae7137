// Web Push on this device: ask for permission only after a meaningful action (a message sent, a
// friend request, a match), never at first load; subscribe with the server's VAPID key and hand the
// subscription to the server. Works wherever the browser has PushManager (an installed iOS PWA too).
import * as routes from '@fitchoice/shared/api/routes';
import { useSyncExternalStore } from 'react';
import { apiCall } from '../../api/client';

export type PushSupport = 'unsupported' | 'default' | 'granted' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('Notification' in window) || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported';
  }
  return Notification.permission;
}

let askNow = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** A meaningful action happened: the prompt may show (once per session, if the member has not decided yet). */
export function offerPush(): void {
  if (askNow || pushSupport() !== 'default') return;
  askNow = true;
  notify();
}

export function dismissPushOffer(): void {
  askNow = false;
  notify();
}

export function usePushOffer(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => askNow,
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** Asks the browser (the member's tap is the gesture it needs), subscribes, and registers the subscription. */
export async function enablePush(): Promise<PushSupport> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await apiCall(routes.pushKey, {});
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await apiCall(routes.pushSubscribe, { body: { endpoint: json.endpoint, keys: json.keys } });
  return 'granted';
}
