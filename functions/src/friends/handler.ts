// Friends: find members (only those who allow it), friend requests, friendships, blocking,
// friends' shared activity and the member's social settings. Blocking works both ways: a blocked
// member cannot find, see or befriend the one who blocked them, nor the reverse.
import type { FriendActivityResponse, FriendsResponse, MemberCard } from '@fitchoice/shared/api';
import { emailSchema, friendRoutes } from '@fitchoice/shared/api';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../errors';
import { createHandler } from '../http/handler';
import { friendRequestId, parseFriendRequestId } from '../keys/social-keys';
import { pushTo } from '../push/send';
import { notifyUsers } from '../realtime/notify';
import { getSettings, saveSettings } from '../users/social-settings';
import { getUser, getUserByEmail, type UserRecord } from '../users/store';
import {
  acceptRequest,
  areFriends,
  block,
  blockedBetween,
  dropRequest,
  findableByName,
  hiddenIdsOf,
  listFriends,
  type Person,
  relationOf,
  removeFriendship,
  requestFriendship,
  sharedActivityOf,
  unblock,
} from './store';

const SEARCH_LIMIT = 20;
const ACTIVITY_PER_FRIEND = 5;
const ACTIVITY_LIMIT = 40;

/** A member others can deal with: signed up (not a guest), not suspended. */
async function memberOr404(userId: string): Promise<UserRecord> {
  const other = await getUser(userId);
  if (!other || other.isGuest || other.suspendedAt) throw new NotFoundError('No such member');
  return other;
}

const personOf = (user: UserRecord): Person => ({ id: user.id, name: user.name });

export const handler = createHandler(friendRoutes, {
  'friends.search': {
    async run({ query, user }) {
      const me = user;
      const hidden = await hiddenIdsOf(me.id);
      const asEmail = emailSchema.safeParse(query.q);
      let found: Person[];
      if (asEmail.success) {
        const other = await getUserByEmail(asEmail.data);
        found = other && !other.isGuest && (await getSettings(other.id)).findable ? [personOf(other)] : [];
      } else {
        found = await findableByName(query.q, SEARCH_LIMIT + hidden.size + 1);
      }
      const visible = found.filter((person) => person.id !== me.id && !hidden.has(person.id)).slice(0, SEARCH_LIMIT);
      const members: MemberCard[] = await Promise.all(
        visible.map(async (person) => ({ ...person, relation: await relationOf(me.id, person.id) })),
      );
      return { statusCode: 200, body: { members } };
    },
  },

  'friends.member': {
    async run({ params, user }) {
      const other = await memberOr404(params.id);
      if (await blockedBetween(user.id, other.id)) throw new NotFoundError('No such member');
      const [relation, settings] = await Promise.all([relationOf(user.id, other.id), getSettings(other.id)]);
      // A member who chose not to be found is shown only to those who already know them (friends, requests).
      if (relation === 'none' && !settings.findable) throw new NotFoundError('No such member');
      const body: MemberCard = { id: other.id, name: other.name, relation };
      return { statusCode: 200, body };
    },
  },

  'friends.request': {
    async run({ body, user, now }) {
      const me = user;
      if (body.userId === me.id) throw new InvalidInputError('You cannot befriend yourself', { field: 'userId' });
      const other = await memberOr404(body.userId);
      if (await blockedBetween(me.id, other.id)) throw new ForbiddenError('You cannot send this member a friend request');
      const result = await requestFriendship(personOf(me), personOf(other), now);
      if (result.state === 'already_friends') throw new ConflictError('You are already friends', 'already_friends');
      await Promise.all([
        notifyUsers([other.id], { type: 'friends' }),
        result.state === 'pending'
          ? pushTo(other.id, { kind: 'friend_request', values: { name: me.name }, url: '/friends-features' })
          : null,
      ]);
      return { statusCode: 201, body: { request: { id: friendRequestId(me.id, other.id), state: result.state } } };
    },
  },

  'friends.accept': {
    async run({ params, user, now }) {
      const ids = parseFriendRequestId(params.id);
      if (!ids || ids.to !== user.id) throw new NotFoundError('No such friend request');
      const sender = await memberOr404(ids.from);
      if (await areFriends(user.id, sender.id)) return { statusCode: 200, body: { friend: personOf(sender) } };
      const accepted = await acceptRequest(ids.from, ids.to, { me: personOf(user), other: personOf(sender) }, now);
      if (!accepted) throw new NotFoundError('No such friend request');
      await notifyUsers([sender.id], { type: 'friends' });
      return { statusCode: 200, body: { friend: personOf(sender) } };
    },
  },

  'friends.dropRequest': {
    async run({ params, user }) {
      const ids = parseFriendRequestId(params.id);
      if (!ids || (ids.to !== user.id && ids.from !== user.id)) throw new NotFoundError('No such friend request');
      await dropRequest(ids.from, ids.to);
      await notifyUsers([ids.from === user.id ? ids.to : ids.from], { type: 'friends' });
      return { statusCode: 204 };
    },
  },

  'friends.list': {
    async run({ user }) {
      const lists = await listFriends(user.id);
      const body: FriendsResponse = {
        friends: lists.friends,
        incoming: lists.incoming.map((request) => ({ id: friendRequestId(request.from.id, user.id), ...request })),
        outgoing: lists.outgoing.map((request) => ({ id: friendRequestId(user.id, request.to.id), ...request })),
        blocked: lists.blocked,
      };
      return { statusCode: 200, body };
    },
  },

  'friends.remove': {
    async run({ params, user }) {
      await removeFriendship(user.id, params.userId);
      await notifyUsers([params.userId], { type: 'friends' });
      return { statusCode: 204 };
    },
  },

  'friends.block': {
    async run({ params, user, now }) {
      if (params.id === user.id) throw new InvalidInputError('You cannot block yourself');
      const other = await memberOr404(params.id);
      await block(personOf(user), personOf(other), now);
      await notifyUsers([other.id], { type: 'friends' });
      return { statusCode: 204 };
    },
  },

  'friends.unblock': {
    async run({ params, user }) {
      await unblock(user.id, params.id);
      return { statusCode: 204 };
    },
  },

  'friends.activity': {
    async run({ user }) {
      const friends = (await listFriends(user.id)).friends;
      const perFriend = await Promise.all(
        friends.map(async (friend) => {
          const settings = await getSettings(friend.id);
          const entries = await sharedActivityOf(friend.id, settings.share, ACTIVITY_PER_FRIEND);
          return entries.map((entry) => ({ ...entry, friend: { id: friend.id, name: friend.name } }));
        }),
      );
      const body: FriendActivityResponse = {
        entries: perFriend
          .flat()
          .sort((a, b) => b.at.localeCompare(a.at))
          .slice(0, ACTIVITY_LIMIT),
      };
      return { statusCode: 200, body };
    },
  },

  'friends.settings': {
    async run({ user }) {
      return { statusCode: 200, body: await getSettings(user.id) };
    },
  },

  'friends.saveSettings': {
    async run({ body, user }) {
      await saveSettings(personOf(user), body);
      return { statusCode: 200, body };
    },
  },
});
