import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { plainLink, type RenderLink } from './linkRenderer.tsx';

export interface DashboardNavItem {
  id: string;
  label: ReactNode;
  href: string;
  /** A count or a short mark beside the label (unpaid orders, unread messages). */
  badge?: ReactNode;
}

/**
 * The dashboard's side navigation beside its content. The caller builds `nav` from the user's
 * `routerList`, so an area the account cannot use is simply absent. Under 640 px the list becomes a
 * horizontal scroller above the content (CSS).
 */
export function DashboardFrame({
  nav,
  current,
  renderLink = plainLink,
  children,
}: {
  nav: readonly DashboardNavItem[];
  current: string;
  renderLink?: RenderLink;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="ui-dashboard">
      <nav className="ui-dashboard-nav" aria-label={t`Dashboard`}>
        <ul>
          {nav.map((item) => (
            <li key={item.id}>
              {renderLink({
                href: item.href,
                className: 'ui-dashboard-link',
                'aria-current': item.id === current ? 'page' : undefined,
                children: (
                  <>
                    <span className="ui-dashboard-label">{item.label}</span>
                    {item.badge !== undefined && item.badge !== null && item.badge !== false && (
                      <span className="ui-nav-badge">{item.badge}</span>
                    )}
                  </>
                ),
              })}
            </li>
          ))}
        </ul>
      </nav>
      <div className="ui-dashboard-content">{children}</div>
    </div>
  );
}
