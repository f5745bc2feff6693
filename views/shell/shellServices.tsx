import { useMachine } from '@xstate/react';
import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { policyModalMachine } from '../../machines/shell/policyModalMachine.ts';
import type { Locale } from '../../manifest/locales.ts';
import { http } from '../../runtime/config.ts';
import { useClock } from '../clock.tsx';
import { LiveChatStandIn } from './liveChat.tsx';
import { agreementId, type PolicyKind } from './shellRules.ts';

/** What any part of the page can ask the shell for: the policy modal (footer, cookie notice, forms). */
export interface ShellServices {
  openPolicy(kind: PolicyKind): void;
}

const ShellServicesContext = createContext<ShellServices | null>(null);

// The policy modal (the shared modal and DOMPurify with it) loads when a policy is first opened (issue #14).
const PolicyModal = lazy(() => import('./policyModal.tsx'));

const machine = policyModalMachine.provide({
  actors: {
    loadAgreement: fromPromise(async ({ input }) => {
      const [doc, { default: DOMPurify }] = await Promise.all([
        http.call('agreementDetail', { agreementId: input.agreementId }, { showError: false }),
        import('dompurify'),
      ]);
      // Agreement text is CMS HTML: only sanitized markup reaches the page.
      return { title: doc.title, html: DOMPurify.sanitize(doc.agreementContent) };
    }),
  },
});

/**
 * Provides the shell's services once: a layout mounts it, and a provider further up (if the app
 * grows one) wins, so nested layouts never open two policy modals.
 */
export function ShellServicesProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const outer = useContext(ShellServicesContext);
  if (outer) return <>{children}</>;
  return <OwnShellServices locale={locale}>{children}</OwnShellServices>;
}

function OwnShellServices({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [state, send] = useMachine(machine, { clock: useClock() });
  const services = useMemo<ShellServices>(
    () => ({ openPolicy: (kind) => send({ type: 'policy.open', agreementId: agreementId(kind, locale) }) }),
    [send, locale],
  );
  return (
    <ShellServicesContext.Provider value={services}>
      {children}
      {!state.matches('closed') && (
        <Suspense fallback={null}>
          <PolicyModal
            loading={state.matches('loading')}
            failed={state.matches('failed')}
            agreementId={state.context.agreementId}
            title={state.context.document?.title ?? null}
            html={state.context.document?.html ?? null}
            onClose={() => send({ type: 'policy.close' })}
            onRetry={() => send({ type: 'policy.retry' })}
          />
        </Suspense>
      )}
      <LiveChatStandIn />
    </ShellServicesContext.Provider>
  );
}

/** The shell's services where a layout provides them; null elsewhere (a form rendered outside any layout). */
export function useShellServicesIfAny(): ShellServices | null {
  return useContext(ShellServicesContext);
}

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices needs a layout with ShellServicesProvider above it');
  return services;
}
