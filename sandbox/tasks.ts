import { createHmac, randomBytes, randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { type AUTH_METHODS, STATUS, type Task, type TaskType } from '../runtime/http/contract.ts';
import { type Accounts, maskEmail, type UserRow, verifySecret } from './accounts.ts';
import type { Database } from './db.ts';
import type { Outbox } from './outbox.ts';

export type AuthMethod = (typeof AUTH_METHODS)[number];

/** A task must be passed, and then used, within this time. */
export const TASK_TTL_MS = 10 * 60_000;
/** Captcha widget tokens are single-use and short-lived, like the vendors'. */
export const WIDGET_TOKEN_TTL_MS = 2 * 60_000;
/** Slider: how far (px) the dropped piece may be from the hole. */
export const SLIDER_TOLERANCE_PX = 6;
/** Wrong answers before a task is dead (auth answers 2205 then). */
export const MAX_ATTEMPTS = 5;
export const WIDGET_VENDORS = ['cfTurnstile', 'hcaptcha', 'geetest'] as const;
export type WidgetVendor = (typeof WIDGET_VENDORS)[number];
export const SITE_KEYS: Record<WidgetVendor, string> = {
  cfTurnstile: 'sandbox-turnstile-site-key',
  hcaptcha: 'sandbox-hcaptcha-site-key',
  geetest: 'sandbox-geetest-captcha-id',
};
// Signs Geetest's captcha_output so the check can tell a widget-issued answer from a made-up one.
const GEETEST_KEY = randomBytes(32);

export interface TaskRow {
  task_id: string;
  task_type: TaskType;
  call_name: string;
  account_key: string;
  uid: number | null;
  block: number;
  task_data: string;
  secret: string;
  state: 'open' | 'passed' | 'used' | 'locked';
  attempts: number;
  created_at: number;
  expires_at: number;
}

export interface TaskSpec {
  type: TaskType;
  block: boolean;
  authMethod?: AuthMethod[];
  content?: string;
  action?: string;
}

/** The result of a check: 200 passed, otherwise a pass-through status and a message for the user. */
export interface CheckOutcome {
  status: number;
  message: string;
}

const PASSED: CheckOutcome = { status: STATUS.ok, message: 'success' };
const reject = (message: string): CheckOutcome => ({ status: STATUS.taskRejected, message });

export function createTasks(db: Database, now: () => number, accounts: Accounts, outbox: Outbox) {
  const insert = db.prepare(
    `INSERT INTO tasks (task_id, task_type, call_name, account_key, uid, block, task_data, secret, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const byId = db.prepare('SELECT * FROM tasks WHERE task_id = ?');
  const pass = db.prepare("UPDATE tasks SET state = 'passed' WHERE task_id = ? AND state = 'open'");
  const use = db.prepare("UPDATE tasks SET state = 'used' WHERE task_id = ? AND state = 'passed'");
  const fail = db.prepare(
    `UPDATE tasks SET attempts = attempts + 1,
       state = CASE WHEN attempts + 1 >= ? THEN 'locked' ELSE state END
     WHERE task_id = ? RETURNING state`,
  );
  const replaceSlider = db.prepare('UPDATE tasks SET task_data = ?, secret = ? WHERE task_id = ?');
  const insertToken = db.prepare('INSERT INTO widget_tokens (token, vendor, detail, expires_at) VALUES (?, ?, ?, ?)');
  const tokenById = db.prepare('SELECT * FROM widget_tokens WHERE token = ?');
  const useToken = db.prepare(
    'UPDATE widget_tokens SET used_at = ? WHERE token = ? AND vendor = ? AND used_at IS NULL AND expires_at > ?',
  );

  function get(taskId: string): TaskRow | undefined {
    return byId.get(taskId) as TaskRow | undefined;
  }

  /** A task that can still be answered, or why not. */
  function open(taskId: string, type: TaskType | TaskType[]): TaskRow | CheckOutcome {
    const row = get(taskId);
    const types = Array.isArray(type) ? type : [type];
    if (!row) return reject('unknown task; request a new one');
    if (!types.includes(row.task_type)) return reject(`task ${taskId} is a ${row.task_type} task`);
    if (row.expires_at <= now()) return reject('the task expired; request a new one');
    if (row.state === 'locked') return reject('too many wrong answers; request a new task');
    if (row.state !== 'open') return reject('the task was already passed');
    return row;
  }

  function wrong(row: TaskRow, message: string): CheckOutcome {
    const after = fail.get(MAX_ATTEMPTS, row.task_id) as { state: string } | undefined;
    return after?.state === 'locked'
      ? reject(`${message}; too many wrong answers, request a new task`)
      : reject(message);
  }

  function passed(row: TaskRow): CheckOutcome {
    return pass.run(row.task_id).changes === 1 ? PASSED : reject('the task was already passed');
  }

  function consumeWidgetToken(vendor: WidgetVendor, token: string): { ok: true; detail: unknown } | CheckOutcome {
    const row = tokenById.get(token) as
      | { vendor: string; detail: string; expires_at: number; used_at: number | null }
      | undefined;
    if (!row || row.vendor !== vendor) return reject(`${vendor} token is not valid`);
    if (row.used_at !== null) return reject(`${vendor} token was already used`);
    if (row.expires_at <= now()) return reject(`${vendor} token expired`);
    if (useToken.run(now(), token, vendor, now()).changes !== 1) return reject(`${vendor} token was already used`);
    return { ok: true, detail: JSON.parse(row.detail) };
  }

  return {
    get,

    create(spec: TaskSpec, callName: string, accountKey: string, user: UserRow | undefined): Task {
      const taskId = `t-${randomBytes(12).toString('hex')}`;
      const { data, secret } = build(spec, taskId, user);
      insert.run(
        taskId,
        spec.type,
        callName,
        accountKey,
        user?.uid ?? null,
        spec.block ? 1 : 0,
        JSON.stringify(data),
        JSON.stringify(secret),
        now(),
        now() + TASK_TTL_MS,
      );
      return { taskId, taskType: spec.type, taskData: data, block: spec.block };
    },

    /** Lets a retry through once: the task must be passed, for this call and account, and not used before. */
    redeem(taskId: string, callName: string, accountKey: string): CheckOutcome {
      const row = get(taskId);
      if (!row || row.call_name !== callName || row.account_key !== accountKey) {
        return reject('taskResult does not name a task of this request');
      }
      if (row.state === 'used') return reject('the task was already used; each task lets one request through');
      if (row.expires_at <= now()) return reject('the task expired; request a new one');
      // Non-blocking tasks and toasts need no answer: showing them is enough.
      if (row.state === 'open' && row.task_type === 'toast') pass.run(row.task_id);
      else if (row.state !== 'passed') return reject('the task has not been passed yet');
      return use.run(row.task_id).changes === 1 ? PASSED : reject('the task was already used');
    },

    /** A new puzzle for a slider task (the previous answer no longer counts). */
    newPuzzle(taskId: string): { status: number; message: string; result: ReturnType<typeof puzzle>['data'] | null } {
      const row = open(taskId, 'slider');
      if (!('task_id' in row)) return { ...row, result: null };
      const next = puzzle();
      replaceSlider.run(JSON.stringify(next.data), JSON.stringify(next.secret), taskId);
      return { ...PASSED, result: next.data };
    },

    checkSlider(taskId: string, x: number): CheckOutcome {
      const row = open(taskId, 'slider');
      if (!('task_id' in row)) return row;
      const secret = JSON.parse(row.secret) as { x: number };
      if (Math.abs(x - secret.x) <= SLIDER_TOLERANCE_PX) return passed(row);
      // A miss regenerates the puzzle, so the same offset cannot be searched for by retrying.
      const next = puzzle();
      replaceSlider.run(JSON.stringify(next.data), JSON.stringify(next.secret), taskId);
      return wrong(row, 'slider check fail');
    },

    checkWidget(taskId: string, vendor: 'cfTurnstile' | 'hcaptcha', token: string): CheckOutcome {
      const row = open(taskId, vendor);
      if (!('task_id' in row)) return row;
      const used = consumeWidgetToken(vendor, token);
      return 'ok' in used ? passed(row) : wrong(row, used.message);
    },

    checkGeetest(
      taskId: string,
      answer: { lot_number: string; captcha_output: string; pass_token: string; gen_time: string },
    ): CheckOutcome {
      const row = open(taskId, 'geetest');
      if (!('task_id' in row)) return row;
      const used = consumeWidgetToken('geetest', answer.pass_token);
      if (!('ok' in used)) return wrong(row, used.message);
      const detail = used.detail as { lot_number: string; captcha_output: string };
      const genuine = detail.lot_number === answer.lot_number && detail.captcha_output === answer.captcha_output;
      return genuine ? passed(row) : wrong(row, 'geetest answer does not match its token');
    },

    checkDialog(taskId: string, receipt: unknown): CheckOutcome {
      const row = open(taskId, ['dialog', 'toast']);
      if (!('task_id' in row)) return row;
      if (row.task_type === 'toast') return passed(row);
      const secret = JSON.parse(row.secret) as { receipt: string };
      return receipt === secret.receipt ? passed(row) : wrong(row, 'dialog receipt does not match');
    },

    /** Sends the email code of an auth task to the task's user (60 s rule applies). */
    sendAuthEmail(taskId: string): {
      status: number;
      message: string;
      result: { sent: boolean; remainingSeconds: number } | null;
    } {
      const row = open(taskId, 'auth');
      if (!('task_id' in row)) return { status: STATUS.authLocked, message: row.message, result: null };
      const methods = (JSON.parse(row.secret) as { methods: AuthMethod[] }).methods;
      const user = row.uid === null ? undefined : accounts.byUid(row.uid);
      if (!methods.includes('email') || !user?.email) {
        return { status: STATUS.authLocked, message: 'this verification does not use an email code', result: null };
      }
      return { status: STATUS.ok, message: 'success', result: outbox.send(user.email, 'auth') };
    },

    /** Checks every method the task asks for; 2204 names what is wrong, 2205 once the task is dead. */
    checkAuth(taskId: string, answers: Array<{ authMethod: AuthMethod; code: string }>): CheckOutcome {
      const row = open(taskId, 'auth');
      if (!('task_id' in row)) return { status: STATUS.authLocked, message: row.message };
      const methods = (JSON.parse(row.secret) as { methods: AuthMethod[] }).methods;
      const user = row.uid === null ? undefined : accounts.byUid(row.uid);
      if (!user) return { status: STATUS.authLocked, message: 'the account of this verification is gone' };
      for (const method of methods) {
        const code = answers.find((a) => a.authMethod === method)?.code ?? '';
        const problem = checkAuthMethod(method, code, user);
        if (problem) {
          const outcome = wrong(row, problem);
          const locked = get(taskId)?.state === 'locked';
          return { status: locked ? STATUS.authLocked : STATUS.authWrong, message: outcome.message };
        }
      }
      return passed(row);
    },

    /** The sandbox's own captcha widget: a solved widget gets a single-use token (Geetest: its four fields). */
    issueWidgetToken(vendor: WidgetVendor): Record<string, string> {
      const token = randomBytes(24).toString('base64url');
      const expiresAt = now() + WIDGET_TOKEN_TTL_MS;
      if (vendor !== 'geetest') {
        insertToken.run(token, vendor, '{}', expiresAt);
        return { token, expiresAt: new Date(expiresAt).toISOString() };
      }
      const lotNumber = randomBytes(16).toString('hex');
      const captchaOutput = createHmac('sha256', GEETEST_KEY).update(lotNumber).digest('base64url');
      insertToken.run(
        token,
        vendor,
        JSON.stringify({ lot_number: lotNumber, captcha_output: captchaOutput }),
        expiresAt,
      );
      return {
        lot_number: lotNumber,
        captcha_output: captchaOutput,
        pass_token: token,
        gen_time: String(Math.floor(now() / 1000)),
      };
    },
  };

  function checkAuthMethod(method: AuthMethod, code: string, user: UserRow): string | undefined {
    if (method === 'pay') {
      if (!/^\d{6}$/.test(code)) return 'fund password must be 6 digits';
      return verifySecret(code, user.fund_password_hash) ? undefined : 'fund password is incorrect';
    }
    if (method === 'ga') {
      if (!user.totp_secret) return 'no authenticator is bound to this account';
      const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(user.totp_secret), digits: 6, period: 30 });
      return totp.validate({ token: code, timestamp: now(), window: 1 }) === null
        ? 'authenticator code is incorrect'
        : undefined;
    }
    if (!user.email) return 'no email is bound to this account';
    return outbox.consume(user.email, 'auth', code) ? undefined : 'email code is incorrect or expired';
  }
}

export type Tasks = ReturnType<typeof createTasks>;

function build(
  spec: TaskSpec,
  taskId: string,
  user: UserRow | undefined,
): { data: Record<string, unknown>; secret: object } {
  switch (spec.type) {
    case 'slider':
      return puzzle();
    case 'cfTurnstile':
    case 'hcaptcha':
      return { data: { siteKey: SITE_KEYS[spec.type], widget: `/__sandbox/widget/${spec.type}` }, secret: {} };
    case 'geetest':
      return {
        data: {
          captchaId: SITE_KEYS.geetest,
          params: { product: 'bind', riskType: 'slide', widget: '/__sandbox/widget/geetest' },
        },
        secret: {},
      };
    case 'auth': {
      const methods = spec.authMethod?.length ? spec.authMethod : (['pay'] as AuthMethod[]);
      return {
        data: { authMethod: methods, authInfo: user?.email ? maskEmail(user.email) : '' },
        secret: { methods },
      };
    }
    case 'dialog': {
      const receipt = randomBytes(8).toString('hex');
      return {
        data: {
          title: 'Security notice',
          content: spec.content ?? 'Please bind an authenticator to keep your account safe.',
          buttons: [{ text: 'OK', action: spec.action ?? '/self-dialog?show=bindGa', receipt }],
        },
        secret: { receipt },
      };
    }
    case 'toast':
      return { data: { content: spec.content ?? `Request noted (${taskId.slice(-6)}).` }, secret: {} };
  }
}

const WIDTH = 320;
const HEIGHT = 160;
const PIECE = 50;

/** A slider puzzle: a background with a hole, the piece cut from it, and the hole's row; x stays secret. */
export function puzzle() {
  const x = randomInt(PIECE + 20, WIDTH - PIECE - 10);
  const y = randomInt(10, HEIGHT - PIECE - 10);
  const hue = randomInt(0, 360);
  const shapes = Array.from({ length: 14 }, () => {
    const cx = randomInt(0, WIDTH);
    const cy = randomInt(0, HEIGHT);
    return `<circle cx="${cx}" cy="${cy}" r="${randomInt(8, 40)}" fill="hsl(${(hue + randomInt(0, 120)) % 360},60%,${randomInt(35, 70)}%)" fill-opacity="0.7"/>`;
  }).join('');
  const scene = `<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${hue},40%,85%)"/>${shapes}`;
  const bg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${scene}<rect x="${x}" y="${y}" width="${PIECE}" height="${PIECE}" rx="6" fill="#000" fill-opacity="0.45" stroke="#fff"/></svg>`;
  const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE}" height="${PIECE}"><g transform="translate(${-x},${-y})">${scene}</g><rect width="${PIECE}" height="${PIECE}" rx="6" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
  const url = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return {
    data: { bgImage: url(bg), pieceImage: url(piece), width: WIDTH, height: HEIGHT, pieceSize: PIECE, y },
    secret: { x },
  };
}
