import { expandRoutes, type LocalizedRoute } from '../../manifest/expand.ts';

export interface RouteMatch {
  route: LocalizedRoute;
  params: Record<string, string>;
}

interface Compiled {
  route: LocalizedRoute;
  regex: RegExp;
  names: string[];
  /** Each param's pattern, anchored, compiled once. */
  patterns: RegExp[];
}

/**
 * Resolves a pathname against the expanded manifest. Static paths are one map lookup; a
 * parameterised path is looked up by its static prefix (the part before the first `{param}`),
 * longest prefix first, so `/pay/confirm/coupons` wins over `/pay/confirm/{orderNo}`.
 * Never throws: unknown paths, bad percent-encoding, a missing required parameter and a
 * parameter that misses its pattern all give null (the 404 page).
 */
export function createMatcher(table?: LocalizedRoute[]): (pathname: string) => RouteMatch | null {
  // The guards, the route tree, the modals and the language switch each ask for the manifest's matcher
  // when their module loads: it is compiled once (1,233 routes cost a tenth of the first load's script time).
  if (!table) {
    manifestMatcher ??= compileMatcher(expandRoutes());
    return manifestMatcher;
  }
  return compileMatcher(table);
}

let manifestMatcher: ((pathname: string) => RouteMatch | null) | null = null;

function compileMatcher(table: LocalizedRoute[]) {
  const statics = new Map<string, LocalizedRoute>();
  // A bucket's patterns are compiled when a path first reaches it: a page load resolves a handful of
  // paths, and compiling all 1,233 routes' patterns up front blocked its first task.
  const byPrefix = new Map<string, Array<LocalizedRoute | Compiled>>();
  for (const route of table) {
    if (route.params.length === 0) {
      statics.set(route.path, route);
      continue;
    }
    const prefix = route.path.slice(0, route.path.indexOf('/{'));
    const bucket = byPrefix.get(prefix) ?? [];
    bucket.push(route);
    byPrefix.set(prefix, bucket);
  }

  return function resolve(pathname: string): RouteMatch | null {
    if (typeof pathname !== 'string') return null;
    const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const hit = statics.get(path);
    if (hit) return { route: hit, params: {} };
    let end = path.length;
    while (end > 0) {
      const bucket = byPrefix.get(path.slice(0, end));
      if (bucket) {
        for (let i = 0; i < bucket.length; i++) {
          let candidate = bucket[i] as LocalizedRoute | Compiled;
          if (!('regex' in candidate)) {
            candidate = compile(candidate);
            bucket[i] = candidate;
          }
          const match = tryMatch(candidate, path);
          if (match) return match;
        }
      }
      end = path.lastIndexOf('/', end - 1);
    }
    return null;
  };
}

function tryMatch({ route, regex, names, patterns }: Compiled, path: string): RouteMatch | null {
  const m = regex.exec(path);
  if (!m) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < names.length; i++) {
    const raw = m[i + 1];
    if (raw === undefined) continue;
    const value = safeDecode(raw);
    if (value === null || !patterns[i]?.test(value)) return null;
    params[names[i] as string] = value;
  }
  return { route, params };
}

function compile(route: LocalizedRoute): Compiled {
  const names: string[] = [];
  const patterns: RegExp[] = [];
  const source = route.path.replace(/\/\{([^}]+)\}|[.*+?^$()|[\]\\]/g, (token, name?: string) => {
    if (!name) return `\\${token}`;
    const param = route.params.find((p) => p.name === name);
    names.push(name);
    patterns.push(new RegExp(`^(?:${param?.pattern ?? '.*'})$`));
    return param?.optional ? '(?:/([^/]+))?' : '/([^/]+)';
  });
  return { route, regex: new RegExp(`^${source}$`), names, patterns };
}

function safeDecode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
