import { expandRoutes, type LocalizedRoute } from '../../manifest/expand.ts';

export interface RouteMatch {
  route: LocalizedRoute;
  params: Record<string, string>;
}

interface Compiled {
  route: LocalizedRoute;
  regex: RegExp;
  names: string[];
}

/**
 * Resolves a pathname against the expanded manifest: static paths through a map,
 * parameterised ones through one compiled pattern each. Never throws: unknown paths,
 * bad percent-encoding and parameters that miss their pattern all give null.
 */
export function createMatcher(table: LocalizedRoute[] = expandRoutes()) {
  const statics = new Map<string, LocalizedRoute>();
  const dynamic: Compiled[] = [];
  for (const route of table) {
    if (route.params.length === 0) statics.set(route.path, route);
    else dynamic.push(compile(route));
  }

  return function resolve(pathname: string): RouteMatch | null {
    const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const hit = statics.get(path);
    if (hit) return { route: hit, params: {} };
    for (const { route, regex, names } of dynamic) {
      const m = regex.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      let ok = true;
      names.forEach((name, i) => {
        const raw = m[i + 1];
        if (raw === undefined) return;
        const value = safeDecode(raw);
        const pattern = route.params.find((p) => p.name === name)?.pattern ?? '.*';
        if (value === null || !new RegExp(`^(?:${pattern})$`).test(value)) ok = false;
        else params[name] = value;
      });
      if (ok) return { route, params };
    }
    return null;
  };
}

function compile(route: LocalizedRoute): Compiled {
  const names: string[] = [];
  const source = route.path.replace(/\/\{([^}]+)\}|[.*+?^$()|[\]\\]/g, (token, name?: string) => {
    if (!name) return `\\${token}`;
    names.push(name);
    const optional = route.params.find((p) => p.name === name)?.optional;
    return optional ? '(?:/([^/]+))?' : '/([^/]+)';
  });
  return { route, regex: new RegExp(`^${source}$`), names };
}

function safeDecode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
