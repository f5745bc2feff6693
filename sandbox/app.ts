import { Hono } from 'hono';
import { createAccounts } from './accounts.ts';
import { createChallenges, defaultRules } from './challenges.ts';
import { type Database, openDatabase, resetDatabase } from './db.ts';
import { createFaults } from './faults.ts';
import { accountRoutes } from './features/account/routes.ts';
import { commonRoutes, ROUTE_WHITELIST } from './features/common/routes.ts';
import { FEATURES } from './features/index.ts';
import { messageRoutes } from './features/messages/routes.ts';
import { securityRoutes } from './features/security/routes.ts';
import { CallError, createDefine, envelope } from './http.ts';
import { createOutbox } from './outbox.ts';
import { devRoutes } from './routes/dev.ts';
import { taskRoutes } from './routes/tasks.ts';
import { createTasks } from './tasks.ts';
import { widgetCors, widgetRoutes } from './widget/routes.ts';

export interface SandboxOptions {
  /** SQLite file, or `:memory:` for tests. */
  dbPath: string;
  /** The clock (ms since the epoch); tests pass their own to step past the 60 s resend window. */
  now?: () => number;
}

/**
 * The CMS as an operator left it. The test harnesses start with the home modal off
 * (`SANDBOX_HOME_MODAL=off`): a promotion over the home page would cover what every other test clicks;
 * the home modal's own tests switch it on (`POST /__sandbox/cms`).
 */
function defaultCms() {
  return {
    bottomAd: true,
    downloadUrls: true,
    homeModal: process.env.SANDBOX_HOME_MODAL !== 'off',
    routeWhitelist: [...ROUTE_WHITELIST],
  };
}

export interface Sandbox {
  app: Hono;
  db: Database;
  close(): void;
}

export function createSandbox(options: SandboxOptions): Sandbox {
  const clock = options.now ?? Date.now;
  let offset = 0; // moved by POST /__sandbox/clock, for browser tests that cannot inject a clock
  const now = () => clock() + offset;
  const advanceClock = (ms: number) => {
    offset += ms;
    // What fell due by the new time runs now (features also catch up when their data is read).
    for (const feature of FEATURES) feature.clockMoved?.(db, now());
  };
  const db = openDatabase(options.dbPath, now);
  const accounts = createAccounts(db, now);
  const outbox = createOutbox(db, now);
  const tasks = createTasks(db, now, accounts, outbox);
  const challenges = createChallenges(db, now, tasks);
  const faults = createFaults();
  // What an operator configured in the CMS; tests switch parts off to see the storefront without them.
  const cms = defaultCms();

  const app = new Hono();
  widgetCors(app); // before the faults, so an injected widget failure still answers cross-origin
  app.use('*', faults.middleware);
  const define = createDefine(app, { accounts, challenges });
  accountRoutes(define, { db, now, accounts, outbox });
  commonRoutes(define, { cms });
  messageRoutes(define, { db });
  securityRoutes(define, { db, now, accounts, outbox });
  taskRoutes(define, { tasks });
  for (const feature of FEATURES) {
    feature.routes(define, { db, now, accounts });
    feature.fixtures?.(app, { db, now, accounts, advanceClock });
  }
  devRoutes(app, {
    db,
    now,
    accounts,
    outbox,
    tasks,
    challenges,
    faults,
    cms,
    reset: () => {
      resetDatabase(db, now());
      faults.clear();
      challenges.setRules(defaultRules());
      Object.assign(cms, defaultCms());
    },
    advanceClock,
  });
  widgetRoutes(app, { db });

  app.notFound((c) => {
    const codeStyle = c.req.path.startsWith('/user-api/');
    return c.json(envelope(codeStyle, 404, `no such call: ${c.req.method} ${c.req.path}`), 404);
  });
  app.onError((error, c) => {
    const codeStyle = c.req.path.startsWith('/user-api/');
    if (error instanceof CallError) {
      return c.json(envelope(codeStyle, error.status, error.message), error.httpStatus as 400);
    }
    console.error('[sandbox]', error);
    return c.json(envelope(codeStyle, 500, 'unknown error, please retry'), 500);
  });

  return {
    app,
    db,
    close: () => {
      faults.close();
      db.close();
    },
  };
}
