import { useEffect } from 'react';
import { inNativeApp, setNativeTitle } from '../../runtime/bridge/appActions.ts';
import { usePageTitle } from '../documentHead.tsx';
import type { LayoutProps } from '../pageProps.ts';
import { NativePageProvider } from '../ui/nativeApp.tsx';
import { openNativePage } from './nativePages.ts';

/**
 * Pages shown inside the native app: the app draws its own chrome (its navigation bar shows the page's title,
 * set through the bridge), so the page fills the screen, and links to pages the app has as its own screens
 * open those. In a browser the same pages work as plain web pages.
 */
export default function AppLayout({ route, children }: LayoutProps) {
  const title = usePageTitle(route);
  const native = inNativeApp();
  useEffect(() => {
    // A failure (no host within 1 s, state -1) leaves the app's bar as it was: the page shows its own heading.
    if (native) void setNativeTitle(title);
  }, [native, title]);
  return (
    <NativePageProvider value={native ? openNativePage : null}>
      <div className="layout layout-app">
        <main id="main">{children}</main>
      </div>
    </NativePageProvider>
  );
}
