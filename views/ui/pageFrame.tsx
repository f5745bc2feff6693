import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { plainLink, type RenderLink } from './linkRenderer.tsx';

export interface Breadcrumb {
  label: ReactNode;
  /** Every crumb but the last (the current page) links somewhere. */
  href?: string;
}

/**
 * A page's frame inside the layout's `<main>`: breadcrumbs, the one h1, the page's actions (export,
 * new) and its content.
 */
export function PageFrame({
  title,
  breadcrumbs,
  actions,
  renderLink = plainLink,
  children,
}: {
  title: ReactNode;
  breadcrumbs?: readonly Breadcrumb[];
  actions?: ReactNode;
  renderLink?: RenderLink;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="ui-page">
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav className="ui-breadcrumbs" aria-label={t`Breadcrumb`}>
          <ol>
            {breadcrumbs.map((crumb, index) => {
              const isCurrent = index === breadcrumbs.length - 1;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a trail's position is its identity
                <li key={index}>
                  {isCurrent || crumb.href === undefined ? (
                    <span aria-current={isCurrent ? 'page' : undefined}>{crumb.label}</span>
                  ) : (
                    renderLink({ href: crumb.href, children: crumb.label })
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      )}
      <header className="ui-page-header">
        <h1 className="ui-page-title">{title}</h1>
        {actions && <div className="ui-page-actions">{actions}</div>}
      </header>
      <div className="ui-page-content">{children}</div>
    </div>
  );
}
