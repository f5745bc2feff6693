import { z } from 'zod';
import { isSearchSchema, type SearchSchema } from './searchFields.ts';

export const LAYOUTS = ['default', 'transparentNav', 'activity', 'app', 'empty', 'h5_invite', 'login'] as const;
export const GUARDS = [
  'authenticated',
  'authenticatedH5',
  'bitmainCoupon',
  'cas',
  'detailCheck',
  'detailRedirectRoute',
  'geolocationBlocklist',
  'mobileLang',
  'mobileWebChange',
  'notAuthenticated',
  'replaceLang',
  'routeChange',
  'seoSsr',
  'toDownload',
  'toHashrate',
] as const;

const paramSchema = z.object({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, 'a parameter name is letters and digits'),
  pattern: z.string().refine(isValidRegExp, 'an invalid pattern'),
  optional: z.boolean(),
});

export const routeEntrySchema = z.object({
  id: z.string().min(1),
  path: z.string().regex(/^\/[A-Za-z0-9/_{}.-]*$/, 'a path starts with / and holds only path characters'),
  params: z.array(paramSchema).readonly(),
  guards: z.array(z.enum(GUARDS)).readonly(),
  layout: z.enum(LAYOUTS),
  pageCode: z.string().optional(),
  view: z.string().min(1),
  public: z.boolean(),
  /**
   * The route's search params (tabs, page, filters), parsed once by the router. Every field falls back
   * to its default (`manifest/searchFields.ts`), so a bad value in a shared link is the default, never an error page.
   */
  search: z.custom<SearchSchema>(isSearchSchema, 'a search schema (manifest/searchFields.ts)').optional(),
});

export type RouteEntry = z.input<typeof routeEntrySchema>;
export type RouteParam = z.input<typeof paramSchema>;

function isValidRegExp(source: string): boolean {
  try {
    new RegExp(`^(?:${source})$`);
    return true;
  } catch {
    return false;
  }
}

/** The parameter names a path declares, `{name}` segments, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1] ?? '');
}

/**
 * Checks the whole manifest; each problem names the entry and the field.
 * Throws with every problem listed, so a bad entry fails the build and the tests.
 */
export function validateManifest(entries: readonly unknown[]): void {
  const problems: string[] = [];
  const seenIds = new Set<string>();
  const seenPaths = new Set<string>();
  entries.forEach((raw, index) => {
    const parsed = routeEntrySchema.safeParse(raw);
    const label = labelOf(raw, index);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push(`${label}: field "${issue.path.join('.') || '(entry)'}": ${issue.message}`);
      }
      return;
    }
    const entry = parsed.data;
    if (seenIds.has(entry.id)) problems.push(`${label}: field "id": duplicate id`);
    seenIds.add(entry.id);
    if (seenPaths.has(entry.path)) problems.push(`${label}: field "path": duplicate path ${entry.path}`);
    seenPaths.add(entry.path);
    const declared = new Map(entry.params.map((p) => [p.name, p]));
    const inPath = pathParamNames(entry.path);
    for (const name of inPath) {
      if (!declared.has(name)) problems.push(`${label}: field "params": path parameter {${name}} has no declaration`);
    }
    let optionalSeen = false;
    for (const name of inPath) {
      const param = declared.get(name);
      if (!param) continue;
      if (param.optional) optionalSeen = true;
      else if (optionalSeen)
        problems.push(`${label}: field "params": required parameter ${name} after an optional one`);
    }
  });
  if (problems.length > 0) throw new Error(`Invalid route manifest:\n  ${problems.join('\n  ')}`);
}

function labelOf(raw: unknown, index: number): string {
  const id = typeof raw === 'object' && raw !== null && 'id' in raw ? String((raw as { id: unknown }).id) : '';
  return id ? `route "${id}"` : `route #${index}`;
}
