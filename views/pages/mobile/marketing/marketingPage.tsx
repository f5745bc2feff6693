import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { PlanCard } from '../../../features/plans/planCard.tsx';
import { GOODS_TYPE, plansByTypeQuery } from '../../../features/plans/planQueries.ts';
import type { PageProps } from '../../../pageProps.ts';
import { SiteLogo } from '../../../shell/siteLogo.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import '../../../styles/pages/planCards.css';
import '../../../styles/pages/mobile.css';

/** How many plans the landing features (the first easy plans of the list, in the list's order). */
export const FEATURED_PLANS = 3;

/**
 * `/mobile/marketing`: where ads send phones. What cloud mining is, three reasons to mine here, the featured
 * plans from the plan list's read, and the way to sign up (`/mobile/register`). Estimates say so and promise
 * nothing (PAGES.md, money pages rule 10).
 */
export default function MarketingPage({ route }: PageProps) {
  const { t } = useLingui();
  const plans = useQuery(plansByTypeQuery(GOODS_TYPE.easy));
  const register = hrefFor('mobile.register', {}, route);
  return (
    <div className="mobile-page">
      <header className="mobile-hero mobile-hero-brand">
        <SiteLogo at={route} />
        <h1>
          <Trans>Mine bitcoin without running a miner</Trans>
        </h1>
        <p>
          <Trans>Rent hashrate from efficient miners and receive the output every day.</Trans>
        </p>
        <SiteLink className="button button-primary button-large mobile-cta" href={register}>
          <Trans>Sign up free</Trans>
        </SiteLink>
      </header>

      <section className="mobile-section" aria-labelledby="mobile-what">
        <h2 id="mobile-what">
          <Trans>What is cloud mining?</Trans>
        </h2>
        <p>
          <Trans>
            Bitcoin miners earn new coins for the computing power (hashrate) they add to the network. With cloud mining
            you rent part of that power from machines we run and maintain in professional mining farms: no hardware,
            noise or power bill at home.
          </Trans>
        </p>
        <p>
          <Trans>
            Your plan's hashrate mines in a pool every day. The output of each UTC day is settled to your account and
            paid to your bitcoin wallet once it passes 0.005 BTC; it depends on the network's difficulty and the bitcoin
            price, so every figure we show is an estimate.
          </Trans>
        </p>
      </section>

      <section className="mobile-section" aria-labelledby="mobile-reasons">
        <h2 id="mobile-reasons">
          <Trans>Three reasons to mine with FuFu</Trans>
        </h2>
        <ol className="mobile-list mobile-reasons">
          <li>
            <h3>
              <Trans>Efficient miners</Trans>
            </h3>
            <p>
              <Trans>
                Plans run on recent Antminer models, down to 13.5 J/T, hosted and maintained in professional mining
                farms.
              </Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Output every day</Trans>
            </h3>
            <p>
              <Trans>
                Each day's output is settled after the UTC day ends, and you can follow every payout with its
                transaction ID.
              </Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Fees in plain sight</Trans>
            </h3>
            <p>
              <Trans>
                The hashrate fee, the daily service fee and the pool fee are on every plan before you pay, with the
                formula behind each estimate.
              </Trans>
            </p>
          </li>
        </ol>
      </section>

      <section className="mobile-section" aria-labelledby="mobile-featured">
        <h2 id="mobile-featured">
          <Trans>Featured plans</Trans>
        </h2>
        <ReadSection
          query={plans}
          label={t`Featured plans on sale`}
          isEmpty={(list) => list.length === 0}
          skeleton={
            <ul className="plan-list plan-list-loading" aria-hidden="true">
              <li className="plan-card plan-card-skeleton" />
              <li className="plan-card plan-card-skeleton" />
            </ul>
          }
          empty={
            <p>
              <Trans>No plans are featured right now.</Trans>{' '}
              <SiteLink href={hrefFor('list', {}, route)}>
                <Trans>See all plans</Trans>
              </SiteLink>
            </p>
          }
        >
          {(list) => (
            <>
              <ul className="plan-list" aria-label={t`Featured plans`}>
                {list.slice(0, FEATURED_PLANS).map((goods) => (
                  <PlanCard
                    key={goods.goodsId}
                    goods={goods}
                    at={route}
                    estimatedOutputBtc={goods.estimatedOutputBtc}
                  />
                ))}
              </ul>
              <p className="mobile-note">
                <Trans>
                  Estimated output for the whole term at today's network difficulty and bitcoin price; the real output
                  changes with both.
                </Trans>
              </p>
              <p>
                <SiteLink href={hrefFor('list', {}, route)}>
                  <Trans>See all plans</Trans>
                </SiteLink>
              </p>
            </>
          )}
        </ReadSection>
      </section>

      <section className="mobile-card mobile-signup" aria-labelledby="mobile-start">
        <h2 id="mobile-start">
          <Trans>Start in a minute</Trans>
        </h2>
        <p>
          <Trans>Sign up with your email or phone number, then pick a plan here or in the app.</Trans>
        </p>
        <SiteLink className="button button-primary button-large mobile-cta" href={register}>
          <Trans>Create your account</Trans>
        </SiteLink>
        <p className="mobile-note">
          <SiteLink href={hrefFor('mobile.download', {}, route)}>
            <Trans>Download the app</Trans>
          </SiteLink>
        </p>
      </section>
    </div>
  );
}
