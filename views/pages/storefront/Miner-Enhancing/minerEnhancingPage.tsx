import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { EnhancementModel, EnhancementPlan } from '../../../../runtime/http/contract/services.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { ENHANCEMENT_PLAN_LABELS, TUNING_PROFILE_LABELS } from '../../../features/services/serviceLabels.ts';
import { enhancementCatalogQuery } from '../../../features/services/serviceQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../features/services/services.css';

/** A change against stock, in percent with one decimal (positive is more). */
function changePercent(value: number, stock: number): number {
  return Math.round((value / stock - 1) * 1000) / 10;
}

/**
 * `/Miner-Enhancing`: the miner enhancement service: what it does (firmware tuning, overclocking,
 * underclocking, immersion), the typical results by model from the sandbox, the pricing and how to apply.
 */
export default function MinerEnhancingPage({ route }: PageProps) {
  const { t } = useLingui();
  const catalog = useQuery(enhancementCatalogQuery());
  return (
    <div className="services-page">
      <header className="services-hero">
        <h1>
          <Trans>Miner enhancement</Trans>
        </h1>
        <p>
          <Trans>
            More terahashes from the miners you own, or the same terahashes for less power: we tune the firmware of
            every hashboard, and convert fleets to immersion cooling.
          </Trans>
        </p>
        <div className="services-actions">
          <SiteLink className="button button-primary" href={hrefFor('coop', {}, route)}>
            <Trans>Ask for a quote</Trans>
          </SiteLink>
          <SiteLink className="button button-outline" href={hrefFor('FuFuMinerOS', {}, route)}>
            <Trans>About FuFuMinerOS</Trans>
          </SiteLink>
        </div>
      </header>
      <section aria-labelledby="enhance-what">
        <h2 id="enhance-what">
          <Trans>What we do</Trans>
        </h2>
        <ul className="services-grid">
          <li>
            <h3>
              <Trans>Firmware tuning</Trans>
            </h3>
            <p>
              <Trans>
                FuFuMinerOS finds the voltage and frequency of each hashboard for the power limit you choose, and tunes
                again when the temperature changes.
              </Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Overclocking</Trans>
            </h3>
            <p>
              <Trans>
                Higher frequencies for more hashrate where power is cheap and the cooling has room: more output per
                miner, more joules per terahash.
              </Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Underclocking</Trans>
            </h3>
            <p>
              <Trans>
                Lower voltage for fewer joules per terahash: older miners stay profitable when power is expensive or the
                hashprice is low.
              </Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Immersion cooling</Trans>
            </h3>
            <p>
              <Trans>
                Miners in dielectric oil run cooler, quieter and at higher frequencies, with fewer failures from dust
                and heat.
              </Trans>
            </p>
          </li>
        </ul>
      </section>
      <ReadSection
        query={catalog}
        label={t`Models and typical gains`}
        className="services-stack"
        skeleton={<Skeleton height="512px" />}
        isEmpty={(data) => data.models.length === 0}
        empty={
          <p className="services-card">
            <Trans>No model is open for enhancement right now. Ask us about your fleet.</Trans>
          </p>
        }
      >
        {(data) => (
          <>
            <section className="services-card" aria-labelledby="enhance-models">
              <h2 id="enhance-models">
                <Trans>Typical results by model</Trans>
              </h2>
              <p className="services-note">
                <Trans>
                  Typical results measured on our farms with inlet air below 30 °C. Every miner's chips differ, so yours
                  may do better or worse: these are estimates, not a guarantee.
                </Trans>
              </p>
              <div className="services-stack">
                {data.models.map((model) => (
                  <ModelResults key={model.model} model={model} />
                ))}
              </div>
            </section>
            <Pricing plans={data.plans} />
          </>
        )}
      </ReadSection>
      <section className="services-card" aria-labelledby="enhance-apply">
        <h2 id="enhance-apply">
          <Trans>How to apply</Trans>
        </h2>
        <ol className="services-steps">
          <li>
            <Trans>Tell us your models, how many miners you have, where they run and what power costs you.</Trans>
          </li>
          <li>
            <Trans>We tune a sample of your miners and send you the measured hashrate, power and temperatures.</Trans>
          </li>
          <li>
            <Trans>You get a quote for the plan that fits, with the results to expect for your fleet.</Trans>
          </li>
          <li>
            <Trans>We tune the fleet, test every miner for 48 hours and hand over the profiles.</Trans>
          </li>
          <li>
            <Trans>You watch hashrate and power in FuFuMinerOS, and can go back to stock firmware at any time.</Trans>
          </li>
        </ol>
        <div className="services-actions">
          <SiteLink className="button button-primary" href={hrefFor('coop', {}, route)}>
            <Trans>Apply for enhancement</Trans>
          </SiteLink>
        </div>
      </section>
      <section className="services-card" aria-labelledby="enhance-know">
        <h2 id="enhance-know">
          <Trans>Good to know</Trans>
        </h2>
        <ul className="services-steps">
          <li>
            <Trans>
              Custom firmware and overclocking can void the manufacturer's warranty; we tell you which miners are still
              under warranty before we start.
            </Trans>
          </li>
          <li>
            <Trans>Overclocking draws more power: check that your power supplies, cables and site can carry it.</Trans>
          </li>
          <li>
            <Trans>
              Output depends on the network difficulty and the BTC price as well as on hashrate; estimate it in the{' '}
              <SiteLink href={hrefFor('calculator', {}, route)}>mining calculator</SiteLink>.
            </Trans>
          </li>
        </ul>
      </section>
    </div>
  );
}

function ModelResults({ model }: { model: EnhancementModel }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const stock = model.results.find((r) => r.profile === 'stock') ?? model.results[0];
  const id = `enhance-${model.model.replaceAll(/[^A-Za-z0-9]/g, '-')}`;
  const signed = (percent: number) => (percent > 0 ? `+${format.percent(percent)}` : format.percent(percent));
  return (
    <article aria-labelledby={id}>
      <h3 id={id}>{model.model}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard to scroll it */}
      <div className="services-table-wrap" tabIndex={0}>
        <table className="ui-table services-table" aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Profile</Trans>
              </th>
              <th scope="col">
                <Trans>Hashrate</Trans>
              </th>
              <th scope="col">
                <Trans>Power</Trans>
              </th>
              <th scope="col">
                <Trans>Efficiency</Trans>
              </th>
              <th scope="col">
                <Trans>Hashrate vs stock</Trans>
              </th>
              <th scope="col">
                <Trans>J/T vs stock</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {model.results.map((result) => {
              const jt = result.powerW / result.hashrateTh;
              const stockJt = stock ? stock.powerW / stock.hashrateTh : jt;
              const hashGain = stock ? changePercent(result.hashrateTh, stock.hashrateTh) : 0;
              const jtChange = changePercent(jt, stockJt);
              return (
                <tr key={result.profile}>
                  <th scope="row">{i18n._(TUNING_PROFILE_LABELS[result.profile])}</th>
                  <td>{format.hashrate(result.hashrateTh)}</td>
                  <td>{format.number(result.powerW)} W</td>
                  <td>{format.efficiency(Math.round(jt * 10) / 10)}</td>
                  <td className={hashGain > 0 ? 'services-gain' : undefined}>
                    {result.profile === 'stock' ? '—' : signed(hashGain)}
                  </td>
                  <td className={jtChange < 0 ? 'services-gain' : undefined}>
                    {result.profile === 'stock' ? '—' : signed(jtChange)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="services-note">{model.note}</p>
    </article>
  );
}

function Pricing({ plans }: { plans: EnhancementPlan[] }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <section className="services-card" aria-labelledby="enhance-pricing">
      <h2 id="enhance-pricing">
        <Trans>Pricing</Trans>
      </h2>
      <p className="services-note">
        <Trans>
          You pay with a small share of the hashrate while the firmware runs (the dev fee), plus a one-time fee per
          miner for the work on site. No fee on the output you already had.
        </Trans>
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard to scroll it */}
      <div className="services-table-wrap" tabIndex={0}>
        <table className="ui-table services-table" aria-labelledby="enhance-pricing">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Plan</Trans>
              </th>
              <th scope="col">
                <Trans>What is included</Trans>
              </th>
              <th scope="col">
                <Trans>Dev fee</Trans>
              </th>
              <th scope="col">
                <Trans>One-time fee per miner</Trans>
              </th>
              <th scope="col">
                <Trans>Minimum</Trans>
              </th>
              <th scope="col">
                <Trans>Ready in</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {plans.map((plan) => (
              <tr key={plan.plan}>
                <th scope="row">{i18n._(ENHANCEMENT_PLAN_LABELS[plan.plan])}</th>
                <td>{plan.description}</td>
                <td>{format.percent(plan.devFeePercent)}</td>
                <td>{plan.setupUsdPerMiner === 0 ? <Trans>None</Trans> : format.usd(String(plan.setupUsdPerMiner))}</td>
                <td>
                  <Plural value={plan.minMiners} one="# miner" other="# miners" />
                </td>
                <td>{plan.leadTimeDays === 0 ? <Trans>Right away</Trans> : format.days(plan.leadTimeDays)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
