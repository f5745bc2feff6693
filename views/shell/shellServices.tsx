import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import DOMPurify from 'dompurify';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { policyModalMachine } from '../../machines/policyModalMachine.ts';
import type { Locale } from '../../manifest/locales.ts';
import { http } from '../../runtime/config.ts';
import { useClock } from '../clock.tsx';
import { Modal } from '../flows/modal/modal.tsx';
import { LiveChatStandIn } from './liveChat.tsx';
import { agreementId, type PolicyKind } from './shellRules.ts';

/** What any part of the page can ask the shell for: the policy modal (footer, cookie notice, forms). */
export interface ShellServices {
  openPolicy(kind: PolicyKind): void;
}

const ShellServicesContext = createContext<ShellServices | null>(null);

const machine = policyModalMachine.provide({
  actors: {
    loadAgreement: fromPromise(async ({ input }) => {
      const doc = await http.call('agreementDetail', { agreementId: input.agreementId }, { showError: false });
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
        <PolicyModal
          loading={state.matches('loading')}
          failed={state.matches('failed')}
          agreementId={state.context.agreementId}
          title={state.context.document?.title ?? null}
          html={state.context.document?.html ?? null}
          onClose={() => send({ type: 'policy.close' })}
          onRetry={() => send({ type: 'policy.retry' })}
        />
      )}
      <LiveChatStandIn />
    </ShellServicesContext.Provider>
  );
}

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices needs a layout with ShellServicesProvider above it');
  return services;
}

interface PolicyModalProps {
  loading: boolean;
  failed: boolean;
  agreementId: string | null;
  title: string | null;
  html: string | null;
  onClose: () => void;
  onRetry: () => void;
}

function PolicyModal({ loading, failed, agreementId: id, title, html, onClose, onRetry }: PolicyModalProps) {
  const { t } = useLingui();
  const fallbackTitle = id?.startsWith('BFFPRIVACY') ? t`Privacy policy` : t`Terms of service`;
  return (
    <Modal open title={title ?? fallbackTitle} width={800} onClose={onClose} className="policy-dialog">
      <div className="policy-modal" data-agreement-id={id ?? undefined}>
        {loading && (
          <p role="status" className="policy-loading">
            <Trans>Loading…</Trans>
          </p>
        )}
        {failed && (
          <div role="alert" className="policy-failed">
            <p>
              <Trans>The document could not be loaded.</Trans>
            </p>
            <button type="button" className="button button-primary" onClick={onRetry}>
              <Trans>Try again</Trans>
            </button>
          </div>
        )}
        {html !== null && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify in the loader above
          <div className="policy-text" dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
    </Modal>
  );
}
