import { z } from 'zod';
import { CHECKOUT_ERRORS } from '../runtime/http/contract/checkout.ts';
import { AUTH_METHODS, contract, STATUS, TASK_TYPES, type Task } from '../runtime/http/contract.ts';
import type { UserRow } from './accounts.ts';
import type { Database } from './db.ts';
import { createAccountVerification } from './features/settings/verify.ts';
import type { TaskSpec, Tasks } from './tasks.ts';

const callName = z.string().refine((name) => Object.hasOwn(contract, name), 'is not a call of the contract');

/** A rule: requests to `calls` from one account must pass `task` once the account made `fromNth` of them within the window. */
export const challengeRule = z.object({
  calls: z.array(callName).min(1),
  task: z.enum(TASK_TYPES),
  authMethod: z.array(z.enum(AUTH_METHODS)).min(1).optional(),
  block: z.boolean().default(true),
  /** How many times the rule fires; absent is every time. */
  times: z.number().int().min(1).optional(),
  fromNth: z.number().int().min(1).default(1),
  windowSeconds: z.number().int().min(1).default(3600),
  content: z.string().max(500).optional(),
  action: z.string().max(500).optional(),
  /**
   * Only requests naming, or logged in as, one of these accounts (emails or +<phoneCode><phoneNumber>):
   * parallel browser tests scope their rules to their own accounts instead of changing everyone's.
   */
  accounts: z.array(z.string().trim().toLowerCase().min(3).max(200)).max(50).optional(),
});
export type ChallengeRule = z.output<typeof challengeRule>;

/** The default set: a slider on the third code request to one account within an hour. */
export function defaultRules(): ChallengeRule[] {
  return [
    {
      calls: ['sendEmailCode', 'sendPhoneCode'],
      task: 'slider',
      block: true,
      fromNth: 3,
      windowSeconds: 3600,
    },
  ];
}

/**
 * Calls that need their task every time, whatever the rules say: paying from the balance or points asks for the
 * fund password. Replacing the rules, a reset and exemptions never remove these (the rules are for testing the
 * client's task handling; these protect money).
 */
export const ALWAYS_VERIFIED: Readonly<Record<string, TaskSpec>> = {
  orderPay: { type: 'auth', authMethod: ['pay'], block: true },
  serviceFeePay: { type: 'auth', authMethod: ['pay'], block: true },
  hostingInvoicePay: { type: 'auth', authMethod: ['pay'], block: true },
};

export type GateOutcome =
  | { kind: 'proceed'; task?: Task }
  | { kind: 'blocked'; status: number; message: string; task?: Task };

export function createChallenges(db: Database, now: () => number, tasks: Tasks) {
  let rules = defaultRules();
  /** Accounts no rule applies to unless it names them: parallel browser tests keep theirs free of the default slider. */
  let exempt = new Set<string>();
  const log = db.prepare('INSERT INTO request_log (call_name, account_key, at) VALUES (?, ?, ?)');
  const count = db.prepare('SELECT COUNT(*) AS n FROM request_log WHERE account_key = ? AND call_name = ? AND at > ?');
  // Settings changes and payments ask for what the account has and chose (features/settings/verify.ts).
  const accountVerification = createAccountVerification(db);

  return {
    rules: () => rules,
    exempt: () => [...exempt],
    /** Replacing the rules (and a reset) ends every exemption. */
    setRules(next: ChallengeRule[]) {
      rules = next;
      exempt = new Set();
    },
    exemptAccounts(accounts: string[]) {
      for (const account of accounts) exempt.add(account);
    },
    addRules(more: ChallengeRule[]) {
      rules = [...rules, ...more];
    },

    /**
     * Runs before a call: a retry carrying `taskResult` goes through once if its task was passed; otherwise the
     * request is counted and the first rule that fires answers with its task (blocking) or rides along (not).
     */
    gate(name: string, accountKey: string, user: UserRow | undefined, taskResult: string | undefined): GateOutcome {
      if (taskResult !== undefined) {
        const taskId = parseTaskResult(taskResult);
        if (!taskId)
          return { kind: 'blocked', status: STATUS.taskRejected, message: 'taskResult: JSON with a taskId expected' };
        const outcome = tasks.redeem(taskId, name, accountKey);
        return outcome.status === STATUS.ok ? { kind: 'proceed' } : { kind: 'blocked', ...outcome };
      }
      log.run(name, accountKey, now());
      const always = user ? (accountVerification(name, user) ?? ALWAYS_VERIFIED[name]) : undefined;
      if (always && 'refuse' in always) return { kind: 'blocked', status: 403, message: always.refuse };
      if (always && user) {
        // Without a fund password there is nothing to verify with: the client offers to set one.
        if (always.authMethod?.includes('pay') && !user.fund_password_hash) {
          return { kind: 'blocked', status: 403, message: CHECKOUT_ERRORS.fundPassword };
        }
        const task = tasks.create(always, name, accountKey, user);
        return { kind: 'blocked', status: STATUS.taskRequired, message: `${always.type} verification required`, task };
      }
      let rideAlong: Task | undefined;
      for (const rule of rules) {
        if (!rule.calls.includes(name) || rule.times === 0) continue;
        if (rule.task === 'auth' && !user) continue; // an auth task needs an account whose secrets it checks
        if (rule.accounts && !rule.accounts.some((a) => a === accountKey || ownedBy(user, a))) continue;
        if (!rule.accounts && [...exempt].some((a) => a === accountKey || ownedBy(user, a))) continue;
        const since = now() - rule.windowSeconds * 1000;
        const made = rule.calls.reduce((sum, call) => sum + (count.get(accountKey, call, since) as { n: number }).n, 0);
        if (made < rule.fromNth) continue;
        if (rule.times !== undefined) rule.times -= 1;
        const spec = {
          type: rule.task,
          block: rule.block,
          authMethod: rule.authMethod,
          content: rule.content,
          action: rule.action,
        };
        const task = tasks.create(spec, name, accountKey, user);
        if (rule.block)
          return { kind: 'blocked', status: STATUS.taskRequired, message: `${rule.task} verification required`, task };
        rideAlong ??= task;
      }
      return { kind: 'proceed', task: rideAlong };
    },
  };
}

export type Challenges = ReturnType<typeof createChallenges>;

function parseTaskResult(raw: string): string | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'taskId' in value && typeof value.taskId === 'string')
      return value.taskId;
  } catch {
    // not JSON: answered as a rejected taskResult
  }
  return undefined;
}

/** Whether a logged-in user is the account an address names. */
function ownedBy(user: UserRow | undefined, address: string): boolean {
  if (!user) return false;
  if (user.email && user.email.toLowerCase() === address) return true;
  return Boolean(user.phone_code && user.phone_number && `+${user.phone_code}${user.phone_number}` === address);
}
