// The stack gives each function what its routes declare they need (`needs` in the API contract),
// and nothing else. A handler that starts mailing, pushing or signing uploads from a route that does
// not say so would pass every local test (the local runtime gives every handler everything) and
// fail only in AWS. This test reads which capabilities each handler module's code can reach and
// holds them against its routes' declarations, both ways.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HANDLER_NAMES, type HandlerName, ROUTES } from '@fitchoice/functions/routes';
import { isBatchRoute } from '@fitchoice/shared/api/batch-routes';
import { ROUTE_NEEDS, type RouteNeed } from '@fitchoice/shared/api/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/fitchoice-stack';
import { modulesOfHandlers } from './handler-modules';

/**
 * Where each capability is used: the functions (module, exported name) that reach it. A handler
 * module that imports one of them, directly or through other modules, uses the capability. A module
 * that reaches a capability from only some of its exports (the sessions: ending one closes its
 * sockets) is listed here with those exports, so that importing its others is no use of it.
 */
const USES: Record<RouteNeed, { module: string; names: string[] }[]> = {
  mail: [
    { module: 'functions/src/mail/account-mails.ts', names: ['mailAccountLink'] },
    { module: 'functions/src/mail/mailer.ts', names: ['sendMail', 'sendMailOrLog', 'appLink'] },
    { module: 'functions/src/account/reset-mail.ts', names: ['sendResetMail', 'withResetMailJobs'] },
  ],
  push: [
    { module: 'functions/src/push/send.ts', names: ['pushTo', 'pushToDevices'] },
    { module: 'functions/src/push/vapid.ts', names: ['vapidFromEnv'] },
  ],
  fanOut: [
    { module: 'functions/src/realtime/notify.ts', names: ['notifyUsers', 'sendToConnection', 'closeEndedSockets', 'closeSockets'] },
    { module: 'functions/src/realtime/port.ts', names: ['connectionSender'] },
    { module: 'functions/src/sessions/sessions.ts', names: ['signOut', 'endSessions'] },
  ],
  uploads: [
    { module: 'functions/src/files/storage.ts', names: ['fileStorage'] },
    { module: 'functions/src/social/post-photos.ts', names: ['createPhotoUpload', 'publishPhoto', 'photoView'] },
  ],
  postPhotos: [{ module: 'functions/src/social/post-photos.ts', names: ['deletePhoto', 'discardPendingPhoto'] }],
  checkinSecret: [{ module: 'functions/src/bookings/checkin-secret.ts', names: ['checkinSecret'] }],
  coachModel: [
    { module: 'functions/src/coach/engine.ts', names: ['coachEngine'] },
    { module: 'functions/src/coach/speak.ts', names: ['speaker', 'finalReply', 'createSpeaker'] },
  ],
  selfInvoke: [{ module: 'functions/src/account/reset-mail.ts', names: ['queueResetMail'] }],
  notices: [
    {
      module: 'functions/src/notices/queue.ts',
      names: ['queueNotices', 'queueGymPartnerNotice', 'queueProfessionalNotice', 'queueMemberNotice'],
    },
  ],
};

/**
 * The exports of those modules that are not the capability (constants, types' companions, what
 * only the local runtime, the CLIs or tests call). Every exported function or value of a module
 * above is in USES or here, so a new export cannot be used unseen.
 */
const NOT_A_USE: Record<string, string[]> = {
  'functions/src/mail/mailer.ts': ['MailNotConfiguredError'],
  'functions/src/push/vapid.ts': ['DEFAULT_VAPID_SUBJECT', 'newVapidKeys', 'localVapidKeys'],
  'functions/src/realtime/port.ts': ['installConnectionSender'],
  'functions/src/sessions/sessions.ts': ['SESSION_TTL_SECONDS', 'hashToken', 'openSession', 'sessionOfToken', 'closeSession'],
  'functions/src/files/storage.ts': ['UPLOAD_URL_SECONDS', 'READ_URL_SECONDS', 'installFileStorage'],
  'functions/src/social/post-photos.ts': ['POST_PHOTOS_PREFIX', 'PENDING_PHOTOS_PREFIX', 'PENDING_PHOTO_DAYS'],
  'functions/src/bookings/checkin-secret.ts': ['MIN_SECRET_LENGTH', 'newCheckinSecret', 'localCheckinSecret'],
  'functions/src/coach/engine.ts': ['createCoachEngine'],
  'functions/src/coach/speak.ts': ['languageName', 'coachSystem', 'modelConfig', 'textModel'],
  'functions/src/account/reset-mail.ts': ['inProcessResetMailQueue', 'installResetMailQueue'],
  'functions/src/notices/queue.ts': ['installNoticeQueue'],
};

/** The modules above: their own imports are the capability itself, not a use of it. */
const CAPABILITY_MODULES = new Set(Object.values(USES).flatMap((uses) => uses.map((use) => use.module)));

const namedImports = /import\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g;

/** The capabilities a set of modules uses: the capability functions imported by a module that is not one itself. */
function capabilitiesUsedBy(files: string[]): Set<RouteNeed> {
  const used = new Set<RouteNeed>();
  for (const file of files.filter((candidate) => !CAPABILITY_MODULES.has(candidate))) {
    for (const [, names, specifier] of readFileSync(path.join(REPO_ROOT, file), 'utf8').matchAll(namedImports)) {
      const target = `${path.join(path.dirname(file), specifier!)}.ts`;
      const imported = names!.split(',').map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      );
      for (const need of ROUTE_NEEDS) {
        if (USES[need].some((use) => use.module === target && use.names.some((name) => imported.includes(name)))) used.add(need);
      }
    }
  }
  return used;
}

/** The needs the routes of one handler module declare. */
const declaredBy = (handler: HandlerName) => new Set(ROUTES.filter((route) => route.handler === handler).flatMap((route) => route.needs));

let modules: Map<HandlerName, string[]>;

beforeAll(async () => {
  modules = await modulesOfHandlers();
}, 120_000);

describe("the routes' needs", () => {
  it('find their capabilities in the code (the table above names real exports)', () => {
    for (const uses of Object.values(USES)) {
      for (const use of uses) {
        const source = readFileSync(path.join(REPO_ROOT, use.module), 'utf8');
        for (const name of use.names)
          expect(source, `${use.module} exports ${name}`).toMatch(new RegExp(`export (async )?(function|const) ${name}\\b`));
      }
    }
  });

  it('classify every export of a capability module, so none is used unseen', () => {
    for (const module of CAPABILITY_MODULES) {
      const source = readFileSync(path.join(REPO_ROOT, module), 'utf8');
      const exported = [...source.matchAll(/^export (?:async )?(?:function|const|class) (\w+)/gm)].map((match) => match[1]!);
      const classified = new Set([
        ...Object.values(USES).flatMap((uses) => uses.filter((use) => use.module === module).flatMap((use) => use.names)),
        ...(NOT_A_USE[module] ?? []),
      ]);
      expect(
        exported.filter((name) => !classified.has(name)),
        `${module}: exports neither in USES nor in NOT_A_USE`,
      ).toEqual([]);
    }
  });

  it('are, for each handler module, exactly the capabilities its code uses (POST /api/batch: those of the routes it runs)', () => {
    expect([...modules.keys()].sort()).toEqual([...HANDLER_NAMES].sort());
    for (const handler of HANDLER_NAMES) {
      // The batch handler imports whole handler modules to run their batchable routes, and only
      // those: what it needs is what they declare.
      if (handler === 'batch') continue;
      const used = [...capabilitiesUsedBy(modules.get(handler)!)].sort();
      expect([...declaredBy(handler)].sort(), `${handler}: the needs its routes declare`).toEqual(used);
    }
  });

  it('of POST /api/batch are the needs of the routes a batch may carry', () => {
    const carried = new Set(ROUTES.filter((route) => isBatchRoute(route.id)).flatMap((route) => route.needs));
    expect([...declaredBy('batch')].sort()).toEqual([...carried].sort());
  });

  it('are found where the code uses them (the scan is not blind)', () => {
    // The social module signs uploads and deletes photos: take either away and the check above fails.
    const used = capabilitiesUsedBy(modules.get('social')!);
    expect([...used].sort()).toEqual(['postPhotos', 'uploads']);
    expect(capabilitiesUsedBy(modules.get('heartbeat')!).size).toBe(0);
    // Reached through a module between: members booked at an unlisted gym are told (admin/paused-listings.ts
    // queues their notices), and a sign-in closes the sockets of the session it replaces (sessions/sessions.ts).
    expect(capabilitiesUsedBy(modules.get('admin')!).has('notices')).toBe(true);
    expect(capabilitiesUsedBy(modules.get('auth')!).has('fanOut')).toBe(true);
  });
});
