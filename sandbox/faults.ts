import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';

/** A fault on requests whose path matches (exact, or a prefix ending in `*`), for the next `count` of them. */
export const faultSpec = z.object({
  path: z.string().min(1).max(512),
  method: z.enum(['GET', 'POST']).optional(),
  kind: z.enum(['latency', 'status', 'hang', 'malformed']),
  /**
   * latency: delay before the real reply; hang: how long to hold the request before giving up (past
   * the client's 10 s); status and malformed: delay before the faulty reply (default none).
   */
  ms: z.number().int().min(0).max(120_000).optional(),
  /** status: the HTTP status to answer with (the envelope carries it too). */
  status: z.number().int().min(400).max(599).optional(),
  count: z.number().int().min(1).max(1_000_000).default(1),
  /**
   * Only requests whose URL or body (decoded) contains this text, such as a test's own account:
   * browser tests share one sandbox, and an unscoped fault may be taken by another test's request.
   */
  contains: z.string().trim().toLowerCase().min(1).max(200).optional(),
  /**
   * Only requests from a browser carrying this `sandbox_scope` cookie (SCOPE_COOKIE): a browser test
   * scopes a fault to its own page, signed in or not, whatever the call's URL or body says.
   */
  scope: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
});
export type Fault = z.output<typeof faultSpec>;

export const HANG_MS = 15_000;

/** The cookie a browser test sets to scope faults to its own page (`scope` above). */
export const SCOPE_COOKIE = 'sandbox_scope';

function scopeOf(cookieHeader: string | undefined): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${SCOPE_COOKIE}=([\\w-]{1,64})`).exec(cookieHeader ?? '');
  return match?.[1];
}

/** Fault injection for tests and demos; kept in memory, so a restart or reset clears it. */
export function createFaults() {
  let faults: Fault[] = [];
  /** Requests being held back, with the scope of the fault holding them (released by `release`). */
  const pending = new Map<() => void, string | undefined>();

  function take(method: string, path: string, text: () => string, scope: string | undefined): Fault | undefined {
    const fault = faults.find(
      (f) =>
        f.count > 0 &&
        (!f.scope || f.scope === scope) &&
        (!f.method || f.method === method) &&
        (f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : f.path === path) &&
        (!f.contains || text().includes(f.contains)),
    );
    if (!fault) return undefined;
    fault.count -= 1;
    faults = faults.filter((f) => f.count > 0);
    return { ...fault };
  }

  function sleep(ms: number, signal?: AbortSignal, scope?: string): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      pending.set(done, scope);
      signal?.addEventListener('abort', done, { once: true });
      function done() {
        clearTimeout(timer);
        pending.delete(done);
        resolve();
      }
    });
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    // Dev endpoints are never faulted, except the captcha widget's, whose failures the client must handle.
    if (c.req.path.startsWith('/__sandbox/') && !c.req.path.startsWith('/__sandbox/widget/')) return next();
    // The request's URL and body as text, read only when a fault is scoped by `contains`.
    const raw = faults.some((f) => f.contains) && c.req.method !== 'GET' ? await c.req.raw.clone().text() : '';
    const fault = take(c.req.method, c.req.path, () => decoded(`${c.req.url} ${raw}`), scopeOf(c.req.header('cookie')));
    if (!fault) return next();
    const codeStyle = c.req.path.startsWith('/user-api/');
    const envelope = (status: number, message: string) =>
      codeStyle ? { code: status, msg: message, data: null } : { status, message, result: null };
    switch (fault.kind) {
      case 'latency':
        await sleep(fault.ms ?? 1000, c.req.raw.signal, fault.scope);
        return next();
      case 'status': {
        if (fault.ms) await sleep(fault.ms, c.req.raw.signal, fault.scope);
        const status = fault.status ?? 500;
        return c.json(envelope(status, `injected fault: HTTP ${status}`), status as 500);
      }
      case 'hang':
        await sleep(fault.ms ?? HANG_MS, c.req.raw.signal, fault.scope);
        return c.json(envelope(504, 'injected fault: the request hung'), 504);
      case 'malformed':
        if (fault.ms) await sleep(fault.ms, c.req.raw.signal, fault.scope);
        return c.body('{"status":200,"message":"success","result":{"data":[{"goodsId":', 200, {
          'content-type': 'application/json',
        });
    }
  };

  return {
    middleware,
    add(fault: Fault) {
      faults.push(fault);
    },
    list: () => faults,
    clear() {
      faults = [];
    },
    /** Ends pending sleeps so a closing server is not held open by a hang. */
    /**
     * Lets held requests go on now (a test has seen the waiting state and needs no timing margin):
     * those of faults with this scope, or every one when no scope is given.
     */
    release(scope?: string) {
      for (const [done, of] of [...pending]) if (scope === undefined || of === scope) done();
    },
    /** How many requests are being held (of faults with this scope, or all). */
    held(scope?: string): number {
      return [...pending.values()].filter((of) => scope === undefined || of === scope).length;
    },
    close() {
      for (const done of [...pending.keys()]) done();
    },
  };
}

export type Faults = ReturnType<typeof createFaults>;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return text.toLowerCase();
  }
}
