import type { LayoutProps } from '../pageProps.ts';
import { ShellServicesProvider } from '../shell/shellServices.tsx';
import { SiteLogo } from '../shell/siteLogo.tsx';

/** Login, register and password pages: the logo above a centred form; the form can open the agreements. */
export default function LoginLayout({ route, children }: LayoutProps) {
  return (
    <ShellServicesProvider locale={route.locale}>
      <div className="layout layout-login">
        <header className="login-header">
          <SiteLogo at={route} />
        </header>
        <main id="main" className="login-form-frame">
          {children}
        </main>
      </div>
    </ShellServicesProvider>
  );
}
