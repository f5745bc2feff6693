import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TablePhase } from './dataTable.tsx';
import { errorMessage } from './errorMessage.ts';
import { useSteadyPhase } from './steadyPhase.ts';

/** The same four phases as a data table's. */
export type ReadPhase = TablePhase;

/** A read's life on screen (PAGES.md): loading, then loaded, empty or failed with a retry. */
export function readPhase<T>(query: UseQueryResult<T>, isEmpty: (data: T) => boolean = () => false): ReadPhase {
  if (query.isSuccess) return isEmpty(query.data) ? 'empty' : 'loaded';
  if (query.isError && !query.isFetching) return 'failed';
  return 'loading';
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
  const phase = useSteadyPhase(readPhase(query, isEmpty));
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
          <p>{errorMessage(query.error, t`unknown error, please retry`)}</p>
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
