import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { type CallName, type Contract, contract, STATUS, type Task } from '../runtime/http/contract.ts';
import { type Accounts, addressOf, type UserRow } from './accounts.ts';
import type { Challenges } from './challenges.ts';

/** The header the CDN puts the visitor's country in (the edge server's default, server/config.ts). */
export const COUNTRY_HEADER = 'CF-IPCountry';

/** Bodies and query strings above these sizes are refused before parsing. */
export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_URL_LENGTH = 8 * 1024;

type Entry<N extends CallName> = Contract[N];
/** What a handler receives: the parsed body for POST calls, the parsed query for GET. */
export type Input<N extends CallName> =
  Entry<N> extends { body: z.ZodType } ? z.output<Entry<N>['body']> : z.output<Entry<N>['query']>;
export type Reply<N extends CallName> = z.input<Entry<N>['response']>;

export interface CallContext {
  user: UserRow | undefined;
  token: string | undefined;
  /** The server language from `Current-Language` (lower case; may be anything). */
  language: string;
  /** Scheme and host the request came to, for absolute links (SSO logout). */
  origin: string;
}

/** An answer that is not the call's success: HTTP status plus the envelope's status/code and message. */
export class CallError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const ok = <T>(result: T) => ({ status: STATUS.ok, message: 'success', result });
export const okData = <T>(data: T) => ({ code: 0, msg: 'success', data });
export const failed = (status: number, message: string) => ({ status, message, result: null });
export const failedData = (code: number, msg: string) => ({ code, msg, data: null });

/** Both envelopes in one place: which one a call uses is read from its response schema. */
export function usesCodeEnvelope(name: CallName): boolean {
  return 'code' in contract[name].response.shape;
}

export function envelope(codeStyle: boolean, status: number, message: string, task?: Task) {
  const body = codeStyle ? failedData(status, message) : failed(status, message);
  return task ? { ...body, task } : body;
}

export interface RouteDeps {
  accounts: Accounts;
  challenges: Challenges;
}

export type Define = <N extends CallName>(
  name: N,
  handler: (input: Input<N>, ctx: CallContext) => Reply<N>,
  options?: { auth?: boolean },
) => void;

/**
 * Registers calls of the contract: reads the query or the form-encoded (or JSON) body, checks the token, validates
 * the input, runs the challenge gate, then validates the reply before sending it.
 */
export function createDefine(app: Hono, deps: RouteDeps): Define {
  return (name, handler, options = {}) => {
    const call = contract[name];
    const codeStyle = usesCodeEnvelope(name);
    const needsAuth = options.auth ?? call.path.includes('/auth/');
    const schema: z.ZodType = 'body' in call ? call.body : call.query;

    const route = async (c: Context) => {
      const raw = await readInput(c, call.method);
      // Every request carries req_platform (spec section 7); taskResult marks a retry after a task.
      const { req_platform: _platform, taskResult, ...fields } = raw;
      const token = bearer(c.req.header('Authorization'));
      const user = token ? deps.accounts.userForToken(token) : undefined;
      if (needsAuth && !user) {
        throw new CallError(401, 401, token ? 'the login expired or the token is invalid' : 'login required');
      }
      const parsed = schema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || firstMissingKey(issue) || (call.method === 'GET' ? 'query' : 'body');
        throw new CallError(400, 400, `${field}: ${issue?.message ?? 'invalid'}`);
      }
      const input = parsed.data as Input<typeof name>;
      const gate = deps.challenges.gate(name, accountKey(input, user, c), user, taskResult);
      if (gate.kind === 'blocked') return c.json(envelope(codeStyle, gate.status, gate.message, gate.task));
      const url = new URL(c.req.url);
      const ctx: CallContext = {
        user,
        token,
        language: (c.req.header('Current-Language') ?? 'en').toLowerCase(),
        origin: url.origin,
      };
      const reply = handler(input, ctx) as Record<string, unknown>;
      const body = call.response.parse(gate.task ? { ...reply, task: gate.task } : reply) as Record<string, unknown>;
      // As the real API does behind its CDN: a success names the visitor's country (spec section 8).
      const country = c.req.header(COUNTRY_HEADER)?.toUpperCase();
      const success = body.status === STATUS.ok || body.code === 0;
      return c.json(success && country && /^[A-Z]{2}$/.test(country) ? { ...body, countryCode: country } : body);
    };
    if (call.method === 'GET') app.get(call.path, route);
    else app.post(call.path, route);
  };
}

function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header ?? '');
  return match?.[1];
}

function firstMissingKey(issue: z.core.$ZodIssue | undefined): string | undefined {
  return issue && 'keys' in issue && Array.isArray(issue.keys) ? String(issue.keys[0]) : undefined;
}

/** Who a request is from, for challenge rules: the account it names, else the logged-in user, else the client. */
function accountKey(input: unknown, user: UserRow | undefined, c: Context): string {
  const fields = (input ?? {}) as Record<string, unknown>;
  if (typeof fields.email === 'string') return addressOf({ email: fields.email });
  if (typeof fields.phoneCode === 'string' && typeof fields.phoneNumber === 'string') {
    return addressOf({ phoneCode: fields.phoneCode, phoneNumber: fields.phoneNumber });
  }
  if (user) return `uid:${user.uid}`;
  return `client:${c.req.header('x-forwarded-for') ?? 'local'}`;
}

/** Query fields, plus for POST the body: form-encoded (the client's way) or JSON; all values kept as sent. */
async function readInput(c: Context, method: string): Promise<Record<string, unknown> & { taskResult?: string }> {
  if (c.req.url.length > MAX_URL_LENGTH)
    throw new CallError(414, 414, `the URL is longer than ${MAX_URL_LENGTH} characters`);
  const query: Record<string, unknown> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) query[key] = value;
  if (method === 'GET') return withTaskResult(query);
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new CallError(413, 413, `the body is larger than ${MAX_BODY_BYTES} bytes`);
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new CallError(400, 400, 'the body could not be read');
  }
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    throw new CallError(413, 413, `the body is larger than ${MAX_BODY_BYTES} bytes`);
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    let value: unknown;
    try {
      value = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      throw new CallError(400, 400, 'body: malformed JSON');
    }
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new CallError(400, 400, 'body: a JSON object expected');
    return withTaskResult({ ...query, ...(value as Record<string, unknown>) });
  }
  const body: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) body[key] = value;
  return withTaskResult({ ...query, ...body });
}

function withTaskResult(fields: Record<string, unknown>): Record<string, unknown> & { taskResult?: string } {
  const { taskResult } = fields;
  if (taskResult === undefined) return fields;
  // taskResult travels as a JSON string; a JSON body may send it as an object.
  return { ...fields, taskResult: typeof taskResult === 'string' ? taskResult : JSON.stringify(taskResult) };
}
