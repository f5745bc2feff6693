import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A read's life on screen (PAGES.md): loading, then loaded, empty or failed with a retry. */
export type ReadPhase = 'loading' | 'loaded' | 'empty' | 'failed';

export function readPhase<T>(query: UseQueryResult<T>, isEmpty: (data: T) => boolean = () => false): ReadPhase {
  if (query.isSuccess) return isEmpty(query.data) ? 'empty' : 'loaded';
  if (query.isError && !query.isFetching) return 'failed';
  return 'loading';
}

/** The message a failed read shows: what the server said, else the spec's fallback (section 8). */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof Error) {
    const server = (error as Error & { serverMessage?: string | null }).serverMessage;
    if (server) return server;
    if (error.message && !('serverMessage' in error)) return error.message;
  }
  return fallback;
}

/**
 * One read's section: the skeleton of its final shape while loading, the sentence and next action
 * when empty, the message and a retry when failed, the content when loaded. `data-read` carries the
 * phase for the shared page-lifecycle model (tests/model/bindings/pageLifecycle.ts).
 */
export function ReadSection<T>({
  query,
  skeleton,
  empty,
  isEmpty,
  label,
  className,
  children,
}: {
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Names the section for assistive technology and for tests. */
  label: string;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useLingui();
  const phase = readPhase(query, isEmpty);
  return (
    <section className={className} aria-label={label} aria-busy={phase === 'loading'} data-read={phase}>
      {phase === 'loading' && (
        <>
          {/* The skeleton is decoration; this tells screen readers the content is on its way. */}
          <p role="status" className="visually-hidden">
            <Trans>Loading…</Trans>
          </p>
          {skeleton}
        </>
      )}
      {phase === 'failed' && (
        <div className="page-alert" role="alert">
          <p>{failureText(query.error, t`unknown error, please retry`)}</p>
          <button type="button" className="button button-primary" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {phase === 'empty' && empty}
      {phase === 'loaded' && query.data !== undefined && children(query.data)}
    </section>
  );
}
