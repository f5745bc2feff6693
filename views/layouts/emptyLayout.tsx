import type { LayoutProps } from '../pageProps.ts';

/** No frame at all: hand-off and h5 pages own the whole screen. */
export default function EmptyLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout-empty">
      <main id="main">{children}</main>
    </div>
  );
}
