import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { VipLevelChange } from '../../../../runtime/http/contract/loyalty.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { VIP_RECORD_PAGE_SIZE, vipRecordQuery } from '../../../features/loyalty/loyaltyQueries.ts';
import { VipBadge } from '../../../features/loyalty/vipBadge.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { DataTable, dataColumns } from '../../../ui/dataTable.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import '../../../styles/pages/company.css';
import '../../../styles/pages/loyalty.css';
import '../../../styles/pages/appPages.css';
import '../../../styles/pages/appVip.css';

type Search = SearchOf<'app.vip.record'>;

/**
 * `/app/vip/record` (issue #22), signed in, inside the app: every monthly evaluation that changed the account's
 * level or kept it by the downgrade protection, newest first, a page at a time: when, from which level to which,
 * why, and the paid orders it counted.
 */
export default function AppVipRecordPage({ route, search }: PageProps) {
  const { t } = useLingui();
  const format = useFormat();
  const router = useRouter();
  const { page } = search as Search;
  const record = useQuery(vipRecordQuery(page));
  const col = dataColumns<VipLevelChange>();
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('evaluatedAt', {
          header: () => <Trans>Evaluation (UTC)</Trans>,
          cell: (info) => format.dateUtc(info.getValue()),
        }),
        col.display({
          id: 'change',
          header: () => <Trans>Level</Trans>,
          cell: (info) => <LevelChange change={info.row.original} />,
        }),
        col.accessor('reason', {
          header: () => <Trans>Why</Trans>,
          cell: (info) => <Reason change={info.row.original} />,
        }),
        col.accessor('paidUsd', {
          header: () => <Trans>Paid orders counted</Trans>,
          cell: (info) => format.usd(info.getValue()),
          meta: { align: 'end' },
        }),
      ]),
    [col, format],
  );
  const pageCount = Math.max(1, Math.ceil((record.data?.totalCount ?? 0) / VIP_RECORD_PAGE_SIZE));
  return (
    <div className="app-page app-vip">
      <h1>
        <Trans>VIP level history</Trans>
      </h1>
      <p className="company-note">
        <Trans>
          Levels are evaluated on the 1st of every month at 00:00 UTC. Evaluations that left your level as it was are
          not listed.
        </Trans>
      </p>
      <DataTable<VipLevelChange>
        caption={t`Level changes`}
        columns={columns}
        rows={record.data?.data}
        getRowId={(row) => row.evaluatedAt}
        loading={record.isFetching && !record.isSuccess}
        error={record.isError ? record.error : undefined}
        onRetry={() => void record.refetch()}
        failedMessage={t`unknown error, please retry`}
        empty={{
          message: (
            <Trans>
              No evaluation has changed your level yet. The next one is on the 1st of next month at 00:00 UTC.
            </Trans>
          ),
          action: (
            <SiteLink className="button button-primary" href={hrefFor('app.vip.rules', {}, route)}>
              <Trans>How levels are evaluated</Trans>
            </SiteLink>
          ),
        }}
        page={page}
        pageCount={pageCount}
        onPageChange={(next) =>
          void router.navigate({
            href: hrefFor('app.vip.record', {}, route, { search: next > 1 ? { page: next } : {} }),
          })
        }
        mobile="cards"
      />
      <SiteLink className="link-button" href={hrefFor('app.vip', {}, route)}>
        <Trans>Back to your VIP level</Trans>
      </SiteLink>
    </div>
  );
}

/** "VIP 2 → VIP 3", with the badges; level 0 reads "No level". */
function LevelChange({ change }: { change: VipLevelChange }) {
  const level = (value: number) =>
    value === 0 ? (
      <Trans>No level</Trans>
    ) : (
      <>
        <VipBadge level={value} size={24} />
        <Trans>VIP {value}</Trans>
      </>
    );
  return (
    <span className="app-vip-change">
      <span className="app-vip-change-level">{level(change.fromLevel)}</span>
      <span aria-hidden="true">→</span>
      <span className="visually-hidden">
        <Trans>to</Trans>
      </span>
      <span className="app-vip-change-level">{level(change.toLevel)}</span>
    </span>
  );
}

/** Why the evaluation changed or kept the level, in words. */
function Reason({ change }: { change: VipLevelChange }) {
  const from = change.fromLevel;
  const to = change.toLevel;
  switch (change.reason) {
    case 'upgrade':
      return <Trans>Raised: your paid orders met the requirement of VIP {to}.</Trans>;
    case 'downgrade':
      return (
        <Trans>Lowered: your paid orders were below the requirement of VIP {from} after its protection period.</Trans>
      );
    case 'protected':
      return <Trans>Kept: below the requirement of VIP {from}, but a level is protected for its first months.</Trans>;
  }
}
