import { ofetch } from 'ofetch';
import type { z } from 'zod';
import { type Locale, serverLanguage } from '../../manifest/locales.ts';
import { type CallName, type Contract, contract } from './contract.ts';

export const REQUEST_TIMEOUT_MS = 10_000;
export const PLATFORM = 'WEB';

export interface HttpClientOptions {
  /** Where the API lives; empty for same-origin (the edge server proxies it). */
  baseURL: string;
  /** The current language, read on every request. */
  language: () => Locale;
  timeout?: number;
  /** Validate replies against the contract (development and tests). */
  validate?: boolean;
}

/** A reply that does not match the contract: names the call and the field. */
export class ContractError extends Error {
  constructor(call: string, field: string, detail: string) {
    super(`${call}: field "${field}" ${detail}`);
    this.name = 'ContractError';
  }
}

/** A reply whose envelope says the call failed. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query<N extends CallName> = z.input<Contract[N]['query']>;
type Result<N extends CallName> = NonNullable<z.output<Contract[N]['response']>['result']>;

export function createHttpClient(options: HttpClientOptions) {
  const api = ofetch.create({
    baseURL: options.baseURL,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    credentials: 'same-origin',
    // Error replies carry the envelope too; the catalogue below reads it rather than ofetch's generic error.
    ignoreResponseError: true,
    onRequest({ options: request }) {
      request.headers.set('Current-Language', serverLanguage(options.language()));
      request.headers.set('Platform', PLATFORM);
      request.query = { ...request.query, req_platform: PLATFORM };
    },
  });

  async function call<N extends CallName>(name: N, query: Query<N>): Promise<Result<N>> {
    const spec = contract[name];
    const body: unknown = await api(spec.path, { method: spec.method, query: query as Record<string, unknown> });
    const reply = options.validate === false ? (body as z.output<Contract[N]['response']>) : check(name, body);
    if (reply.status !== 200 || reply.result === null) {
      throw new ApiError(reply.message || 'unknown error, please retry', reply.status);
    }
    return reply.result as Result<N>;
  }

  function check<N extends CallName>(name: N, body: unknown): z.output<Contract[N]['response']> {
    const parsed = contract[name].response.safeParse(body);
    if (parsed.success) return parsed.data as z.output<Contract[N]['response']>;
    const issue = parsed.error.issues[0];
    throw new ContractError(name, issue?.path.join('.') || '(body)', issue?.message ?? 'is invalid');
  }

  return { call };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
