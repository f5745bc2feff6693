/**
 * The field kinds of the manifest's search schemas: tabs, pages, filters, calculator inputs (decision 092).
 * The route table is in every page's first load, so its schemas are these few readers rather than zod:
 * classic zod cost 24.5 KiB there and `zod/mini` still 14.6 KiB, for six field kinds. Every field falls
 * back instead of failing: a hand-edited or stale URL still opens the page, with the field's default.
 * Values arrive as TanStack's search parser left them (`?page=2` as the number 2, `?code=ab` as text).
 */

/** Reads one search param: what the URL holds (or undefined) in, the page's value out. */
export interface SearchField<Out, In = Out> {
  read(raw: unknown): Out;
  /** Type only: what a link may write into the field. */
  readonly input?: In;
  /** Type only: an absent value is a possible outcome (the key is optional in the page's search). */
  readonly absent?: boolean;
}

type Fields = Record<string, SearchField<unknown, unknown>>;
type Read<F> = F extends SearchField<infer Out, unknown> ? Out : never;
type Written<F> = F extends SearchField<unknown, infer In> ? In : never;
type MaybeKeys<S extends Fields> = { [K in keyof S]: S[K] extends { absent?: true } ? K : never }[keyof S];

/** The route's search schema: a set of fields; keys it does not name are left to the router (utm values, `redirect`). */
export interface SearchSchema<S extends Fields = Fields> {
  readonly fields: S;
  /**
   * Every field read from `raw`, an absent one named as undefined (the router merges its parent's
   * unvalidated search underneath, so a rejected value left out would come back from there). Fields
   * never fail, so neither does this.
   */
  read(raw: Record<string, unknown>): SearchOutput<SearchSchema<S>>;
}

/** The search a page receives: every field present (defaults filled), the maybe-fields possibly absent. */
export type SearchOutput<T> =
  T extends SearchSchema<infer S>
    ? { [K in Exclude<keyof S, MaybeKeys<S>>]: Read<S[K]> } & { [K in MaybeKeys<S>]?: Read<S[K]> }
    : never;
/** What a link may write: any field, each in the form the field reads. */
export type SearchInput<T> = T extends SearchSchema<infer S> ? { [K in keyof S]?: Written<S[K]> } : never;

export function searchOf<S extends Fields>(fields: S): SearchSchema<S> {
  return {
    fields,
    read(raw) {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(fields)) out[key] = field.read(raw[key]);
      return out as SearchOutput<SearchSchema<S>>;
    },
  };
}

export function isSearchSchema(value: unknown): value is SearchSchema {
  return typeof value === 'object' && value !== null && 'fields' in value && 'read' in value;
}

type Maybe<T> = SearchField<T | undefined, T> & { readonly absent?: true };

/** One of `values`; anything else is `fallback`. */
export function oneOf<const V extends readonly string[]>(values: V, fallback: V[number]): SearchField<V[number]> {
  return { read: (raw) => (values.includes(raw as string) ? (raw as V[number]) : fallback) };
}

/** One of `values`, or absent; anything else is absent. */
export function maybeOneOf<const V extends readonly string[]>(values: V): Maybe<V[number]> {
  return { read: (raw) => (values.includes(raw as string) ? (raw as V[number]) : undefined) };
}

/**
 * The text the URL held. TanStack's parser turns `?inviteCode=123456` into the number 123456, so a whole number
 * is read back as its digits (an invite code or a search of digits is still text); one beyond 2^53 lost its
 * digits in that parse, and a fraction or a list is no text a field takes.
 */
function textOf(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw;
  return Number.isSafeInteger(raw) && (raw as number) >= 0 ? String(raw) : undefined;
}

/** Text matching `pattern` (of at most `max` characters), or absent; anything else (a list, an object) is absent. */
export function maybeText(pattern: RegExp, max = Number.POSITIVE_INFINITY): Maybe<string> {
  return {
    read: (raw) => {
      const value = textOf(raw);
      return value !== undefined && value.length <= max && pattern.test(value) ? value : undefined;
    },
  };
}

/** Free text, trimmed, at most `max` characters; anything else is `fallback`. */
export function text(max: number, fallback: string): SearchField<string> {
  return {
    read: (raw) => {
      const value = textOf(raw);
      if (value === undefined) return fallback;
      const trimmed = value.trim();
      return trimmed.length <= max ? trimmed : fallback;
    },
  };
}

/** A number as the URL gave it (parsed, or text to convert); NaN when it is none. */
function numberOf(raw: unknown): number {
  return typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : Number.NaN;
}

function wholeIn(raw: unknown, min: number, max: number): number | undefined {
  const value = numberOf(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** A whole number within `min`..`max`; anything else is `fallback`. */
export function whole(min: number, max: number, fallback: number): SearchField<number, number | string> {
  return { read: (raw) => wholeIn(raw, min, max) ?? fallback };
}

/** A whole number within `min`..`max`, or absent; anything else is absent. */
export function maybeWhole(min: number, max: number): Maybe<number> {
  return { read: (raw) => wholeIn(raw, min, max) };
}

function amountIn(raw: unknown, max: number, positive: boolean): number | undefined {
  const value = numberOf(raw);
  return Number.isFinite(value) && (positive ? value > 0 : value >= 0) && value <= max ? value : undefined;
}

/** A non-negative number up to `max` (above zero when `positive`); anything else is `fallback`. */
export function amount(max: number, fallback: number, options: { positive?: boolean } = {}): SearchField<number> {
  return { read: (raw) => amountIn(raw, max, options.positive ?? false) ?? fallback };
}

/** A non-negative number up to `max` (above zero when `positive`), or absent; anything else is absent. */
export function maybeAmount(max: number, options: { positive?: boolean } = {}): Maybe<number> {
  return { read: (raw) => amountIn(raw, max, options.positive ?? false) };
}

/** `?page=N` of a paged list: 1 when missing or not a page number. */
export const pageNumber = whole(1, 10_000, 1);

/** A sort direction; anything else is `fallback`. */
export const direction = (fallback: 'asc' | 'desc') => oneOf(['asc', 'desc'], fallback);
