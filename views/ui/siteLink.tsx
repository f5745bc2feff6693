import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';

/**
 * An in-site link from `hrefFor`: a plain anchor (new tab, crawlers) whose ordinary click moves
 * within the app instead of reloading the page.
 */
export function SiteLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        if (rest.target && rest.target !== '_self') return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    />
  );
}
