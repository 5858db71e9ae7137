// Fit match: opt in with a training profile, suggestions among opted-in members ranked by overlap
// (area, gyms, times, goals; never a location finer than the region), like or pass, and matches:
// a mutual like makes a match and opens a one-to-one chat. Blocked members never meet here.

import type { Suggestion } from '@fitchoice/shared/api';
import { fitMatchRoutes } from '@fitchoice/shared/api';
import { createConversation } from '../chat/store';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { blockedBetween, getMatch, hiddenIdsOf } from '../friends/store';
import { createHandler } from '../http/handler';
import { directConversationId } from '../keys/social-keys';
import { pushTo } from '../push/send';
import { notifyUsers } from '../realtime/notify';
import { overlapOf } from './fit-match-score';
import {
  deleteFitProfile,
  getFitProfile,
  like,
  listMatches,
  optedInProfiles,
  pass,
  saveFitProfile,
  saveMatch,
  seenBy,
  unmatch,
} from './store';

const SUGGESTIONS = 20;
/** Candidates read per request: the opted-in index, capped (a real deployment would shard it by region). */
const CANDIDATES = 1000;

export const handler = createHandler(fitMatchRoutes, {
  'fit-match.profile': {
    async run({ user }) {
      const profile = await getFitProfile(user.id);
      if (!profile) return { statusCode: 200, body: { profile: null } };
      const { userId: _user, name: _name, ...shown } = profile;
      return { statusCode: 200, body: { profile: shown } };
    },
  },

  'fit-match.saveProfile': {
    async run({ body, user, now }) {
      const updatedAt = now.toISOString();
      await saveFitProfile({ ...body, userId: user.id, name: user.name, updatedAt });
      return { statusCode: 200, body: { profile: { ...body, updatedAt } } };
    },
  },

  'fit-match.optOut': {
    async run({ user }) {
      await deleteFitProfile(user.id);
      return { statusCode: 204 };
    },
  },

  'fit-match.suggestions': {
    async run({ user }) {
      const me = user.id;
      const mine = await getFitProfile(me);
      if (!mine) throw new ConflictError('Opt in to fit match with your profile first', 'fit_match_not_opted_in');
      const [candidates, hidden, seen] = await Promise.all([optedInProfiles(CANDIDATES), hiddenIdsOf(me), seenBy(me)]);
      const suggestions: Suggestion[] = candidates
        .filter((other) => other.userId !== me && !hidden.has(other.userId) && !seen.has(other.userId))
        .map((other) => ({
          userId: other.userId,
          name: other.name,
          level: other.level,
          goals: other.goals,
          times: other.times,
          lookingFor: other.lookingFor,
          ...overlapOf(mine, other),
        }))
        .sort((a, b) => b.score - a.score || a.userId.localeCompare(b.userId))
        .slice(0, SUGGESTIONS);
      return { statusCode: 200, body: { suggestions } };
    },
  },

  'fit-match.like': {
    async run({ params, user, now }) {
      const me = user;
      const [mine, theirs] = await Promise.all([getFitProfile(me.id), getFitProfile(params.userId)]);
      if (!mine) throw new ConflictError('Opt in to fit match with your profile first', 'fit_match_not_opted_in');
      if (!theirs || params.userId === me.id || (await blockedBetween(me.id, params.userId))) {
        throw new NotFoundError('This member is not in fit match');
      }
      const existing = await getMatch(me.id, theirs.userId);
      if (existing) return { statusCode: 200, body: { matched: true, conversationId: existing.conversationId } };
      if (!(await like(me.id, theirs.userId, now))) return { statusCode: 200, body: { matched: false, conversationId: null } };
      const other = { id: theirs.userId, name: theirs.name };
      const conversation = await createConversation({
        id: directConversationId(me.id, other.id),
        kind: 'direct',
        name: null,
        members: [{ id: me.id, name: me.name }, other],
        createdAt: now.toISOString(),
      });
      await saveMatch({ id: me.id, name: me.name }, other, conversation.id, now);
      await Promise.all([
        notifyUsers([other.id], { type: 'match', userId: me.id, conversationId: conversation.id }),
        notifyUsers([me.id], { type: 'match', userId: other.id, conversationId: conversation.id }),
        pushTo(other.id, { kind: 'match', values: { name: me.name }, url: '/fit-match' }),
      ]);
      return { statusCode: 200, body: { matched: true, conversationId: conversation.id } };
    },
  },

  'fit-match.pass': {
    async run({ params, user, now }) {
      if (params.userId === user.id) throw new InvalidInputError('You cannot pass on yourself');
      await pass(user.id, params.userId, now);
      return { statusCode: 204 };
    },
  },

  'fit-match.matches': {
    async run({ user }) {
      const hidden = await hiddenIdsOf(user.id);
      const matches = (await listMatches(user.id)).filter((match) => !hidden.has(match.userId));
      return { statusCode: 200, body: { matches } };
    },
  },

  'fit-match.unmatch': {
    async run({ params, user }) {
      await unmatch(user.id, params.userId);
      return { statusCode: 204 };
    },
  },
});
