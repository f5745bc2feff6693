import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';
import { useNativePageOpener } from './nativeApp.tsx';

/**
 * An in-site link from `hrefFor`: a plain anchor (new tab, crawlers) whose ordinary click moves
 * within the app instead of reloading the page. On an app page inside the native app, a page the app has as its
 * own screen opens there (the web page when the app cannot).
 */
export function SiteLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  const openNative = useNativePageOpener();
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        if (rest.target && rest.target !== '_self') return;
        event.preventDefault();
        if (!openNative) {
          void router.navigate({ href });
          return;
        }
        void openNative(href).then((opened) => {
          if (!opened) void router.navigate({ href });
        });
      }}
    />
  );
}
