// The server's IP lookup (spec section 4, step 3): asks the public services for a caller's address,
// in order, each within its timeout, and keeps what they said per address for an hour, so a member
// opening the app again (or a crowd behind one address) costs the services nothing. The browser
// never calls them: the third parties see the server, not the visitor.
//   IP_LOOKUP_URLS                   comma-separated URL templates with `{ip}`, tried in order; empty = off
//   FITCHOICE_IP_LOOKUP_TIMEOUT_MS   each service's timeout (default IP_LOOKUP_TIMEOUT_MS, 3 s; tests shorten it)
import { IP_LOOKUP_TIMEOUT_MS } from '@fitchoice/shared';
import { type IpLocation, ipLocationSchema } from '@fitchoice/shared/api';
import * as z from 'zod';
import { logger } from '../log';
import { isLocatableAddress } from './private-address';

export const DEFAULT_IP_LOOKUP_URLS = 'https://ipapi.co/{ip}/json/,https://ipwho.is/{ip}';
export const IP_CACHE_TTL_MS = 60 * 60 * 1000;
/** Addresses kept at most; past it the oldest entry goes (a flood of new addresses cannot grow the process). */
export const IP_CACHE_MAX_ENTRIES = 10_000;

export interface IpLocatorConfig {
  /** URL templates with `{ip}`, tried in order. */
  urls: readonly string[];
  timeoutMs: number;
  /** Addresses kept at most (IP_CACHE_MAX_ENTRIES). */
  maxEntries: number;
}

export function readIpLocatorConfig(env: NodeJS.ProcessEnv = process.env): IpLocatorConfig {
  const urls = (env.IP_LOOKUP_URLS ?? DEFAULT_IP_LOOKUP_URLS)
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of urls) {
    if (!/^https?:\/\/[^/?#]+/.test(url) || !url.includes('{ip}')) {
      throw new Error(`IP_LOOKUP_URLS must hold http(s) URL templates with {ip}, got "${url}"`);
    }
  }
  const rawTimeout = env.FITCHOICE_IP_LOOKUP_TIMEOUT_MS;
  const timeoutMs = rawTimeout ? Number(rawTimeout) : IP_LOOKUP_TIMEOUT_MS;
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs < 1) {
    throw new Error(`FITCHOICE_IP_LOOKUP_TIMEOUT_MS must be a whole number of ms >= 1, got "${rawTimeout}"`);
  }
  return { urls, timeoutMs, maxEntries: IP_CACHE_MAX_ENTRIES };
}

/** What a service answers: its own fields besides, but coordinates in range, and not (0, 0), which services give for "unknown". */
const serviceAnswerSchema = z
  .looseObject(ipLocationSchema.shape)
  .refine((answer) => answer.latitude !== 0 || answer.longitude !== 0, 'no place: (0, 0)');

export interface IpLocator {
  /** The caller's position, or null when no service could place the address. */
  locate(ip: string, now: number): Promise<IpLocation | null>;
}

export function createIpLocator(config: IpLocatorConfig): IpLocator {
  // Insertion order is age order: a fresh answer is re-inserted, so the first key is the oldest.
  const cache = new Map<string, { expiresAt: number; answer: Promise<IpLocation | null> }>();

  async function ask(template: string, ip: string): Promise<IpLocation> {
    const response = await fetch(template.replaceAll('{ip}', encodeURIComponent(ip)), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const parsed = serviceAnswerSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error(`answered no coordinates: ${parsed.error.issues[0]?.message ?? 'refused'}`);
    return { latitude: parsed.data.latitude, longitude: parsed.data.longitude };
  }

  async function lookUp(ip: string): Promise<IpLocation | null> {
    for (const template of config.urls) {
      try {
        return await ask(template, ip);
      } catch (error) {
        // The service's origin only: its URL carries the caller's address, which is never logged.
        const service = new URL(template.replaceAll('{ip}', 'ip')).origin;
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : String(error);
        logger.info('An IP lookup service gave no position', { service, reason });
      }
    }
    return null;
  }

  return {
    locate(ip, now) {
      if (config.urls.length === 0 || !isLocatableAddress(ip)) return Promise.resolve(null);
      const cached = cache.get(ip);
      if (cached && cached.expiresAt > now) return cached.answer;
      cache.delete(ip);
      if (cache.size >= config.maxEntries) cache.delete(cache.keys().next().value!);
      // The promise is kept, so callers from one address at the same moment share one lookup.
      const answer = lookUp(ip);
      cache.set(ip, { expiresAt: now + IP_CACHE_TTL_MS, answer });
      return answer;
    },
  };
}
