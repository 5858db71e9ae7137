// Accounts with data, made through the real API of a local runtime started with its test hooks
// (FITCHOICE_TEST_HOOKS=1: roles and the server clock, as the end-to-end tests set them): a member
// with SweatCoins, a confirmed email, a friend, a conversation, a gym booking, a session booked with a
// trainer and a joined challenge; and one account per panel role.
import { randomUUID } from 'node:crypto';

/** A signed-in account's side of the API: its cookies, sent with every call, and the site's Origin. */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  id = '';
  email = '';

  constructor(readonly baseUrl: string) {}

  async call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        origin: this.baseUrl,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const each of response.headers.getSetCookie()) {
      const [name, value] = each.split(';')[0]!.split('=') as [string, string];
      this.cookies.set(name, value);
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  /** The session's cookies, as the DevTools protocol sets them in a browser. */
  browserCookies(): { name: string; value: string; url: string }[] {
    return [...this.cookies].map(([name, value]) => ({ name, value, url: this.baseUrl }));
  }
}

/** A new account, signed up through the API (as the sign-up screen does). */
export async function signUp(baseUrl: string, label: string): Promise<ApiClient> {
  const client = new ApiClient(baseUrl);
  client.email = `${label.replaceAll(' ', '-')}-${randomUUID().slice(0, 8)}@example.com`;
  const answer = await client.call<{ user: { id: string } }>('POST', '/api/auth/signup', {
    email: client.email,
    password: 'correct horse battery',
    name: label.replace(/^./, (first) => first.toUpperCase()),
  });
  client.id = answer.user.id;
  return client;
}

/** Gives the account roles (and the gyms a gym partner runs) through the runtime's test hook. */
export async function giveRoles(client: ApiClient, roles: string[], gymIds: string[] = []): Promise<void> {
  await client.call('POST', '/__test/roles', { email: client.email, roles: ['member', ...roles], gymIds });
}

/** Sets (an ISO time) or releases (null) the server's clock through the runtime's test hook. */
export async function setServerClock(client: ApiClient, now: string | null): Promise<void> {
  await client.call('POST', '/__test/clock', { now });
}

/** Opens the confirmation link mailed at sign-up (redeeming needs a confirmed email). */
export async function confirmEmail(client: ApiClient): Promise<void> {
  for (let tries = 0; tries < 50; tries += 1) {
    const { messages } = await client.call<{ messages: { kind: string; text: string }[] }>(
      'GET',
      `/__mail/messages.json?to=${encodeURIComponent(client.email)}`,
    );
    const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(messages.find((message) => message.kind === 'verify-email')?.text ?? '')?.[1];
    if (token) {
      await client.call('POST', '/api/account/verify-email', { token });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No confirmation mail for ${client.email}`);
}

/** Buys SweatCoins with the demo wallet (0.01 ETH = 1,000 SweatCoins a purchase). */
export async function buyCoins(client: ApiClient, purchases: number): Promise<void> {
  for (let i = 0; i < purchases; i += 1) {
    await client.call(
      'POST',
      '/api/web3/crypto-purchase',
      {
        walletAddress: '0x1111111111111111111111111111111111111111',
        ethAmount: '0.01',
        sweatCoinsAmount: '1000.00',
        transactionHash: `demo-${Date.now()}${i}`,
      },
      { 'Idempotency-Key': randomUUID() },
    );
  }
}

/** The gym the seeded bookings are at: open all day, in New York. */
export const BENCH_GYM = 'gym-us-007';

/** The gym's free slots `days` ahead (its own calendar day). */
export async function gymSlots(client: ApiClient, days: number): Promise<{ start: string; localTime: string }[]> {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + days * 86_400_000));
  const answer = await client.call<{ slots: { start: string; localTime: string }[] }>(
    'GET',
    `/api/gyms/${BENCH_GYM}/availability?date=${date}`,
  );
  return answer.slots;
}

export async function bookGym(client: ApiClient, slotStart: string): Promise<{ id: string }> {
  const { booking } = await client.call<{ booking: { id: string } }>(
    'POST',
    '/api/bookings',
    { gymId: BENCH_GYM, slotStart, payWith: 'sweatcoins' },
    { 'Idempotency-Key': randomUUID() },
  );
  return booking;
}

/** Makes two accounts friends: `from` asks, `to` accepts. */
export async function befriend(from: ApiClient, to: ApiClient): Promise<void> {
  const { request } = await from.call<{ request: { id: string } }>('POST', '/api/friends/requests', { userId: to.id });
  await to.call('POST', `/api/friends/requests/${request.id}/accept`);
}

/** A one-to-one conversation between the two, with `messages` messages alternating; answers its id. */
export async function converse(a: ApiClient, b: ApiClient, messages: number): Promise<string> {
  const { conversation } = await a.call<{ conversation: { id: string } }>('POST', '/api/conversations', { memberIds: [b.id] });
  for (let i = 0; i < messages; i += 1) {
    const sender = i % 2 === 0 ? a : b;
    await sender.call('POST', `/api/conversations/${conversation.id}/messages`, {
      clientId: randomUUID(),
      text: `Message ${i + 1}: see you at the gym at ${7 + (i % 10)}?`,
    });
  }
  return conversation.id;
}

/** The first joinable challenge the member is not in yet; joins it when `join`. Answers its id. */
export async function openChallenge(client: ApiClient, join: boolean): Promise<string> {
  const { joinable } = await client.call<{ joinable: { id: string; state: string; me: unknown }[] }>('GET', '/api/challenges');
  const challenge = joinable.find((each) => each.state === 'open' && each.me === null);
  if (!challenge) throw new Error('No open challenge to join: has the seed changed?');
  if (join) await client.call('POST', `/api/challenges/${challenge.id}/join`);
  return challenge.id;
}

/** The first trainer the search lists. */
export async function firstTrainer(client: ApiClient): Promise<string> {
  const { professionals } = await client.call<{ professionals: { id: string }[] }>('GET', '/api/professionals?kind=trainer');
  const trainer = professionals[0];
  if (!trainer) throw new Error('No trainer listed: has the seed changed?');
  return trainer.id;
}

export interface SeededMember {
  member: ApiClient;
  friend: ApiClient;
  /** The query each member screen is opened with to show its data (a conversation, a slot, a trainer). */
  search: Record<string, string>;
}

/** The member every member screen is measured as: friends, a conversation, a booking, coins, a challenge. */
export async function seedMember(baseUrl: string): Promise<SeededMember> {
  const member = await signUp(baseUrl, 'bench member');
  const friend = await signUp(baseUrl, 'bench friend');
  await confirmEmail(member);
  await buyCoins(member, 3);
  await befriend(friend, member);
  const conversation = await converse(member, friend, 30);
  const [visit, next] = await gymSlots(member, 1);
  if (!visit || !next) throw new Error(`${BENCH_GYM} has no free slots tomorrow`);
  await bookGym(member, visit.start);
  await openChallenge(member, true);
  const trainer = await firstTrainer(member);
  return {
    member,
    friend,
    search: {
      '/chat': `?c=${conversation}`,
      '/booking-checkout': `?gym=${BENCH_GYM}&slot=${encodeURIComponent(next.start)}`,
      '/professional-booking': `?pro=${trainer}`,
    },
  };
}
