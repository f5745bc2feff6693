import { Trans, useLingui } from '@lingui/react/macro';
import type { LocalizedRoute } from '../../manifest/expand.ts';
import { hrefFor } from '../../runtime/router/links.ts';
import { SiteLink } from '../ui/siteLink.tsx';
import { EXTERNAL_LINKS } from './externalLinks.ts';
import { useLiveChat } from './liveChat.tsx';
import { useShellServices } from './shellServices.tsx';
import { SiteLogo } from './siteLogo.tsx';
import { SocialGlyph, type SocialIcon } from './socialIcons.tsx';

const SOCIAL: Array<{ icon: SocialIcon; name: string; href: string }> = [
  { icon: 'telegram', name: 'Telegram', href: EXTERNAL_LINKS.telegram },
  { icon: 'facebook', name: 'Facebook', href: EXTERNAL_LINKS.facebook },
  { icon: 'twitter', name: 'X (Twitter)', href: EXTERNAL_LINKS.twitter },
  { icon: 'instagram', name: 'Instagram', href: EXTERNAL_LINKS.instagram },
];

/** Social links, help, product links, support chat and the policy documents (spec section 2). */
export function SiteFooter({ route }: { route: LocalizedRoute }) {
  const { t } = useLingui();
  const chat = useLiveChat();
  const { openPolicy } = useShellServices();
  const at = route;
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-brand">
          <SiteLogo at={at} link={false} />
          <p className="footer-tagline">
            <Trans>Bitcoin hashrate from efficient miners, paid out every day.</Trans>
          </p>
          <ul className="footer-social" aria-label={t`Follow us`}>
            {SOCIAL.map((item) => (
              <li key={item.icon}>
                <a href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item.name}>
                  <SocialGlyph name={item.icon} />
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${EXTERNAL_LINKS.supportEmail}`} aria-label={t`Email support`}>
                <SocialGlyph name="mail" />
              </a>
            </li>
          </ul>
        </div>
        <nav className="footer-columns" aria-label={t`Footer`}>
          <div className="footer-column">
            <h2>
              <Trans>Products</Trans>
            </h2>
            <ul>
              <li>
                <SiteLink href={hrefFor('list', {}, at, { hash: 'goodType0' })}>
                  <Trans>Cloud mining</Trans>
                </SiteLink>
              </li>
              <li>
                <SiteLink href={hrefFor('minerSale', {}, at)}>
                  <Trans>Miner marketplace</Trans>
                </SiteLink>
              </li>
              <li>
                <SiteLink href={hrefFor('rental', {}, at)}>
                  <Trans>Miner rental</Trans>
                </SiteLink>
              </li>
              <li>
                <SiteLink href={hrefFor('pool', {}, at)}>
                  <Trans>Mining pool</Trans>
                </SiteLink>
              </li>
              <li>
                <SiteLink href={hrefFor('FuFuMinerOS', {}, at)}>
                  <Trans>FuFuMinerOS</Trans>
                </SiteLink>
              </li>
              <li>
                <SiteLink href={hrefFor('calculator', {}, at)}>
                  <Trans>Mining calculator</Trans>
                </SiteLink>
              </li>
            </ul>
          </div>
          <div className="footer-column">
            <h2>
              <Trans>Company</Trans>
            </h2>
            <ul>
              <li>
                <SiteLink href={hrefFor('aboutus', {}, at)}>
                  <Trans>About us</Trans>
                </SiteLink>
              </li>
              <li>
                <SiteLink href={hrefFor('news', {}, at)}>
                  <Trans>Company news</Trans>
                </SiteLink>
              </li>
              <li>
                <SiteLink href={hrefFor('coop', {}, at)}>
                  <Trans>Cooperation</Trans>
                </SiteLink>
              </li>
              <li>
                <a href={EXTERNAL_LINKS.investors} target="_blank" rel="noopener noreferrer">
                  <Trans>Investors</Trans>
                </a>
              </li>
            </ul>
          </div>
          <div className="footer-column">
            <h2>
              <Trans>Support</Trans>
            </h2>
            <ul>
              <li>
                <a href={EXTERNAL_LINKS.help} target="_blank" rel="noopener noreferrer">
                  <Trans>Help centre and FAQ</Trans>
                </a>
              </li>
              <li>
                <button type="button" className="link-button" onClick={chat.open}>
                  <Trans>Contact support</Trans>
                </button>
              </li>
              <li>
                <SiteLink href={hrefFor('content', {}, at)}>
                  <Trans>Mining academy</Trans>
                </SiteLink>
              </li>
              <li>
                <SiteLink href={hrefFor('download', {}, at)}>
                  <Trans>Download the app</Trans>
                </SiteLink>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <div className="footer-legal">
        <p>
          <Trans>© 2026 FuFu Cloud Mining. Mining output depends on network difficulty and bitcoin price.</Trans>
        </p>
        <ul>
          <li>
            <button type="button" className="link-button" onClick={() => openPolicy('privacy')}>
              <Trans>Privacy policy</Trans>
            </button>
          </li>
          <li>
            <button type="button" className="link-button" onClick={() => openPolicy('terms')}>
              <Trans>Terms of service</Trans>
            </button>
          </li>
        </ul>
      </div>
    </footer>
  );
}
