import type { LayoutProps } from '../pageProps.ts';
import { LayoutHeader } from '../shell/layoutHeader.tsx';
import { ShellServicesProvider } from '../shell/shellServices.tsx';

/** Campaign pages: the layout header (logo, web home, zh/sg/en switcher), then the full-width page. */
export default function ActivityLayout({ route, children }: LayoutProps) {
  return (
    <ShellServicesProvider locale={route.locale}>
      <div className="layout layout-activity">
        <LayoutHeader route={route} />
        <main id="main">{children}</main>
      </div>
    </ShellServicesProvider>
  );
}
