import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { type FlowPath, type FlowSpec, stateName } from './flowModel.ts';

export type { FlowSpec } from './flowModel.ts';

/** ARIA roles the bindings address elements by (what a user or a screen reader sees). */
export type Role =
  | 'alert'
  | 'alertdialog'
  | 'article'
  | 'banner'
  | 'button'
  | 'complementary'
  | 'contentinfo'
  | 'form'
  | 'group'
  | 'img'
  | 'progressbar'
  | 'searchbox'
  | 'slider'
  | 'spinbutton'
  | 'switch'
  | 'table'
  | 'timer'
  | 'tooltip'
  | 'checkbox'
  | 'combobox'
  | 'dialog'
  | 'heading'
  | 'link'
  | 'list'
  | 'listitem'
  | 'main'
  | 'menu'
  | 'menuitem'
  | 'navigation'
  | 'option'
  | 'radio'
  | 'region'
  | 'row'
  | 'status'
  | 'tab'
  | 'tabpanel'
  | 'textbox';

export type Name = string | RegExp;

/**
 * User verbs, implemented once for jsdom (Testing Library, private sandbox over HTTP, simulated
 * clock) and once for Chromium (Playwright, the built app, `page.clock`). Bindings use only these.
 */
/** A read section's phase on screen (`data-read` of ReadSection and DataTable; PAGES.md). */
export type ReadPhase = 'loading' | 'loaded' | 'empty' | 'failed';

export interface Driver {
  readonly env: 'jsdom' | 'chromium';
  /**
   * Scopes sandbox faults to this browser's requests (its `sandbox_scope` cookie) where the sandbox is
   * shared (Chromium); undefined where it is the test file's own (jsdom). `failCall` adds it.
   */
  readonly scope?: string;
  /** Loads the storefront at a URL (path and query), like typing it into the address bar. */
  visit(url: string): Promise<void>;
  /** Loads the current URL again; cookies and storage stay. */
  reload(): Promise<void>;
  /** The current path with its query. */
  url(): Promise<string>;
  click(role: Role, name?: Name): Promise<void>;
  /** Replaces the text of the field with this label. */
  fill(label: Name, value: string): Promise<void>;
  /** Ticks or unticks the checkbox with this label. */
  check(label: Name, checked?: boolean): Promise<void>;
  /** A key press on the focused element (Playwright key names: 'Escape', 'Enter', 'Tab'). */
  press(key: string): Promise<void>;
  expectVisible(role: Role, name?: Name): Promise<void>;
  expectHidden(role: Role, name?: Name): Promise<void>;
  /**
   * A lazily loaded part (a modal in its own chunk) shows: React reveals it on its Suspense timer,
   * which runs on the page's clock, so the clock moves in small steps until it is there, however
   * long the chunk took to arrive.
   */
  expectRevealed(role: Role, name?: Name): Promise<void>;
  expectText(text: Name): Promise<void>;
  expectNoText(text: Name): Promise<void>;
  expectValue(label: Name, value: string): Promise<void>;
  expectEnabled(role: Role, name: Name, enabled?: boolean): Promise<void>;
  /**
   * The animation phase the stylesheet paints on an element (its `data-state`: a modal fading in
   * 'opening', settled 'open'): the one thing a sighted user sees that assistive technology does not.
   */
  expectAnimation(role: Role, name: Name, phase: string): Promise<void>;
  /** The region with this name (a ReadSection or DataTable) shows a read in this phase. */
  expectRead(name: Name, phase: ReadPhase): Promise<void>;
  /** Moves the page's clock (and the sandbox's) forward; timers due in between fire. */
  advance(ms: number): Promise<void>;
  /** Calls a sandbox endpoint (`/__sandbox/...` dev endpoints, or the API itself) as JSON. */
  sandbox<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  /**
   * The page asked the native app (tests/model/fakeNativeHost.ts, installed by an `app` page's path) for this
   * action, with at least these params; waits for it.
   */
  expectNativeCall(action: string, params?: Record<string, unknown>): Promise<void>;
  cookie(name: string): Promise<string | undefined>;
  setCookie(name: string, value: string): Promise<void>;
  dispose(): Promise<void>;
}

/** An event on a path, with whatever payload it carries (outputs, errors, form values). */
// biome-ignore lint/suspicious/noExplicitAny: bindings read the payload their machine's events carry
export type PathEvent = EventObject & Record<string, any>;

export interface StepContext {
  event: PathEvent;
  /** The machine's snapshots before and after the event. */
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
  /** The events after this one on the path, so an action can arrange what the server answers. */
  upcoming: PathEvent[];
  path: PathEvent[];
  index: number;
}

export interface FlowBinding<M extends AnyStateMachine> {
  /** Brings the UI to the machine's initial state. */
  start(d: Driver, context: { path: PathEvent[] }): Promise<void>;
  /** A user-visible assertion per state (dot path without the machine id); atomic states need one. */
  states: Record<string, (d: Driver, snapshot: AnyMachineSnapshot) => Promise<void>>;
  /** How each event type happens for real; synthetic ones included (see tests/model/README.md). */
  events: Record<string, (d: Driver, context: StepContext) => Promise<void>>;
  /** Unused type anchor so a binding is checked against its machine. */
  readonly machine?: M;
}

async function assertState(
  binding: FlowBinding<AnyStateMachine>,
  d: Driver,
  snapshot: AnyMachineSnapshot,
  where: string,
): Promise<void> {
  for (const node of snapshot._nodes as AnyStateNode[]) {
    if (node.path.length === 0) continue;
    const name = stateName(node);
    const check = binding.states[name];
    if (!check) {
      if (node.type === 'atomic' || node.type === 'final') {
        throw new Error(`no assertion for state "${name}" (${where})`);
      }
      continue;
    }
    try {
      await check(d, snapshot);
    } catch (error) {
      throw new Error(`state "${name}" not shown ${where}: ${(error as Error).message}`);
    }
  }
}

/** Runs one planned path through the UI: start, then each event followed by its state's assertion. */
export async function runFlowPath<M extends AnyStateMachine>(
  _spec: FlowSpec<M>,
  binding: FlowBinding<M>,
  d: Driver,
  path: FlowPath,
): Promise<void> {
  const b = binding as unknown as FlowBinding<AnyStateMachine>;
  const events = path.steps.map((s) => s.event as PathEvent);
  await b.start(d, { path: events });
  await assertState(b, d, path.initial, 'at the start');
  let before = path.initial;
  for (const [index, step] of path.steps.entries()) {
    const exec = b.events[step.event.type];
    if (!exec) throw new Error(`no way to make event "${step.event.type}" happen in the binding`);
    const where = `after step ${index + 1} (${step.event.type})`;
    try {
      await exec(d, {
        event: step.event,
        before,
        after: step.snapshot,
        upcoming: events.slice(index + 1),
        path: events,
        index,
      });
    } catch (error) {
      throw new Error(`event "${step.event.type}" failed at step ${index + 1}: ${(error as Error).message}`);
    }
    await assertState(b, d, step.snapshot, where);
    before = step.snapshot;
  }
  // A path may end in a waiting state: what its binding held goes on now, so the page can close.
  await d.sandbox('POST', '/__sandbox/faults', { release: true, ...(d.scope ? { scope: d.scope } : {}) });
}
