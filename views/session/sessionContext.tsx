import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { waitFor } from 'xstate';
import type { CombinedInfo } from '../../machines/account/sessionMachine.ts';
import type { UserInfo } from '../../runtime/http/contract.ts';
import { currentLocale } from '../../runtime/i18n/index.ts';
import { hrefFor } from '../../runtime/router/links.ts';
import { useClock } from '../clock.tsx';
import { createLogoutActor, createSessionActor, type SessionActor } from './sessionService.ts';

export interface SessionValue {
  loggedIn: boolean;
  /** Whether the page load's session is known yet (who, if anyone, is signed in). */
  settled: boolean;
  user: UserInfo | null;
  combined: CombinedInfo | null;
  /** The account is frozen and the blocking modal is up. */
  frozen: boolean;
  /** Logs out: the server call, local state cleared, then home (or the SSO logout for 'BM' users). */
  logout(): void;
  /** Loads user and combined info again. */
  refresh(): Promise<void>;
}

const SessionContext = createContext<{ value: SessionValue; actor: SessionActor } | null>(null);

type LogoutActor = ReturnType<typeof createLogoutActor>;

// The frozen-account modal (and the shared modal machinery with it) loads only for a frozen account.
const FrozenModal = lazy(() => import('./frozenModal.tsx').then((module) => ({ default: module.FrozenModal })));

/** Without the app's router (a view rendered alone), an on-site move loads the page. */
const loadPage = (href: string) => window.location.assign(href);

/**
 * The signed-in user for every view, backed by the session machine and the session runtime.
 * Renders the blocking frozen-account modal and the logout progress. The app passes its actor (the
 * router's guards read the same one) and its router's navigation; without them, the provider starts
 * its own actor and moves by page loads.
 */
export function SessionProvider({
  actor: given,
  navigate = loadPage,
  children,
}: {
  actor?: SessionActor;
  /** On-site moves after a logout (home), through the app's router. */
  navigate?: (href: string) => void;
  children: ReactNode;
}) {
  const clock = useClock();
  const [actor] = useState(() => given ?? createSessionActor(clock));
  useEffect(() => {
    // Started once and never stopped here: StrictMode's effect replay must not kill a running actor.
    if (actor.getSnapshot().status !== 'active') actor.start();
  }, [actor]);
  const user = useSelector(actor, (s) => s.context.user);
  const combined = useSelector(actor, (s) => s.context.combined);
  const frozen = useSelector(actor, (s) => s.matches({ signedIn: 'frozen' }));
  const signingIn = useSelector(actor, (s) => s.matches('settingToken'));
  const settled = useSelector(actor, (s) => !s.matches('loading') && !s.matches('settingToken'));
  // Mounted from the first freeze on, so that acknowledging it animates the modal out.
  const [frozenSeen, setFrozenSeen] = useState(frozen);
  if (frozen && !frozenSeen) setFrozenSeen(true);
  const [logoutActor, setLogoutActor] = useState<LogoutActor | null>(null);

  const logout = useCallback(() => {
    const run = createLogoutActor(actor, clock, {
      homeHref: () => hrefFor('home', {}, { locale: currentLocale() }),
      go: navigate,
    });
    setLogoutActor(run);
    run.start();
    run.send({ type: 'logout.start' });
  }, [actor, clock, navigate]);

  const refresh = useCallback(async () => {
    if (!actor.getSnapshot().matches('signedIn')) return;
    actor.send({ type: 'session.refresh' });
    await waitFor(actor, (s) => !s.matches('refreshing'));
  }, [actor]);

  const value = useMemo<SessionValue>(
    () => ({ loggedIn: user !== null, settled, user, combined, frozen, logout, refresh }),
    [user, settled, combined, frozen, logout, refresh],
  );
  const context = useMemo(() => ({ value, actor }), [value, actor]);
  return (
    <SessionContext.Provider value={context}>
      {children}
      {signingIn && (
        // A login or an SSO ticket has a token; its user is loading.
        <p className="session-progress" role="status">
          <Trans>Signing in…</Trans>
        </p>
      )}
      {frozenSeen && (
        <Suspense fallback={null}>
          <FrozenModal open={frozen} onAcknowledge={() => actor.send({ type: 'frozen.acknowledge' })} />
        </Suspense>
      )}
      {logoutActor && <LogoutProgress actor={logoutActor} />}
    </SessionContext.Provider>
  );
}

/** The logout machine on screen: progress while it runs, then where the browser is going. */
function LogoutProgress({ actor }: { actor: LogoutActor }) {
  const state = useSelector(actor, (s) => s.value);
  if (state === 'idle' || state === 'home') return null;
  return (
    <div className="session-progress" role="status" data-state={String(state)}>
      {state === 'sso' ? <Trans>Signing you out of single sign-on…</Trans> : <Trans>Signing out…</Trans>}
    </div>
  );
}

export function useSession(): SessionValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession needs a SessionProvider above it');
  return context.value;
}

/** The session actor itself, for the account flows that set the token. */
export function useSessionActor(): SessionActor {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSessionActor needs a SessionProvider above it');
  return context.actor;
}
