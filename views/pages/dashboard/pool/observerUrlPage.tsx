import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import { http } from '../../../../runtime/config.ts';
import type { ObserverLink } from '../../../../runtime/http/contract/pool.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { ObserverLinkForm } from '../../../features/pool/observerLinkForm.tsx';
import { SubAccountPicker } from '../../../features/pool/poolDashboard.tsx';
import { OBSERVER_PERMISSION_LABELS } from '../../../features/pool/poolLabels.ts';
import { PoolNav } from '../../../features/pool/poolNav.tsx';
import { observerLinksQuery, subAccountListQuery } from '../../../features/pool/poolQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { CopyButton } from '../../../ui/copyButton.tsx';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';

/** The absolute URL of an observer link (what is copied and shared). */
function observerUrl(route: LocalizedRoute, token: string): string {
  const path = hrefFor('observer', { token }, route);
  return typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
}

/**
 * `/dashboard/pool/observerUrl`: the observer links of a sub-account (`?sub=`, the first by default):
 * create one (permissions, expiry), copy, open and delete; at most 3 live ones.
 */
export default function ObserverUrlPage({ route, search }: PageProps) {
  const { t } = useLingui();
  const router = useRouter();
  const { sub } = search as SearchOf<'dashboard.pool.observerUrl'>;
  const subAccounts = useQuery(subAccountListQuery());
  const names = subAccounts.data?.data.map((one) => one.name) ?? [];
  const current = sub && names.includes(sub) ? sub : names[0];
  return (
    <DashboardPage route={route} current="pool">
      <PageFrame
        title={t`Observer links`}
        breadcrumbs={[
          { label: t`Mining pool`, href: hrefFor('dashboard.pool', {}, route) },
          { label: t`Observer links` },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <PoolNav route={route} />
        <ReadSection
          query={subAccounts}
          label={t`Sub-accounts`}
          isEmpty={(data) => data.data.length === 0}
          skeleton={<Skeleton height="40px" />}
          empty={
            <EmptyState
              message={<Trans>You have no pool sub-account yet. Add one to connect your miners.</Trans>}
              action={
                <SiteLink className="button button-primary" href={hrefFor('dashboard.pool.poolManage', {}, route)}>
                  <Trans>Add a sub-account</Trans>
                </SiteLink>
              }
            />
          }
        >
          {() =>
            current && (
              <SubAccountPicker
                names={names}
                value={current}
                onChange={(name) =>
                  void router.navigate({
                    href: hrefFor('dashboard.pool.observerUrl', {}, route, { search: { sub: name } }),
                  })
                }
              />
            )
          }
        </ReadSection>
        {current && (
          <div className="pool-dashboard">
            <ObserverLinkForm key={current} subAccount={current} urlOf={(token) => observerUrl(route, token)} />
            <LinkList subAccount={current} route={route} />
          </div>
        )}
      </PageFrame>
    </DashboardPage>
  );
}

function LinkList({ subAccount, route }: { subAccount: string; route: LocalizedRoute }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const links = useQuery(observerLinksQuery(subAccount));
  const remove = useMutation({
    mutationFn: (token: string) => http.call('poolObserverDelete', { subAccount, token }, { showError: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: observerLinksQuery(subAccount).queryKey }),
  });
  const live = links.data?.data.filter((link) => !link.expired).length ?? 0;
  return (
    <section className="pool-card" aria-labelledby="observer-links-heading">
      <h2 id="observer-links-heading">
        <Trans>Links of {subAccount}</Trans>
      </h2>
      {links.data && (
        <p className="pool-muted">
          <Trans>
            {live} of {links.data.max} links in use. Expired links no longer work and do not count; delete them when you
            like.
          </Trans>
        </p>
      )}
      {remove.isError && (
        <p className="page-alert" role="alert">
          {errorMessage(remove.error, t`The link could not be deleted. Please try again.`)}
        </p>
      )}
      {remove.isSuccess && (
        <p role="status">
          <Trans>Link deleted: it shows nothing any more.</Trans>
        </p>
      )}
      <ReadSection
        query={links}
        label={t`Observer links`}
        isEmpty={(data) => data.data.length === 0}
        skeleton={<Skeleton height="128px" />}
        empty={<EmptyState message={<Trans>No observer links for this sub-account yet.</Trans>} />}
      >
        {(data) => (
          <ul className="pool-links">
            {data.data.map((link, index) => (
              <LinkItem
                key={link.token}
                link={link}
                number={data.data.length - index}
                url={observerUrl(route, link.token)}
                deleting={remove.isPending && remove.variables === link.token}
                onDelete={() => remove.mutate(link.token)}
              />
            ))}
          </ul>
        )}
      </ReadSection>
    </section>
  );
}

function LinkItem({
  link,
  number,
  url,
  deleting,
  onDelete,
}: {
  link: ObserverLink;
  number: number;
  url: string;
  deleting: boolean;
  onDelete: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const shows = link.permissions.map((permission) => i18n._(OBSERVER_PERMISSION_LABELS[permission])).join(', ');
  return (
    <li className="pool-link" aria-label={t`Observer link ${number}`}>
      <code>{url}</code>
      <p>
        <Trans>Shows: {shows}</Trans>
      </p>
      <p className="pool-muted">
        {link.expired ? (
          <span className="ui-badge ui-badge-danger">
            <Trans>Expired</Trans>
          </span>
        ) : link.expiresAt ? (
          <Trans>Expires {format.dateTimeUtc(link.expiresAt)}</Trans>
        ) : (
          <Trans>Does not expire</Trans>
        )}{' '}
        · <Trans>Created {format.dateTimeUtc(link.createdAt)}</Trans>
      </p>
      <p className="pool-link-actions">
        {!link.expired && <CopyButton value={url} label={<Trans>Copy link {number}</Trans>} />}
        {!link.expired && (
          <a className="button button-outline" href={url} target="_blank" rel="noreferrer">
            <Trans>Open link {number}</Trans>
          </a>
        )}
        <button type="button" className="button button-outline" disabled={deleting} onClick={onDelete}>
          {deleting ? <Trans>Deleting…</Trans> : <Trans>Delete link {number}</Trans>}
        </button>
      </p>
    </li>
  );
}
