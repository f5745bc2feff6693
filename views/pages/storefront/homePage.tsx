import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { hrefFor } from '../../../runtime/router/links.ts';
import { addressChangeCheckQuery } from '../../features/changeAddress/changeAddressQueries.ts';
import { HomeModal } from '../../features/home/homeModal.tsx';
import { PlanCard } from '../../features/plans/planCard.tsx';
import { floatPlansQuery, networkStatsQuery, recommendedPlansQuery } from '../../features/plans/planQueries.ts';
import { useAccountModals } from '../../flows/account/accountModalsContext.ts';
import type { PageProps } from '../../pageProps.ts';
import { useSession } from '../../session/sessionContext.tsx';
import { ReadSection } from '../../ui/readSection.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import '../../styles/pages/planCards.css';
import '../../styles/pages/home.css';

/** The storefront's front page: hero under the transparent header, plans, product types, hosting. */
export default function HomePage({ route, search }: PageProps) {
  const { t } = useLingui();
  const plans = useQuery(floatPlansQuery());
  // Today's network figures: each card estimates its term's output by the calculator's formula.
  const network = useQuery(networkStatsQuery());
  const { loggedIn, settled } = useSession();
  // Signed in: the plans picked for the account (spec: exclusive recommended goods on home).
  const recommended = useQuery({ ...recommendedPlansQuery(), enabled: loggedIn });
  // Signed in: the server's address-change check (spec: home address change check) leads to the change page.
  const addressCheck = useQuery({ ...addressChangeCheckQuery(), enabled: loggedIn });
  const modals = useAccountModals();
  const list = hrefFor('list', {}, route);
  return (
    <div className="home">
      {/* Once the page's session is known; not over the login modal a `redirect` opens. */}
      {settled && !search.redirect && typeof window !== 'undefined' && <HomeModal route={route} />}
      <section className="home-hero">
        <div className="home-hero-inner">
          {loggedIn && addressCheck.data?.needChange && (
            <div className="home-address-notice" role="alert">
              <p>
                <Trans>
                  A plan of yours pays to an address that can no longer receive payouts. Change it before the next
                  payout so your output is not held.
                </Trans>
              </p>
              <SiteLink className="button button-primary" href={hrefFor('changeAddress', {}, route)}>
                <Trans>Change payout address</Trans>
              </SiteLink>
            </div>
          )}
          <p className="eyebrow">
            <Trans>Bitcoin cloud mining</Trans>
          </p>
          <h1>
            <Trans>Bitcoin cloud mining, made simple</Trans>
          </h1>
          <p className="home-hero-lead">
            <Trans>Rent hashrate from efficient miners and receive the output every day.</Trans>
          </p>
          <div className="home-hero-actions">
            <SiteLink className="button button-primary button-large" href={list}>
              <Trans>Explore plans</Trans>
            </SiteLink>
            {loggedIn ? (
              <SiteLink className="button button-outline button-large" href={hrefFor('dashboard.hashrate', {}, route)}>
                <Trans>Go to dashboard</Trans>
              </SiteLink>
            ) : (
              <button
                type="button"
                className="button button-outline button-large"
                onClick={() => modals.openRegister()}
              >
                <Trans>Create a free account</Trans>
              </button>
            )}
          </div>
          <ul className="home-hero-points">
            <li>
              <Trans>Daily payouts to your wallet</Trans>
            </li>
            <li>
              <Trans>Miners from 13.5 J/T</Trans>
            </li>
            <li>
              <Trans>Antpool and F2Pool</Trans>
            </li>
          </ul>
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-stable">
        <div className="home-section-head">
          <h2 id="home-stable">
            <Trans>Stable plans</Trans>
          </h2>
          <SiteLink className="text-link" href={hrefFor('list', {}, route, { hash: 'goodType3' })}>
            <Trans>See all plans</Trans>
          </SiteLink>
        </div>
        <ReadSection
          query={plans}
          label={t`Stable plans on sale`}
          isEmpty={(page) => page.data.length === 0}
          skeleton={
            <ul className="plan-list plan-list-loading" aria-hidden="true">
              <li className="plan-card plan-card-skeleton" />
              <li className="plan-card plan-card-skeleton" />
            </ul>
          }
          empty={
            <p className="plan-empty">
              <Trans>No stable plans are on sale right now. The other plans are in the full list.</Trans>
            </p>
          }
        >
          {(page) => (
            <ul className="plan-list" aria-label={t`Stable plans`}>
              {page.data.map((goods) => (
                <PlanCard key={goods.goodsId} goods={goods} at={route} network={network.data} />
              ))}
            </ul>
          )}
        </ReadSection>
      </section>

      {loggedIn && (
        <section className="home-section" aria-labelledby="home-picked">
          <div className="home-section-head">
            <h2 id="home-picked">
              <Trans>Picked for you</Trans>
            </h2>
          </div>
          <ReadSection
            query={recommended}
            label={t`Plans picked for you`}
            isEmpty={(goods) => goods.length === 0}
            skeleton={
              <ul className="plan-list plan-list-loading" aria-hidden="true">
                <li className="plan-card plan-card-skeleton" />
              </ul>
            }
            empty={
              <p className="plan-empty">
                <Trans>No plan is picked for you right now. Every plan on sale is in the full list.</Trans>
              </p>
            }
          >
            {(goods) => (
              <ul className="plan-list" aria-label={t`Plans picked for you`}>
                {goods.map((one) => (
                  <PlanCard key={one.goodsId} goods={one} at={route} network={network.data} />
                ))}
              </ul>
            )}
          </ReadSection>
        </section>
      )}

      <section className="home-section" aria-labelledby="home-types">
        <div className="home-section-head">
          <h2 id="home-types">
            <Trans>Three ways to mine</Trans>
          </h2>
        </div>
        <ul className="type-cards">
          <li>
            <SiteLink className="type-card" href={hrefFor('list', {}, route, { hash: 'goodType0' })}>
              <h3>
                <Trans>Easy plans</Trans>
              </h3>
              <p>
                <Trans>One price covers hashrate and electricity for the whole term.</Trans>
              </p>
            </SiteLink>
          </li>
          <li>
            <SiteLink className="type-card" href={hrefFor('list', {}, route, { hash: 'goodType1' })}>
              <h3>
                <Trans>Full plans</Trans>
              </h3>
              <p>
                <Trans>Pay the hashrate once and the service fee as you go.</Trans>
              </p>
            </SiteLink>
          </li>
          <li>
            <SiteLink className="type-card" href={hrefFor('list', {}, route, { hash: 'goodType3' })}>
              <h3>
                <Trans>Stable plans</Trans>
              </h3>
              <p>
                <Trans>Short terms on the newest miners at a floating price.</Trans>
              </p>
            </SiteLink>
          </li>
        </ul>
      </section>

      <section className="home-section home-steps" aria-labelledby="home-how">
        <div className="home-section-head">
          <h2 id="home-how">
            <Trans>How it works</Trans>
          </h2>
        </div>
        <ol className="steps">
          <li>
            <strong>
              <Trans>Pick a plan</Trans>
            </strong>
            <p>
              <Trans>Choose the miner, hashrate and term that suit you.</Trans>
            </p>
          </li>
          <li>
            <strong>
              <Trans>Pay in crypto</Trans>
            </strong>
            <p>
              <Trans>Pay with USDT, BTC or ETH; the plan starts the next day.</Trans>
            </p>
          </li>
          <li>
            <strong>
              <Trans>Receive bitcoin daily</Trans>
            </strong>
            <p>
              <Trans>The pool pays the day's output to your wallet every day.</Trans>
            </p>
          </li>
        </ol>
      </section>

      <section id="minerHosting" className="home-section home-hosting" aria-labelledby="home-hosting">
        <div className="home-hosting-text">
          <h2 id="home-hosting">
            <Trans>Miner hosting</Trans>
          </h2>
          <p>
            <Trans>
              Buy a miner from our marketplace and we run it in our farms: power, cooling, maintenance and pool setup
              included.
            </Trans>
          </p>
          <div className="home-hero-actions">
            <SiteLink className="button button-primary" href={hrefFor('minerSale', {}, route)}>
              <Trans>Browse miners</Trans>
            </SiteLink>
            <SiteLink className="button button-ghost" href={hrefFor('rental', {}, route)}>
              <Trans>Rent a miner</Trans>
            </SiteLink>
          </div>
        </div>
      </section>
    </div>
  );
}
