import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import { createEmptyActor } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/**
 * Test paths taken from a flow machine itself (decision 003). The graph is explored with the
 * machine's own pure transition function; invoked actors, delays and user events are offered
 * as events: `xstate.done.actor.<id>` with each sample output, `xstate.error.actor.<id>`,
 * `xstate.after.<delay>.<state id>`, and the user events the spec samples.
 */
export interface FlowSpec<M extends AnyStateMachine> {
  machine: M;
  input?: InputFrom<M>;
  /** User events to try, by type; a type without samples is tried as `{ type }`. */
  events?: { [K in EventFromLogic<M>['type']]?: Array<Extract<EventFromLogic<M>, { type: K }>> };
  /** Sample results per invoke id, for its done event (default: one `undefined`). */
  outputs?: Record<string, unknown[]>;
  /** Sample errors per invoke id, for its error event (default: one Error). */
  errors?: Record<string, unknown[]>;
  /** What makes two snapshots the same vertex when planning (default: the state value). */
  stateKey?: (snapshot: SnapshotFrom<M>) => string;
  /** Longest path planned before a new one starts (default 30 steps). */
  maxSteps?: number;
  /**
   * For machines where whether a step can happen depends on the path so far (who is signed in, a
   * blocking modal), which vertices do not hold: why the real app cannot take step `at` of this
   * path, or null. Paths are then planned breadth-first over whole event sequences (`maxSteps`
   * deep, default 12): the shortest possible path to each transition not yet taken.
   */
  cannot?: (path: { event: EventObject; before: AnyMachineSnapshot }[]) => { at: number; why: string } | null;
}

export interface FlowStep {
  event: EventObject;
  /** The machine's snapshot after the event. */
  snapshot: AnyMachineSnapshot;
}

export interface FlowPath {
  description: string;
  initial: AnyMachineSnapshot;
  steps: FlowStep[];
}

export interface Covered {
  states: Set<string>;
  transitions: Set<string>;
}

// The graph walk runs the machine's pure transition function; actions are never executed.
const emptyActor = createEmptyActor();
const actorScope = {
  self: emptyActor,
  logger: () => {},
  id: '',
  sessionId: 'model',
  defer: () => {},
  system: emptyActor.system,
  stopChild: () => {},
  emit: () => {},
  actionExecutor: () => {},
} as never;

export function stateName(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : '(machine)';
}

function transitionName(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  if (source.always?.includes(t)) return `${stateName(source)} always#${source.always.indexOf(t)}`;
  const list = source.transitions.get(t.eventType as string) ?? [];
  return `${stateName(source)} ${String(t.eventType)}#${list.indexOf(t)}`;
}

/** Every state node and every transition the machine declares: the 100% of the coverage table. */
export function flowTotals(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = [machine.root as AnyStateNode, ...getStateNodes(machine.root as AnyStateNode)];
  const transitions: string[] = [];
  for (const node of nodes) {
    for (const [type, list] of node.transitions) {
      list.forEach((_, i) => {
        transitions.push(`${stateName(node)} ${type}#${i}`);
      });
    }
    node.always?.forEach((_, i) => {
      transitions.push(`${stateName(node)} always#${i}`);
    });
  }
  return { states: nodes.slice(1).map(stateName), transitions };
}

/** The machine's start for the spec's input, as the planner and the runs see it. */
export function initialSnapshot(spec: FlowSpec<AnyStateMachine>): AnyMachineSnapshot {
  return spec.machine.getInitialSnapshot(actorScope, spec.input) as AnyMachineSnapshot;
}

function step(spec: FlowSpec<AnyStateMachine>, snapshot: AnyMachineSnapshot, event: EventObject): AnyMachineSnapshot {
  return spec.machine.transition(snapshot, event, actorScope) as AnyMachineSnapshot;
}

/** The events each active state accepts, with the spec's samples. */
export function eventsFor(spec: FlowSpec<AnyStateMachine>, snapshot: AnyMachineSnapshot): EventObject[] {
  if (snapshot.status !== 'active') return [];
  const types = new Set<string>();
  for (const node of snapshot._nodes as AnyStateNode[]) {
    for (const type of node.ownEvents) types.add(String(type));
  }
  const events: EventObject[] = [];
  const samples = (spec.events ?? {}) as Record<string, EventObject[] | undefined>;
  for (const type of types) {
    if (type.startsWith('xstate.done.state.') || type === '*' || type.endsWith('.*')) continue;
    if (type.startsWith('xstate.done.actor.')) {
      const id = type.slice('xstate.done.actor.'.length);
      for (const output of spec.outputs?.[id] ?? [undefined]) events.push({ type, output } as EventObject);
    } else if (type.startsWith('xstate.error.actor.')) {
      const id = type.slice('xstate.error.actor.'.length);
      for (const error of spec.errors?.[id] ?? [new Error('failed')]) events.push({ type, error } as EventObject);
    } else if (type.startsWith('xstate.after.')) {
      events.push({ type });
    } else {
      events.push(...(samples[type] ?? [{ type }]));
    }
  }
  return events;
}

/** The transitions one event takes from a snapshot, eventless ones after it included. */
function takenBy(
  spec: FlowSpec<AnyStateMachine>,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): { next: AnyMachineSnapshot; transitions: string[]; passed: string[] } {
  const machine = spec.machine;
  const direct = machine.getTransitionData(snapshot, event) as AnyTransitionDefinition[];
  const transitions = direct.map(transitionName);
  const micro = machine.microstep(snapshot, event, actorScope) as AnyMachineSnapshot[];
  // States passed through on the way (left again by an eventless transition) count as visited.
  const passed = micro.flatMap(activeStates);
  // Microsteps after the first are eventless (`always`) transitions; name each by source and target.
  for (let i = 1; i < micro.length; i++) {
    const before = micro[i - 1] as AnyMachineSnapshot;
    const after = micro[i] as AnyMachineSnapshot;
    for (const node of before._nodes as AnyStateNode[]) {
      const found = node.always?.find((t) => (t.target ?? []).every((target) => after._nodes.includes(target)));
      if (found) {
        transitions.push(transitionName(found));
        break;
      }
    }
  }
  return { next: step(spec, snapshot, event), transitions, passed };
}

function activeStates(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).filter((n) => n.path.length > 0).map(stateName);
}

/** Atomic states the machine's start enters before its eventless transitions run. */
function enteredAtStart(node: AnyStateNode): AnyStateNode[] {
  if (node.type === 'atomic' || node.type === 'final' || node.type === 'history') return [node];
  const children =
    node.type === 'parallel' ? Object.values(node.states) : ((node.initial?.target ?? []) as AnyStateNode[]);
  return children.flatMap((child) => enteredAtStart(child as AnyStateNode));
}

/**
 * States the start passes through and the eventless transitions it takes (a `deciding` state that
 * reads the input and leaves at once); named by the target they lead to, as in `takenBy`.
 */
function startPassage(initial: AnyMachineSnapshot): { states: string[]; transitions: string[] } {
  const active = initial._nodes as AnyStateNode[];
  const states: string[] = [];
  const transitions: string[] = [];
  let pending = enteredAtStart(initial.machine.root as AnyStateNode).filter((n) => !active.includes(n));
  for (let hops = 0; pending.length > 0 && hops < 20; hops++) {
    const next: AnyStateNode[] = [];
    for (const node of pending) {
      for (let n: AnyStateNode | undefined = node; n && n.path.length > 0 && !active.includes(n); n = n.parent) {
        if (!states.includes(stateName(n))) states.push(stateName(n));
      }
      const taken = node.always?.find((t) =>
        (t.target ?? []).every((target) =>
          enteredAtStart(target as AnyStateNode).some((leaf) => active.includes(leaf) || leaf.always?.length),
        ),
      );
      if (!taken) continue;
      transitions.push(transitionName(taken));
      for (const target of taken.target ?? []) {
        next.push(...enteredAtStart(target as AnyStateNode).filter((leaf) => !active.includes(leaf)));
      }
    }
    pending = next;
  }
  return { states, transitions };
}

/** What walking these events from the initial state covers (used for paths that passed in the UI). */
export function coverageOf(spec: FlowSpec<AnyStateMachine>, events: EventObject[]): Covered {
  let snapshot = initialSnapshot(spec);
  const start = startPassage(snapshot);
  const covered: Covered = {
    states: new Set([...start.states, ...activeStates(snapshot)]),
    transitions: new Set(start.transitions),
  };
  for (const event of events) {
    const { next, transitions, passed } = takenBy(spec, snapshot, event);
    for (const t of transitions) covered.transitions.add(t);
    for (const s of [...passed, ...activeStates(next)]) covered.states.add(s);
    snapshot = next;
  }
  return covered;
}

const shortType = (type: string) =>
  type
    .replace(/^xstate\.done\.actor\./, 'done:')
    .replace(/^xstate\.error\.actor\./, 'error:')
    .replace(/^xstate\.after\./, 'after:');

function describeEvent(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const data = Object.keys(rest).length
    ? JSON.stringify('output' in rest ? rest.output : 'error' in rest ? String(rest.error) : rest)
    : '';
  const shown = data && data !== '""' && data.length <= 40 ? ` ${data}` : data ? ' …' : '';
  return `${shortType(type)}${shown}`;
}

/**
 * Paths from the initial state that, together, take every transition reachable with the spec's
 * events: a greedy walk takes an untaken edge where one leaves the current vertex, else the
 * shortest way to the nearest vertex that has one, and starts a new path when none is reachable.
 */
export function flowPaths<M extends AnyStateMachine>(spec: FlowSpec<M>): FlowPath[] {
  const s = spec as unknown as FlowSpec<AnyStateMachine>;
  if (s.cannot) return possiblePaths(s, s.cannot);
  const key = (snapshot: AnyMachineSnapshot) =>
    s.stateKey ? s.stateKey(snapshot) : `${snapshot.status}:${JSON.stringify(snapshot.value)}`;
  const edgeKey = (from: string, event: EventObject) =>
    `${from} ${JSON.stringify(event, (_k, v) => (v instanceof Error ? String(v) : v))}`;
  const maxSteps = s.maxSteps ?? 30;

  // Explore: vertices by key, edges that take at least one transition.
  interface Edge {
    event: EventObject;
    key: string;
    to: string;
  }
  const initial = initialSnapshot(s);
  const edges = new Map<string, Edge[]>();
  const queue: AnyMachineSnapshot[] = [initial];
  const seen = new Set<string>([key(initial)]);
  while (queue.length) {
    const snapshot = queue.shift() as AnyMachineSnapshot;
    const from = key(snapshot);
    const out: Edge[] = [];
    for (const event of eventsFor(s, snapshot)) {
      const { next, transitions } = takenBy(s, snapshot, event);
      if (transitions.length === 0) continue;
      const to = key(next);
      out.push({ event, key: edgeKey(from, event), to });
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(next);
      }
      if (seen.size > 5000)
        throw new Error(`${s.machine.id}: more than 5000 vertices; give the spec a coarser stateKey`);
    }
    edges.set(from, out);
  }

  const untaken = new Set([...edges.values()].flat().map((e) => e.key));
  const paths: FlowPath[] = [];
  while (untaken.size > 0) {
    let snapshot = initial;
    const steps: FlowStep[] = [];
    let progressed = false;
    while (steps.length < maxSteps) {
      const here = key(snapshot);
      const direct = (edges.get(here) ?? []).find((e) => untaken.has(e.key));
      let route: Edge[] | null = direct ? [direct] : null;
      if (!route) {
        // Breadth-first to the nearest vertex with an untaken edge.
        const back = new Map<string, { prev: string; edge: Edge }>();
        const frontier = [here];
        const visited = new Set([here]);
        let target: string | null = null;
        while (frontier.length && target === null) {
          const v = frontier.shift() as string;
          for (const e of edges.get(v) ?? []) {
            if (visited.has(e.to)) continue;
            visited.add(e.to);
            back.set(e.to, { prev: v, edge: e });
            if ((edges.get(e.to) ?? []).some((x) => untaken.has(x.key))) {
              target = e.to;
              break;
            }
            frontier.push(e.to);
          }
        }
        if (target === null) break;
        route = [];
        for (let v = target; v !== here; v = (back.get(v) as { prev: string }).prev) {
          route.unshift((back.get(v) as { edge: Edge }).edge);
        }
      }
      for (const edge of route) {
        if (steps.length >= maxSteps) break;
        const from = key(snapshot);
        snapshot = step(s, snapshot, edge.event);
        steps.push({ event: edge.event, snapshot });
        if (untaken.delete(edgeKey(from, edge.event))) progressed = true;
      }
    }
    if (!progressed) {
      throw new Error(`${s.machine.id}: ${untaken.size} edges cannot be planned (first: ${[...untaken][0]})`);
    }
    paths.push({ description: steps.map((x) => describeEvent(x.event)).join(' → '), initial, steps });
  }
  return paths;
}

/** The snapshots after each event of a sequence, from the initial state. */
function walk(spec: FlowSpec<AnyStateMachine>, events: EventObject[]): AnyMachineSnapshot[] {
  const snapshots: AnyMachineSnapshot[] = [];
  let snapshot = initialSnapshot(spec);
  for (const event of events) {
    snapshot = step(spec, snapshot, event);
    snapshots.push(snapshot);
  }
  return snapshots;
}

/** `flowPaths` for a spec with `cannot`: breadth-first over event sequences the app can take. */
function possiblePaths(
  spec: FlowSpec<AnyStateMachine>,
  cannot: NonNullable<FlowSpec<AnyStateMachine>['cannot']>,
): FlowPath[] {
  const initial = initialSnapshot(spec);
  const possible = (events: EventObject[]) => {
    const snapshots = walk(spec, events);
    return (
      cannot(
        events.map((event, i) => ({ event, before: i === 0 ? initial : (snapshots[i - 1] as AnyMachineSnapshot) })),
      ) === null
    );
  };
  const taken = (events: EventObject[]) => coverageOf(spec, events).transitions;
  const covered = new Set<string>(taken([]));
  const paths: FlowPath[] = [];
  for (;;) {
    let frontier: EventObject[][] = [[]];
    let found: EventObject[] | null = null;
    for (let depth = 0; depth < (spec.maxSteps ?? 12) && !found && frontier.length; depth++) {
      const next: EventObject[][] = [];
      for (const events of frontier) {
        const here = walk(spec, events).at(-1) ?? initial;
        const before = taken(events).size;
        for (const event of eventsFor(spec, here)) {
          const longer = [...events, event];
          const after = taken(longer);
          // A step that takes no transition is never worth planning (the initial step excepted).
          if (after.size === before && events.length > 0) continue;
          if (!possible(longer)) continue;
          if ([...after].some((t) => !covered.has(t))) {
            found = longer;
            break;
          }
          next.push(longer);
        }
        if (found) break;
      }
      frontier = next;
    }
    if (!found) return paths;
    for (const t of taken(found)) covered.add(t);
    const snapshots = walk(spec, found);
    paths.push({
      description: found.map(describeEvent).join(' → '),
      initial,
      steps: found.map((event, i) => ({ event, snapshot: snapshots[i] as AnyMachineSnapshot })),
    });
  }
}

/** What all planned paths would cover; a shortfall means the spec lacks an event sample or output. */
export function plannedCoverage<M extends AnyStateMachine>(spec: FlowSpec<M>, paths: FlowPath[]): Covered {
  const s = spec as unknown as FlowSpec<AnyStateMachine>;
  const all: Covered = { states: new Set(), transitions: new Set() };
  for (const path of paths) {
    const c = coverageOf(
      s,
      path.steps.map((x) => x.event),
    );
    for (const x of c.states) all.states.add(x);
    for (const x of c.transitions) all.transitions.add(x);
  }
  if (paths.length === 0) {
    const c = coverageOf(s, []);
    for (const x of c.states) all.states.add(x);
    for (const x of c.transitions) all.transitions.add(x);
  }
  return all;
}

/**
 * The planned paths Chromium walks (decision 112), numbered as in `flowPaths`: a subset that still shows
 * every state the plan reaches and makes every kind of event happen at least once in the built app. jsdom
 * walks every path (every transition, gated by the coverage table). Greedy: the path adding the most unseen
 * states and event types first, the shorter on a tie. `keep` leaves out paths that cannot run there.
 */
export function browserPaths<M extends AnyStateMachine>(
  spec: FlowSpec<M>,
  keep: (path: FlowPath) => boolean = () => true,
): [number, FlowPath][] {
  const s = spec as unknown as FlowSpec<AnyStateMachine>;
  const candidates = [...flowPaths(spec).entries()].filter(([, path]) => keep(path));
  const shows = new Map(
    candidates.map(([index, path]) => {
      const events = path.steps.map((step) => step.event);
      const states = [...coverageOf(s, events).states].map((state) => `state ${state}`);
      return [index, new Set([...states, ...events.map((event) => `event ${event.type}`)])];
    }),
  );
  const seen = new Set<string>();
  const chosen = new Set<number>();
  for (;;) {
    let best: [number, FlowPath] | null = null;
    let bestGain = 0;
    for (const candidate of candidates) {
      const [index, path] = candidate;
      if (chosen.has(index)) continue;
      const gain = [...(shows.get(index) ?? [])].filter((item) => !seen.has(item)).length;
      if (gain > bestGain || (gain > 0 && gain === bestGain && best && path.steps.length < best[1].steps.length)) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.add(best[0]);
    for (const item of shows.get(best[0]) ?? []) seen.add(item);
  }
  return candidates.filter(([index]) => chosen.has(index));
}
