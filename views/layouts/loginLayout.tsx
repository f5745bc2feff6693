import { Trans } from '@lingui/react/macro';
import { hrefFor } from '../../runtime/router/links.ts';
import type { LayoutProps } from '../registry.ts';

/** Login, register and password pages: the logo above a centred form. */
export default function LoginLayout({ route, children }: LayoutProps) {
  return (
    <div className="layout layout-login">
      <header className="login-header">
        <a className="site-logo" href={hrefFor('home', {}, route)}>
          <Trans>FuFu Cloud Mining</Trans>
        </a>
      </header>
      <main id="main" className="login-form-frame">
        {children}
      </main>
    </div>
  );
}
