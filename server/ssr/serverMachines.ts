import { createContext, createElement, type ReactNode, useContext, useId } from 'react';
import { type AnyActorLogic, type AnyActorRef, createActor, waitFor } from 'xstate';

export { createActorContext, shallowEqual, useSelector } from '@xstate/react';

/**
 * The machines one server render started, by the position of the view that started them. The
 * renderer renders, waits until their invoked work settles, and renders again with the results:
 * a view that loads its data through a machine is crawled with that data, unchanged (decision 081).
 */
export class MachineScope {
  readonly actors = new Map<string, AnyActorRef>();
  started = 0;

  /** Resolves when no started machine has invoked work running, or when `timeoutMs` has passed. */
  async settle(timeoutMs: number): Promise<void> {
    // Work started outside machines (a provider's own actor reading the session) gets a turn first.
    await new Promise((resolve) => setImmediate(resolve));
    const deadline = AbortSignal.timeout(timeoutMs);
    await Promise.all(
      [...this.actors.values()].map((actor) =>
        waitFor(actor, (snapshot) => !busy(snapshot), { signal: deadline }).catch(() => undefined),
      ),
    );
  }

  stop(): void {
    for (const actor of this.actors.values()) actor.stop();
  }
}

function busy(snapshot: { status?: string; children?: Record<string, AnyActorRef | undefined> }): boolean {
  if (snapshot.status !== 'active') return false;
  return Object.values(snapshot.children ?? {}).some((child) => child?.getSnapshot().status === 'active');
}

const ScopeContext = createContext<MachineScope | null>(null);

export function MachineScopeProvider({ scope, children }: { scope: MachineScope; children: ReactNode }) {
  return createElement(ScopeContext.Provider, { value: scope }, children);
}

type ActorRefOf<T extends AnyActorLogic> = ReturnType<typeof createActor<T>>;

/** Creates and starts the view's actor once per scope; later renders of the same view get the same actor. */
export function useActorRef<T extends AnyActorLogic>(logic: T, options?: Parameters<typeof createActor<T>>[1]) {
  const scope = useContext(ScopeContext);
  const key = `${useId()}:${(logic as { id?: string }).id ?? ''}`;
  // Impossible state: every server render goes through the renderer, which provides the scope.
  if (!scope) throw new Error('a server render needs a MachineScopeProvider');
  let actor = scope.actors.get(key) as ActorRefOf<T> | undefined;
  if (!actor) {
    actor = createActor(logic, options);
    scope.actors.set(key, actor);
    scope.started += 1;
    actor.start();
  }
  return actor;
}

export function useMachine<T extends AnyActorLogic>(logic: T, options?: Parameters<typeof createActor<T>>[1]) {
  const actor = useActorRef(logic, options);
  return [actor.getSnapshot(), actor.send, actor] as const;
}
