import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { appDownloadMachine } from '../../machines/shell/appDownloadMachine.ts';
import type { LocalizedRoute } from '../../manifest/expand.ts';
import type { RouteId } from '../../manifest/routes.ts';
import { http } from '../../runtime/config.ts';
import { hrefFor, type LinkContext } from '../../runtime/router/links.ts';
import { useClock } from '../clock.tsx';
import { floatPlansQuery } from '../features/plans/planQueries.ts';
import { useAccountModals } from '../flows/account/accountModalsContext.ts';
import { HeaderMessageCentre } from '../flows/messages/headerMessageCentre.tsx';
import { useSession } from '../session/sessionContext.tsx';
import { LazyQrSvg } from '../ui/lazyQr.tsx';
import { SiteLink } from '../ui/siteLink.tsx';
import { Disclosure, useMenuOpenedOnce } from './disclosure.tsx';
import { EXTERNAL_LINKS } from './externalLinks.ts';
import { LanguageSwitcher } from './languageSwitcher.tsx';
import { greetingName, vipBadgeLevel } from './shellRules.ts';
import { SiteLogo } from './siteLogo.tsx';

/** Routes whose hero runs under the header, so the header starts transparent (spec section 2). */
const TRANSPARENT_HEADER_ROUTES: ReadonlySet<string> = new Set([
  'home',
  'investors',
  'coop',
  'bitmain',
] satisfies RouteId[]);

const appDownload = appDownloadMachine.provide({
  actors: {
    loadAndroidUrl: fromPromise(async () => {
      const urls = await http.call('dictionaryList', { dictType: 'web.config.url' }, { showError: false });
      return urls.androidUrl ?? null;
    }),
  },
});

/** The QR code in the Download App menu (spec section 9: 200 px, margin 5). */
export const HEADER_QR_SIZE = 200;
export const HEADER_QR_MARGIN = 5;

export function SiteHeader({ route }: { route: LocalizedRoute }) {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const scrolled = useScrolled();
  const transparent = TRANSPARENT_HEADER_ROUTES.has(route.id);
  const dark = route.layout === 'transparentNav';
  const className = [
    'site-header',
    dark ? 'site-header-dark' : '',
    transparent ? 'site-header-transparent' : '',
    transparent && scrolled ? 'is-scrolled' : '',
    menuOpen ? 'is-menu-open' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <header className={className}>
      <div className="site-header-inner">
        <SiteLogo at={route} />
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? t`Close menu` : t`Open menu`}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" />
        </button>
        <nav id="site-nav" className="site-nav" aria-label={t`Main`}>
          <MainNav at={route} />
          <div className="header-actions">
            <HeaderMessageCentre at={route} />
            <LanguageSwitcher route={route} />
            <AccountArea at={route} />
          </div>
        </nav>
      </div>
    </header>
  );
}

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    // The first reading waits for the frame: read in the mount's effect, the page's new layout was computed
    // just for it (15-30 ms at 4x CPU on every page load), and again by the frame after the effects' writes.
    const first = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return scrolled;
}

function MainNav({ at }: { at: LinkContext }) {
  const { t } = useLingui();
  return (
    <ul className="nav-list">
      <li>
        <Disclosure label={<Trans>Mining</Trans>} panelClassName="nav-panel nav-panel-mining" tourTarget="mining">
          <MiningMenu at={at} />
        </Disclosure>
      </li>
      <li>
        <Disclosure label={<Trans>Services</Trans>} panelClassName="nav-panel">
          <ul className="nav-links">
            <li>
              <SiteLink href={hrefFor('minerSale', {}, at)}>
                <Trans>Miner marketplace</Trans>
              </SiteLink>
            </li>
            <li>
              <SiteLink href={hrefFor('minerSale.s19xp', {}, at)}>
                <Trans>Antminer S19 XP</Trans>
              </SiteLink>
            </li>
            <li>
              <SiteLink href={hrefFor('rental', {}, at)}>
                <Trans>Miner rental</Trans>
              </SiteLink>
            </li>
            <li>
              <SiteLink href={hrefFor('coupons', {}, at)}>
                <Trans>Miner coupons</Trans>
              </SiteLink>
            </li>
            <li>
              <SiteLink href={hrefFor('supplier-list', {}, at)}>
                <Trans>Suppliers</Trans>
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
              <SiteLink href={hrefFor('bitmain', {}, at)}>
                <Trans>Bitmain zone</Trans>
              </SiteLink>
            </li>
          </ul>
        </Disclosure>
      </li>
      <li>
        <a className="nav-link" href={EXTERNAL_LINKS.investors} target="_blank" rel="noopener noreferrer">
          <Trans>Investors</Trans>
          <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
        </a>
      </li>
      <li>
        <Disclosure label={<Trans>About</Trans>} panelClassName="nav-panel">
          <ul className="nav-links">
            <li>
              <SiteLink href={hrefFor('aboutus', {}, at)}>
                <Trans>About us</Trans>
              </SiteLink>
            </li>
            <li>
              <SiteLink href={hrefFor('investors', {}, at)}>
                <Trans>Investor overview</Trans>
              </SiteLink>
            </li>
            <li>
              <SiteLink href={hrefFor('coop', {}, at)}>
                <Trans>Cooperation</Trans>
              </SiteLink>
            </li>
          </ul>
        </Disclosure>
      </li>
      <li>
        <Disclosure label={<Trans>News</Trans>} panelClassName="nav-panel">
          <ul className="nav-links">
            <li>
              <SiteLink href={hrefFor('news', {}, at)}>
                <Trans>Company news</Trans>
              </SiteLink>
            </li>
            <li>
              <SiteLink href={hrefFor('content', {}, at)}>
                <Trans>Mining academy</Trans>
              </SiteLink>
            </li>
          </ul>
        </Disclosure>
      </li>
      <li>
        <Disclosure label={<Trans>More</Trans>} panelClassName="nav-panel">
          <ul className="nav-links">
            <li>
              <SiteLink href={hrefFor('task', {}, at)}>
                <Trans>Rewards centre</Trans>
              </SiteLink>
            </li>
            <li>
              <SiteLink href={hrefFor('activity.newcomers', {}, at)}>
                <Trans>Newcomer offers</Trans>
              </SiteLink>
            </li>
            <li>
              <SiteLink href={hrefFor('calculator', {}, at)}>
                <Trans>Mining calculator</Trans>
              </SiteLink>
            </li>
          </ul>
        </Disclosure>
      </li>
      <li>
        <Disclosure label={<Trans>Download App</Trans>} panelClassName="nav-panel nav-panel-download">
          <DownloadPanel at={at} />
        </Disclosure>
      </li>
    </ul>
  );
}

/** The three product types (spec section 2); Stable only while the float product list has plans. */
function MiningMenu({ at }: { at: LinkContext }) {
  // The same read as the home page's stable plans: one request, one cache entry.
  const floatPlans = useQuery(floatPlansQuery());
  const showStable = (floatPlans.data?.data.length ?? 0) > 0;
  return (
    <ul className="mining-menu">
      <li>
        <SiteLink className="mining-type" href={hrefFor('list', {}, at, { hash: 'goodType0' })}>
          <strong>
            <Trans>Easy plans</Trans>
          </strong>
          <span className="mining-type-desc">
            <Trans>One price covers hashrate and electricity for the whole term.</Trans>
          </span>
          <span className="mining-type-perks">
            <span>
              <Trans>No service-fee top-ups</Trans>
            </span>
            <span>
              <Trans>Output from the first day</Trans>
            </span>
          </span>
        </SiteLink>
      </li>
      <li>
        <SiteLink className="mining-type" href={hrefFor('list', {}, at, { hash: 'goodType1' })}>
          <strong>
            <Trans>Full plans</Trans>
          </strong>
          <span className="mining-type-desc">
            <Trans>Pay the hashrate once and the service fee as you go.</Trans>
          </span>
          <span className="mining-type-perks">
            <span>
              <Trans>Lowest hashrate fee</Trans>
            </span>
            <span>
              <Trans>Pay fees in USDT or BTC</Trans>
            </span>
          </span>
        </SiteLink>
      </li>
      {showStable && (
        <li>
          <SiteLink className="mining-type" href={hrefFor('list', {}, at, { hash: 'goodType3' })}>
            <strong>
              <Trans>Stable plans</Trans>
            </strong>
            <span className="mining-type-desc">
              <Trans>Short terms on the newest miners at a floating price.</Trans>
            </span>
            <span className="mining-type-perks">
              <span>
                <Trans>Terms from 30 days</Trans>
              </span>
              <span>
                <Trans>Latest-generation miners</Trans>
              </span>
            </span>
          </SiteLink>
        </li>
      )}
      <li>
        <SiteLink className="mining-type mining-type-hosting" href={hrefFor('home', {}, at, { hash: 'minerHosting' })}>
          <strong>
            <Trans>Miner hosting</Trans>
          </strong>
          <span className="mining-type-desc">
            <Trans>Buy a miner and let us run it in our farms.</Trans>
          </span>
        </SiteLink>
      </li>
    </ul>
  );
}

function DownloadPanel({ at }: { at: LinkContext }) {
  // The address is read and the code encoded once the menu is first opened: hidden in every page's header,
  // they cost each page load a request and, on a phone, a long task.
  const opened = useMenuOpenedOnce();
  return (
    <div className="download-panel">
      {opened && <AndroidQr />}
      <SiteLink className="download-more" href={hrefFor('download', {}, at)}>
        <Trans>More download options</Trans>
      </SiteLink>
    </div>
  );
}

/** The Android app's QR code, from the dictionary's address; nothing when there is none or the read failed. */
function AndroidQr() {
  const { t } = useLingui();
  const [state] = useMachine(appDownload, { clock: useClock() });
  return (
    <>
      {state.matches('ready') && state.context.androidUrl && (
        <figure className="download-qr">
          <LazyQrSvg
            value={state.context.androidUrl}
            size={HEADER_QR_SIZE}
            marginSize={HEADER_QR_MARGIN}
            title={t`QR code to download the Android app`}
            data-url={state.context.androidUrl}
          />
          <figcaption>
            <Trans>Scan to download the Android app</Trans>
          </figcaption>
        </figure>
      )}
      {state.matches('loading') && (
        <p role="status" className="download-loading">
          <Trans>Loading…</Trans>
        </p>
      )}
    </>
  );
}

function AccountArea({ at }: { at: LinkContext }) {
  const session = useSession();
  const modals = useAccountModals();
  if (!session.loggedIn) {
    return (
      <div className="account-buttons">
        <button type="button" className="button button-ghost" onClick={() => modals.openLogin()}>
          <Trans>Log in</Trans>
        </button>
        <button type="button" className="button button-primary" onClick={() => modals.openRegister()}>
          <Trans>Sign up</Trans>
        </button>
      </div>
    );
  }
  return <UserMenu at={at} />;
}

function UserMenu({ at }: { at: LinkContext }) {
  const { t } = useLingui();
  const { user, combined, logout } = useSession();
  const name = greetingName(user);
  const vip = vipBadgeLevel(combined?.vipUser.vipLevel);
  const unpaid = (combined?.order.unPaidOrderNum ?? 0) > 0;
  return (
    <Disclosure
      tourTarget="assets"
      className="user-menu"
      triggerClassName="user-trigger"
      panelClassName="nav-panel nav-panel-user"
      label={
        <>
          <span className="user-avatar" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
          <span className="user-greeting">
            <Trans>Hi, {name}</Trans>
          </span>
          {vip !== null && <VipBadge level={vip} />}
          {unpaid && <span className="red-dot" role="img" aria-label={t`Unpaid orders`} />}
        </>
      }
    >
      <div className="user-panel-head">
        <SiteLink className="button button-primary" href={hrefFor('dashboard.hashrate', {}, at)}>
          <Trans>Dashboard</Trans>
        </SiteLink>
      </div>
      <ul className="nav-links">
        <li>
          <SiteLink href={hrefFor('dashboard.hashrate', {}, at)}>
            <Trans>My plans</Trans>
          </SiteLink>
        </li>
        <li>
          <SiteLink href={hrefFor('dashboard.points', {}, at)}>
            <Trans>FuFu Points</Trans>
          </SiteLink>
        </li>
        <li>
          <SiteLink href={hrefFor('dashboard.order', {}, at)}>
            <Trans>Orders</Trans>
            {unpaid && <span className="red-dot" role="img" aria-label={t`Unpaid orders`} />}
          </SiteLink>
        </li>
        <li>
          <SiteLink href={hrefFor('vip', {}, at)}>
            <Trans>VIP</Trans>
          </SiteLink>
        </li>
        <li>
          <SiteLink href={hrefFor('dashboard.setting', {}, at)}>
            <Trans>Settings</Trans>
          </SiteLink>
        </li>
        <li>
          <button type="button" className="nav-logout" onClick={logout}>
            <Trans>Log out</Trans>
          </button>
        </li>
      </ul>
    </Disclosure>
  );
}

export function VipBadge({ level }: { level: number }) {
  const { t } = useLingui();
  return (
    <span
      className={`vip-badge vip-badge-${level}`}
      role="img"
      aria-label={t`VIP level ${level}`}
      data-vip-level={level}
    >
      VIP{level}
    </span>
  );
}
