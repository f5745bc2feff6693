import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LocalizedRoute } from '../../manifest/expand.ts';
import { hrefFor } from '../../runtime/router/links.ts';
import { useClock } from '../clock.tsx';
import { SiteLink } from '../ui/siteLink.tsx';
import { useLiveChat } from './liveChat.tsx';
import { type RightBarLink, rightBarLinks } from './shellRules.ts';

const ICONS: Record<RightBarLink | 'service', ReactNode> = {
  januaryActivity: <path d="M4 9h16v11H4zM4 9l2-4h12l2 4M12 9v11M8 5c0 2 4 4 4 4s4-2 4-4" />,
  cloudMiningTopic: <path d="M7 18h10a4 4 0 0 0 .5-8A6 6 0 0 0 6 9.5 4.3 4.3 0 0 0 7 18zM12 11v4M12 8v.5" />,
  task: <path d="M9 4h6l1 2h3v14H5V6h3zM9 12l2 2 4-4" />,
  calculator: <path d="M6 3h12v18H6zM9 7h6M9 12h1M14 12h1M9 16h1M14 16h1" />,
  service: <path d="M5 13v-2a7 7 0 0 1 14 0v2M5 13h3v5H5zM16 13h3v5h-3M19 18a4 4 0 0 1-4 3h-2" />,
};

function Icon({ name }: { name: RightBarLink | 'service' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        {ICONS[name]}
      </g>
    </svg>
  );
}

/**
 * The floating bar on the right (spec section 2): the January activity until 2024-01-31, the
 * cloud-mining topic, tasks (not on task pages), the calculator (not on calculator pages) and
 * customer service. The layout leaves it out on coupon and activity pages.
 */
export function RightBar({ route, path }: { route: LocalizedRoute; path: string }) {
  const { t } = useLingui();
  const clock = useClock();
  const chat = useLiveChat();
  const links = rightBarLinks(path, clock.now());
  const labels: Record<RightBarLink, ReactNode> = {
    januaryActivity: <Trans>January activity</Trans>,
    cloudMiningTopic: <Trans>What is cloud mining?</Trans>,
    task: <Trans>Rewards</Trans>,
    calculator: <Trans>Calculator</Trans>,
  };
  const hrefs: Record<RightBarLink, string> = {
    januaryActivity: hrefFor('activity.DecemberActivity', {}, route),
    cloudMiningTopic: hrefFor('topic.what-is-bitcoin-cloud-mining', {}, route),
    task: hrefFor('task', {}, route),
    calculator: hrefFor('calculator', {}, route),
  };
  return (
    <aside className="right-bar" aria-label={t`Quick links`}>
      <ul>
        {links.map((link) => (
          <li key={link} data-tour={link}>
            <SiteLink className="right-bar-item" href={hrefs[link]}>
              <Icon name={link} />
              <span className="right-bar-label">{labels[link]}</span>
            </SiteLink>
          </li>
        ))}
        <li data-tour="service">
          <button type="button" className="right-bar-item" onClick={chat.open}>
            <Icon name="service" />
            <span className="right-bar-label">
              <Trans>Customer service</Trans>
            </span>
          </button>
        </li>
      </ul>
    </aside>
  );
}
