import type { LayoutProps } from '../pageProps.ts';

/** Pages shown inside the native app: the app draws its own chrome, so the page fills the screen. */
export default function AppLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout-app">
      <main id="main">{children}</main>
    </div>
  );
}
