import { getConfig, isInaccessible, screen, waitFor, type waitForOptions } from '@testing-library/dom';
import { computeAccessibleName } from 'dom-accessibility-api';
import type { Name, Role } from './driver.ts';

/**
 * `screen.findByRole(role, { name })` with the same answer, at a fraction of its cost in jsdom.
 *
 * Testing Library computes the accessible name of every element of the role on the page, and that
 * computation asks jsdom for the computed style of each node it reads (hidden? block or inline?),
 * each a cascade of jsdom's whole default stylesheet, again after every DOM change. In the model-based
 * paths it was about half of the CPU time. Here an element whose text and attributes cannot hold every
 * word of a string name is set aside first; the rest go through the same name computation
 * (dom-accessibility-api, as Testing Library calls it) and the same hidden check.
 * A timeout throws Testing Library's own error, with its listing of the page.
 */
export function findOneByRole(role: Role, name: Name | undefined, options: waitForOptions): Promise<HTMLElement> {
  return waitFor(() => getOneByRole(role, name), { ...options, onTimeout: roleTimeout(role, name) });
}

/** The one accessible element of a role and name; throws (briefly: it is tried again and again) when not one. */
export function getOneByRole(role: Role, name: Name | undefined): HTMLElement {
  const found = queryAllByRole(role, name);
  if (found.length === 1) return found[0] as HTMLElement;
  throw new Error(`${found.length} elements of role ${role} named ${String(name)}`);
}

/**
 * A wait's `onTimeout` for a wait that looks an element up with `getOneByRole`: the error the exact query gives
 * (not found, or found several, with the page listed); the wait's own error when the element is there.
 */
export function roleTimeout(role: Role, name: Name | undefined): (error: Error) => Error {
  return (error) => {
    try {
      screen.getByRole(role, name === undefined ? {} : { name });
    } catch (exact) {
      return exact as Error;
    }
    return error;
  };
}

/** The accessible elements of a role whose accessible name matches, in document order. */
export function queryAllByRole(role: Role, name: Name | undefined): HTMLElement[] {
  if (name === undefined) return screen.queryAllByRole(role);
  const words = requiredWords(name);
  const { computedStyleSupportsPseudoElements } = getConfig();
  return screen
    .queryAllByRole(role, { hidden: true })
    .filter((element) => words === null || mayBeNamed(element, words))
    .filter((element) => nameMatches(computeAccessibleName(element, { computedStyleSupportsPseudoElements }), name))
    .filter((element) => !isInaccessible(element));
}

/**
 * Words every matching name holds: a string's words; for a pattern, the words of the plain text it starts
 * with (`/^Messages/`, `/Message 1(?!\d)/`). Null when that cannot be said simply (alternatives, no plain
 * start, flags other than `u`): every element of the role is then a candidate.
 */
function requiredWords(name: Name): string[] | null {
  if (typeof name === 'string') return name.split(/\s+/).filter(Boolean);
  if (name.flags.replace('u', '') !== '' || name.source.includes('|')) return null;
  const source = name.source.replace(/^\^/, '');
  let literal = /^[\p{L}\p{N} ,'’]+/u.exec(source)?.[0] ?? '';
  // A quantifier after the plain text may drop its last character (`/^Messages?/`).
  if (/^[?*{]/.test(source.slice(literal.length))) literal = literal.slice(0, -1);
  const words = literal.split(/\s+/).filter(Boolean);
  return words.length > 0 ? words : null;
}

/** Testing Library's matching of a name, without a normalizer (the computed name is normalized already). */
function nameMatches(accessibleName: string, name: Name): boolean {
  if (typeof name === 'string') return accessibleName === name;
  name.lastIndex = 0;
  return name.test(accessibleName);
}

/** Inputs named by a default the browser supplies ("Submit", "Reset") that no text on the page holds. */
const DEFAULT_NAMED = new Set(['submit', 'reset', 'image', 'button']);

/**
 * Whether every word of the name occurs in what an accessible name can be made of: the element's text,
 * the attributes and values in it (aria-label, alt, title, placeholder, an embedded field's value), what its
 * aria-labelledby and its labels point to. A superset, so no element the exact query finds is set aside.
 */
function mayBeNamed(element: HTMLElement, words: readonly string[]): boolean {
  if (element instanceof HTMLInputElement && DEFAULT_NAMED.has(element.type)) return true;
  const sources: Element[] = [element];
  if ('labels' in element && element.labels instanceof NodeList)
    sources.push(...(element.labels as NodeListOf<Element>));
  const parts: string[] = [];
  const read = (source: Element, followLabelledBy: boolean) => {
    parts.push(source.textContent ?? '');
    for (const node of [source, ...source.querySelectorAll('*')]) {
      for (const attribute of node.attributes) parts.push(attribute.value);
      const value = (node as { value?: unknown }).value;
      if (typeof value === 'string') parts.push(value);
      const labelledBy = followLabelledBy ? node.getAttribute('aria-labelledby') : null;
      for (const id of labelledBy?.split(/\s+/) ?? []) {
        const target = id ? node.ownerDocument.getElementById(id) : null;
        if (target) read(target, false);
      }
    }
  };
  for (const source of sources) read(source, true);
  const haystack = parts.join('\u0000');
  return words.every((word) => haystack.includes(word));
}
