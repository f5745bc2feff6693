import { ofetch } from 'ofetch';
import type { z } from 'zod';
import { type Locale, serverLanguage } from '../../manifest/locales.ts';
import { CALL_TABLE } from './callTable.ts';
import type { CallName, Contract, Task } from './contract.ts';

export const REQUEST_TIMEOUT_MS = 10_000;
export const PLATFORM = 'WEB';
/** Statuses the caller handles itself (task and verification flows), spec section 8. */
export const PASS_THROUGH = new Set([2204, 2205, 2301, 2302]);
export const FALLBACK_ERROR = 'unknown error, please retry';
export const FALLBACK_CODE_ERROR = 'some error';

export interface HttpClientOptions {
  /** Where the API lives; empty for same-origin (the edge server proxies it). */
  baseURL: string;
  /** The current language, read on every request (sg goes out as hk). */
  language: () => Locale;
  /** The auth token (from the auth cookie), sent as a Bearer header. */
  token?: () => string | null;
  timeout?: number;
  /**
   * Validate replies against the contract (development and tests). The contract's schemas load only
   * then: requests themselves need just the call table.
   */
  validate?: boolean;
  /** Shows an error (or info) message to the user: the toast. */
  notify?: (message: string, kind: 'error' | 'info') => void;
  /**
   * 401: reset local state, and go to login where the call calls for it (decision 048). Resolves 'retry'
   * when a new token was obtained (native login inside the app).
   */
  onUnauthorized?: (call: { name: CallName; method: 'GET' | 'POST' }) => Promise<'retry' | 'stop'>;
  /** Hands a server-issued task to the challenge layer; for a blocking task, resolves with its result. */
  onTask?: (task: Task) => Promise<unknown>;
  /** A successful status reply carried the visitor's country. */
  onCountryCode?: (countryCode: string) => void;
  /** The analytics layer (HTTP 5xx are pushed there). */
  track?: (event: string, data: Record<string, unknown>) => void;
}

export interface CallOptions {
  /** false: no message is shown to the user; the error is still thrown. */
  showError?: boolean;
}

/** A reply that does not match the contract: names the call and the field. */
export class ContractError extends Error {
  constructor(call: string, field: string, detail: string) {
    super(`${call}: field "${field}" ${detail}`);
    this.name = 'ContractError';
  }
}

/** A call that failed: `status` is the envelope's status or code, the HTTP status, or 0 for no answer. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly call: string,
    /** What the server itself said; null when it said nothing (no answer, no envelope, an empty message). */
    readonly serverMessage: string | null = message,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a call takes (its body for POST, its query for GET) and what it answers on success. */
export type Params<N extends CallName> = Contract[N] extends { body: z.ZodType }
  ? z.input<Contract[N]['body']>
  : z.input<Contract[N]['query']>;
export type Reply<N extends CallName> = z.output<Contract[N]['response']>;
export type Data<N extends CallName> =
  Reply<N> extends { result: infer R } ? NonNullable<R> : Reply<N> extends { data: infer D } ? NonNullable<D> : never;

/** Both envelopes in one shape: `code` 0 / `status` 200 is success. */
export interface Envelope<T> {
  ok: boolean;
  status: number;
  message: string | null;
  data: T | null;
  task?: Task;
}

/**
 * POST bodies go form-encoded; nested objects and arrays are JSON-stringified (spec section 7).
 * Undefined fields are left out.
 */
export function formEncode(fields: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(key, value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

export function createHttpClient(options: HttpClientOptions) {
  const api = ofetch.create({
    baseURL: options.baseURL,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    credentials: 'same-origin',
    retry: 0,
    // Error replies carry an envelope too: the catalogue below reads it, not ofetch's generic error.
    ignoreResponseError: true,
    onRequest({ options: request }) {
      request.headers.set('Current-Language', serverLanguage(options.language()));
      request.headers.set('Platform', PLATFORM);
      const token = options.token?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
    },
  });

  // Loaded once, and only when replies are validated: the schemas stay out of the storefront's bundle.
  let contractLoad: Promise<Contract> | null = null;
  function replySchemas(): Promise<Contract | null> {
    if (options.validate === false) return Promise.resolve(null);
    contractLoad ??= import('./contract.ts').then((module) => module.contract);
    return contractLoad;
  }

  function fail(
    name: string,
    status: number,
    message: string | null | undefined,
    show: boolean,
    fallback = FALLBACK_ERROR,
  ): never {
    const text = message || fallback;
    if (show) options.notify?.(text, 'error');
    throw new ApiError(text, status, name, message || null);
  }

  async function exchange(name: CallName, params: Record<string, unknown>, extra: Record<string, unknown>) {
    const spec = CALL_TABLE[name];
    const fields = { ...params, ...extra, req_platform: PLATFORM };
    const isGet = spec.method === 'GET';
    return api.raw<unknown>(spec.path, {
      method: spec.method,
      query: isGet ? fields : { req_platform: PLATFORM },
      body: isGet ? undefined : formEncode(fields),
    });
  }

  /**
   * Sends a call through the error catalogue (spec section 8) and returns its envelope: success or a
   * pass-through status (2204, 2205, 2301, 2302). Everything else throws an ApiError, after showing
   * its message unless `showError` is false.
   */
  async function send<N extends CallName>(
    name: N,
    params: Params<N>,
    callOptions: CallOptions = {},
  ): Promise<Envelope<Data<N>>> {
    const show = callOptions.showError !== false;
    const schemas = await replySchemas();
    let extra: Record<string, unknown> = {};
    let unauthorizedRetried = false;
    for (;;) {
      let response: Awaited<ReturnType<typeof exchange>>;
      try {
        response = await exchange(name, params as Record<string, unknown>, extra);
      } catch {
        // No answer at all (network down, or the 10 s timeout): status 0 with the fallback text.
        return fail(name, 0, null, show);
      }
      if (response.status >= 500) options.track?.('http_5xx', { call: name, status: response.status });

      const envelope = read(name, response._data, response.status, schemas);
      if (response.status === 401 || envelope?.status === 401) {
        const next = (await options.onUnauthorized?.({ name, method: CALL_TABLE[name].method })) ?? 'stop';
        if (next === 'retry' && !unauthorizedRetried) {
          unauthorizedRetried = true;
          continue;
        }
        throw new ApiError(envelope?.message || 'unauthorized', 401, name, envelope?.message || null);
      }
      if (!envelope) return fail(name, response.status, null, show);

      if (envelope.task) {
        if (envelope.task.block) {
          // The original request waits for the task, then goes again once with its result.
          const result = await (options.onTask?.(envelope.task) ??
            Promise.reject(new ApiError('task not handled', envelope.status, name, null)));
          extra = { taskResult: JSON.stringify(result) };
          continue;
        }
        void options.onTask?.(envelope.task)?.catch(() => undefined);
      }

      if (envelope.ok) {
        const countryCode = readCountryCode(response._data);
        if (countryCode) options.onCountryCode?.(countryCode);
        return envelope as Envelope<Data<N>>;
      }
      if (PASS_THROUGH.has(envelope.status)) return envelope as Envelope<Data<N>>;
      const isCodeEnvelope = isObject(response._data) && 'code' in response._data;
      return fail(name, envelope.status, envelope.message, show, isCodeEnvelope ? FALLBACK_CODE_ERROR : FALLBACK_ERROR);
    }
  }

  /** Like `send`, but returns the data and treats a pass-through status as an ApiError too. */
  async function call<N extends CallName>(name: N, params: Params<N>, callOptions: CallOptions = {}): Promise<Data<N>> {
    const envelope = await send(name, params, callOptions);
    if (!envelope.ok || envelope.data === null) {
      throw new ApiError(envelope.message || FALLBACK_ERROR, envelope.status, name, envelope.message || null);
    }
    return envelope.data;
  }

  /** Validates (when `schemas` are given) and normalises a reply; null when it is no envelope at all. */
  function read(name: CallName, body: unknown, httpStatus: number, schemas: Contract | null): Envelope<unknown> | null {
    if (schemas && httpStatus !== 401 && httpStatus < 500) {
      const parsed = schemas[name].response.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ContractError(name, issue?.path.join('.') || '(body)', issue?.message ?? 'is invalid');
      }
    }
    if (!isObject(body)) return null;
    const task = body.task as Task | undefined;
    if (typeof body.code === 'number') {
      return { ok: body.code === 0, status: body.code, message: str(body.msg), data: body.data ?? null, task };
    }
    if (typeof body.status === 'number') {
      return {
        ok: body.status === 200,
        status: body.status,
        message: str(body.message),
        data: body.result ?? null,
        task,
      };
    }
    return null;
  }

  return { send, call };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function readCountryCode(body: unknown): string | null {
  if (!isObject(body)) return null;
  if (typeof body.countryCode === 'string') return body.countryCode;
  const result = body.result;
  return isObject(result) && typeof result.countryCode === 'string' ? result.countryCode : null;
}

export type HttpClient = ReturnType<typeof createHttpClient>;
