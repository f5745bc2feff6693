import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LocalizedRoute } from '../../../manifest/expand.ts';
import type { RouteId } from '../../../manifest/routes.ts';
import { hrefFor } from '../../../runtime/router/links.ts';
import { SiteLink } from '../../ui/siteLink.tsx';
import './poolManage.css';

type PoolSection =
  | 'dashboard.pool'
  | 'dashboard.pool.detail'
  | 'dashboard.pool.poolManage'
  | 'dashboard.pool.observerUrl'
  | 'dashboard.pool.walletList'
  | 'dashboard.pool.transfer'
  | 'dashboard.pool.alarm';

const SECTIONS: { id: PoolSection; label: ReactNode }[] = [
  { id: 'dashboard.pool', label: <Trans>Dashboard</Trans> },
  { id: 'dashboard.pool.detail', label: <Trans>Workers</Trans> },
  { id: 'dashboard.pool.poolManage', label: <Trans>Sub-accounts</Trans> },
  { id: 'dashboard.pool.observerUrl', label: <Trans>Observer links</Trans> },
  { id: 'dashboard.pool.walletList', label: <Trans>Payout addresses</Trans> },
  { id: 'dashboard.pool.transfer', label: <Trans>Hashrate transfer</Trans> },
  { id: 'dashboard.pool.alarm', label: <Trans>Alarms</Trans> },
];

/** The pool's own pages, one link each; the current one is marked. */
export function PoolNav({ route }: { route: LocalizedRoute }) {
  const { t } = useLingui();
  return (
    <nav className="pool-nav" aria-label={t`Pool pages`}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.id}>
            <SiteLink
              href={hrefFor(section.id, {}, route)}
              aria-current={(route.id as RouteId) === section.id ? 'page' : undefined}
            >
              {section.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
