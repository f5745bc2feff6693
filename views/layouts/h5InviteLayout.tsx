import type { LayoutProps } from '../pageProps.ts';
import { LayoutHeader } from '../shell/layoutHeader.tsx';
import { ShellServicesProvider } from '../shell/shellServices.tsx';

/** The h5 invite pages: written in zh, sg and en only, so the layout header's switcher offers those. */
export default function H5InviteLayout({ route, children }: LayoutProps) {
  return (
    <ShellServicesProvider locale={route.locale}>
      <div className="layout layout-h5_invite">
        <LayoutHeader route={route} />
        <main id="main">{children}</main>
      </div>
    </ShellServicesProvider>
  );
}
