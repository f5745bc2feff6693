import type { AnchorHTMLAttributes, ReactNode } from 'react';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * Renders a link with the props given. The app passes `(props) => <SiteLink {...props} />` so links
 * move within the app; it is called as a function, so it must not itself use hooks.
 */
export type RenderLink = (props: LinkProps) => ReactNode;

export const plainLink: RenderLink = (props) => <a {...props} />;
