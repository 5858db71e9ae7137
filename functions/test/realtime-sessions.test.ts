// A real-time socket lives only as long as the session that opened it, over a real socket on the
// local runtime: each way a session ends (sign-out, a sign-in that replaces it on the same browser,
// "sign out everywhere", a password changed on another device, an admin's suspension, the account's
// deletion) closes its sockets at once, and a session ended where no close reached the socket
// (another process) gets nothing on it: no live message, no `resume`.
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { SESSION_ENDED_CODE } from '../src/local/realtime-server';
import { Client, startTestStack } from './helpers';
import { admin } from './panel-helpers';
import { type Scenario, SocketClient, socialScenario, startConversation } from './social-helpers';

let stack: LocalStack;
// Loaded once the stack has set the table's environment.
let endSessionElsewhere: (sid: string) => Promise<unknown>;
beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false });
  const [{ hashToken }, { deleteSession }] = await Promise.all([import('../src/sessions/sessions'), import('../src/sessions/store')]);
  // As another process would end it: the session's items go, and no close reaches this process's sockets.
  endSessionElsewhere = (sid) => deleteSession(hashToken(sid));
});
afterAll(async () => {
  await stack?.stop();
});

type Pair = Scenario<'Ana' | 'Ben'>;

/** Ana and Ben, friends in one conversation, Ana with a live socket that has already had a message. */
async function anaListening(): Promise<{ s: Pair; conversation: string; socket: SocketClient }> {
  const s = await socialScenario(stack.url, { members: ['Ana', 'Ben'], friends: [['Ana', 'Ben']] });
  const conversation = await startConversation(s.Ana, [s.Ben]);
  const socket = await SocketClient.open(stack.url, s.Ana);
  await say(s, conversation, 'before');
  await socket.waitFor((event) => event.type === 'message' && event.message.text === 'before');
  return { s, conversation, socket };
}

async function say(s: Pair, conversation: string, text: string): Promise<void> {
  const answer = await s.Ben.client.post(`/api/conversations/${conversation}/messages`, { clientId: uuidv7(), text });
  expect(answer.status, answer.text).toBe(201);
}

/** Ana's account from a second browser. */
async function secondDevice(s: Pair): Promise<Client> {
  const other = new Client(stack.url);
  const login = await other.post('/api/auth/login', { email: s.Ana.email, password: s.Ana.password });
  expect(login.status, login.text).toBe(200);
  return other;
}

const messagesOn = (socket: SocketClient) => socket.events.filter((event) => event.type === 'message').map((event) => event.message.text);

describe('every end of a session closes its sockets at once', () => {
  it.each([
    {
      name: 'sign-out',
      end: async (s: Pair) => expect((await s.Ana.client.post('/api/auth/logout')).status).toBe(204),
    },
    {
      name: 'signing in again on the same browser (the session is replaced)',
      end: async (s: Pair) => {
        const again = await s.Ana.client.post('/api/auth/login', { email: s.Ana.email, password: s.Ana.password });
        expect(again.status, again.text).toBe(200);
      },
    },
    {
      name: 'another account signed in on the same browser',
      end: async (s: Pair) => {
        const other = await s.Ana.client.post('/api/auth/login', { email: s.Ben.email, password: s.Ben.password });
        expect(other.status, other.text).toBe(200);
      },
    },
    {
      name: 'sign out everywhere, from another device',
      end: async (s: Pair) => expect((await (await secondDevice(s)).post('/api/account/sessions/revoke-all')).status).toBe(200),
    },
    {
      name: 'a password changed on another device',
      end: async (s: Pair) => {
        const other = await secondDevice(s);
        const body = { currentPassword: s.Ana.password, newPassword: 'a new long passphrase 42' };
        const changed = await other.post('/api/auth/change-password', body);
        expect(changed.status, changed.text).toBe(200);
      },
    },
    {
      name: 'an admin suspension',
      end: async (s: Pair) => {
        const boss = await admin(stack.url);
        const suspended = await boss.post(`/api/admin/users/${s.Ana.userId}/suspend`, { reason: 'Spam in chats' });
        expect(suspended.status, suspended.text).toBe(200);
      },
    },
    {
      name: 'the account deleted',
      end: async (s: Pair) => {
        const deleted = await s.Ana.client.post('/api/account/delete', { password: s.Ana.password });
        expect(deleted.status, deleted.text).toBe(200);
      },
    },
  ])('$name', async ({ end }) => {
    const { s, conversation, socket } = await anaListening();
    await end(s);
    // Closed by the server as the answer came: no waiting on a timer.
    expect(await socket.closed).toBe(SESSION_ENDED_CODE);
    await say(s, conversation, 'after');
    expect(messagesOn(socket)).toEqual(['before']);
  });
});

describe('a session ended where no close reached its socket', () => {
  it('gets no live message, and its socket is closed by the delivery', async () => {
    const { s, conversation, socket } = await anaListening();
    await endSessionElsewhere(s.Ana.client.sid!);
    await say(s, conversation, 'after');
    expect(await socket.closed).toBe(SESSION_ENDED_CODE);
    expect(messagesOn(socket)).toEqual(['before']);
  });

  it('gets no history on resume, and its socket is closed', async () => {
    const { s, conversation, socket } = await anaListening();
    await endSessionElsewhere(s.Ana.client.sid!);
    socket.send({ action: 'resume', after: { [conversation]: 0 } });
    expect(await socket.closed).toBe(SESSION_ENDED_CODE);
    expect(messagesOn(socket)).toEqual(['before']);
  });

  it('keeps the sockets of the sessions that go on', async () => {
    const { s, conversation, socket } = await anaListening();
    const other = await secondDevice(s);
    const otherSocket = await SocketClient.open(stack.url, { ...s.Ana, client: other });
    try {
      expect((await s.Ana.client.post('/api/auth/logout')).status).toBe(204);
      expect(await socket.closed).toBe(SESSION_ENDED_CODE);
      await say(s, conversation, 'after');
      await otherSocket.waitFor((event) => event.type === 'message' && event.message.text === 'after');
    } finally {
      await otherSocket.close();
    }
  });
});
