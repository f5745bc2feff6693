import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { POINTS_KIND_LABELS, POINTS_REFERENCE_LABELS } from '../../../features/loyalty/loyaltyLabels.ts';
import { pointsSummaryQuery } from '../../../features/loyalty/loyaltyQueries.ts';
import { useAccountModals } from '../../../flows/account/accountModalsContext.ts';
import { numberFormat } from '../../../format/format.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { useSession } from '../../../session/sessionContext.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../styles/pages/company.css';
import '../../../styles/pages/loyalty.css';

/** Points with 2 decimals in the locale's grouping ("1,234.50"); the API's decimal string is exact. */
function formatPoints(locale: string, amount: string): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount as Intl.StringNumericLiteral,
  );
}

/** How many movements the page lists; the dashboard has them all. */
const LATEST = 10;

/**
 * `/points`: what FuFu Points are (1 point = 1 USD), how to get and use them (auto-deduct's rule included)
 * and a FAQ; signed in, the account's balance and latest movements from the ledger.
 */
export default function PointsPage({ route }: PageProps) {
  const { loggedIn } = useSession();
  const modals = useAccountModals();
  return (
    <div className="company-page loyalty-page">
      <header className="company-hero">
        <h1>
          <Trans>FuFu Points</Trans>
        </h1>
        <p>
          <Trans>
            One point is always worth one US dollar. Pay for plans, service fees and the automatic service-fee top-up
            with points.
          </Trans>
        </p>
        <div className="company-actions">
          {loggedIn ? (
            <SiteLink className="button button-primary" href={hrefFor('dashboard.points', {}, route)}>
              <Trans>Go to my points</Trans>
            </SiteLink>
          ) : (
            <button type="button" className="button button-primary" onClick={() => modals.openRegister()}>
              <Trans>Create a free account</Trans>
            </button>
          )}
          <SiteLink className="button button-outline" href={hrefFor('vip', {}, route)}>
            <Trans>VIP levels</Trans>
          </SiteLink>
        </div>
      </header>

      {loggedIn ? <MyPoints route={route} /> : <SignInPrompt onSignIn={() => modals.openLogin()} />}

      <section className="company-card" aria-labelledby="points-what">
        <h2 id="points-what">
          <Trans>What FuFu Points are</Trans>
        </h2>
        <p>
          <Trans>
            FuFu Points are credit on your account for what you buy from us. A price of $125.50 takes 125.50 points, at
            any time and whatever the price of bitcoin.
          </Trans>
        </p>
        <p>
          <Trans>
            Points are not a coin and have no market price. They are spent on FuFu and are not withdrawn to a crypto
            address: keep the crypto you may want back in your wallet balance.
          </Trans>
        </p>
      </section>

      <section className="company-card" aria-labelledby="points-get">
        <h2 id="points-get">
          <Trans>How to get points</Trans>
        </h2>
        <ul className="loyalty-ways">
          <li>
            <h3>
              <Trans>Buy them with crypto</Trans>
            </h3>
            <p>
              <Trans>
                Top up with USDT, BTC or ETH at the cashier. The coin is converted at the rate shown when you pay, and
                the points arrive after the network's confirmations.
              </Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>From refunds and remain funds</Trans>
            </h3>
            <p>
              <Trans>
                Money left on an order (paid over the price, or sent to an order that expired or was cancelled) can be
                converted to points at once, or refunded to your wallet balance.
              </Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>As rewards</Trans>
            </h3>
            <p>
              <Trans>
                Tasks, campaigns and the invitation rebate of your VIP level pay points: a share of your invited
                friends' hashrate fees, up to 10,000 points per friend.
              </Trans>{' '}
              <SiteLink href={hrefFor('task', {}, route)}>
                <Trans>Rewards centre</Trans>
              </SiteLink>
            </p>
          </li>
        </ul>
      </section>

      <section className="company-card" aria-labelledby="points-use">
        <h2 id="points-use">
          <Trans>How to use points</Trans>
        </h2>
        <ul className="loyalty-ways">
          <li>
            <h3>
              <Trans>Plan orders</Trans>
            </h3>
            <p>
              <Trans>
                At checkout, enter how many points to use. The coupon comes off first, then the points, up to what is
                left to pay: points can pay all of an order or part of it.
              </Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Service fees</Trans>
            </h3>
            <p>
              <Trans>
                Full plans charge a service fee for every day they run. Pay more fee days from points on the order's
                page, before the prepaid days run out.
              </Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Auto-deduct</Trans>
            </h3>
            <p>
              <Trans>
                With auto-deduct on, when fewer than 3 prepaid service-fee days remain on a full plan, 3 days of service
                fee are paid from your points, so the plan keeps running. If your points do not cover 3 days, nothing is
                deducted and the plan is suspended when its days run out; unpaid days are not compensated.
              </Trans>
            </p>
            <p className="company-note">
              <Trans>
                Example: a 100 TH full plan at $0.0580 per TH per day costs $5.80 a day in service fees, so auto-deduct
                takes 17.40 points for 3 days.
              </Trans>
            </p>
          </li>
        </ul>
      </section>

      <section className="company-card" aria-labelledby="points-faq">
        <h2 id="points-faq">
          <Trans>Points FAQ</Trans>
        </h2>
        <div className="loyalty-faq">
          <details>
            <summary>
              <Trans>Do points expire?</Trans>
            </summary>
            <p>
              <Trans>
                Points you bought or converted from refunds do not expire. Points from rewards and campaigns may have an
                end date, which is shown with the reward.
              </Trans>
            </p>
          </details>
          <details>
            <summary>
              <Trans>Why are some of my points held by an order?</Trans>
            </summary>
            <p>
              <Trans>
                Points you put on an order are held while it waits for payment. If the order expires or is cancelled,
                they come back to your account at once.
              </Trans>
            </p>
          </details>
          <details>
            <summary>
              <Trans>Can I use points and a coupon together?</Trans>
            </summary>
            <p>
              <Trans>Yes. The coupon comes off first, then the points, up to what is left to pay.</Trans>
            </p>
          </details>
          <details>
            <summary>
              <Trans>Where do I see every movement of my points?</Trans>
            </summary>
            <p>
              <Trans>
                In the dashboard, under Points: every movement with its type, amount, time in UTC and the order it
                belongs to.
              </Trans>
            </p>
          </details>
        </div>
      </section>
    </div>
  );
}

/** A visitor's place for the balance: a way to sign in, never an error. */
function SignInPrompt({ onSignIn }: { onSignIn: () => void }) {
  return (
    <section className="company-card loyalty-prompt" aria-labelledby="points-signin">
      <h2 id="points-signin">
        <Trans>Your points</Trans>
      </h2>
      <p>
        <Trans>Sign in to see your points balance and its latest movements.</Trans>
      </p>
      <button type="button" className="button button-ghost" onClick={onSignIn}>
        <Trans>Sign in</Trans>
      </button>
    </section>
  );
}

/** The signed-in account's balance and latest movements (a private read of its own). */
function MyPoints({ route }: Pick<PageProps, 'route'>) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const summary = useQuery(pointsSummaryQuery(LATEST));
  const dashboard = hrefFor('dashboard.points', {}, route);
  const points = (amount: string) => formatPoints(format.locale, amount);
  return (
    <ReadSection
      query={summary}
      label={t`Your points`}
      className="company-card loyalty-mine"
      skeleton={<Skeleton height="192px" />}
      isEmpty={(data) => data.movements.length === 0}
      empty={
        <>
          <h2>
            <Trans>Your points</Trans>
          </h2>
          <p>
            <Trans>
              You have no points yet. Buy points with crypto, or convert the remain funds of an order, and they show
              here.
            </Trans>
          </p>
          <SiteLink className="button button-ghost" href={dashboard}>
            <Trans>Go to my points</Trans>
          </SiteLink>
        </>
      }
    >
      {(data) => (
        <>
          <h2>
            <Trans>Your points</Trans>
          </h2>
          <p className="loyalty-balance">
            <span className="loyalty-balance-label">
              <Trans>Balance</Trans>
            </span>{' '}
            <strong data-testid="points-balance">
              <Trans>{points(data.balance)} points</Trans>
            </strong>{' '}
            <span className="company-note">
              <Trans>worth {format.usd(data.balance)}</Trans>
            </span>
          </p>
          <h3 id="points-latest">
            <Trans>Latest movements</Trans>
          </h3>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard to scroll it */}
          <div className="ui-table-scroll" tabIndex={0}>
            <table className="ui-table loyalty-table" aria-labelledby="points-latest">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Time (UTC)</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Type</Trans>
                  </th>
                  <th scope="col" className="loyalty-amount">
                    <Trans>Points</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Reference</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.movements.map((movement) => {
                  const out = movement.amount.startsWith('-');
                  const reference = movement.reference;
                  const named = reference ? POINTS_REFERENCE_LABELS[reference] : undefined;
                  return (
                    <tr key={movement.txId}>
                      <td>{format.dateTimeUtc(movement.at)}</td>
                      <td>{i18n._(POINTS_KIND_LABELS[movement.kind])}</td>
                      <td className={`loyalty-amount ${out ? 'loyalty-out' : 'loyalty-in'}`}>
                        {out ? '−' : '+'}
                        {points(out ? movement.amount.slice(1) : movement.amount)}
                      </td>
                      <td>
                        {named ? (
                          i18n._(named)
                        ) : reference && movement.kind !== 'adjustment' ? (
                          // Every other kind moves points for an order: its number opens the order.
                          <SiteLink href={hrefFor('dashboard.order.detail', { orderNo: reference }, route)}>
                            {reference}
                          </SiteLink>
                        ) : (
                          (reference ?? '—')
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="company-note">
            <Trans>
              Showing the latest {data.movements.length} of {data.totalCount} movements.
            </Trans>{' '}
            <SiteLink href={dashboard}>
              <Trans>See all movements in the dashboard</Trans>
            </SiteLink>
          </p>
        </>
      )}
    </ReadSection>
  );
}
