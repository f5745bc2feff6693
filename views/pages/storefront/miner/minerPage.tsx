import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { MinerModel } from '../../../../runtime/http/contract/miners.ts';
import { hrefFor, type LinkContext } from '../../../../runtime/router/links.ts';
import { COOLING_LABELS } from '../../../features/miners/minerLabels.ts';
import { minerModelsQuery } from '../../../features/miners/minerQueries.ts';
import { releaseMonth } from '../../../features/miners/minerSpecs.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { EmptyState } from '../../../ui/emptyState.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../features/miners/miners.css';

/** Models with a product page of their own. */
const PRODUCT_PAGES: Partial<Record<string, 'minerSale.s19xp'>> = { s19xp: 'minerSale.s19xp' };

/** `/miner`: the miner models side by side: hashrate, power, efficiency, cooling, noise, size, release, batches. */
export default function MinerPage({ route }: PageProps) {
  const { t } = useLingui();
  const models = useQuery(minerModelsQuery());
  return (
    <div className="miner-page">
      <header className="miner-hero">
        <h1>
          <Trans>Miner models and specs</Trans>
        </h1>
        <p>
          <Trans>
            The SHA-256 miners we host, with the manufacturers' figures. Efficiency (joules per terahash) decides what a
            miner costs to run: the lower, the more of its output is left after electricity.
          </Trans>
        </p>
        <p className="miner-hero-links">
          <SiteLink href={hrefFor('minerSale', {}, route)}>
            <Trans>Miners for sale</Trans>
          </SiteLink>
          <SiteLink href={hrefFor('rental', {}, route)}>
            <Trans>Miner rental</Trans>
          </SiteLink>
          <SiteLink href={hrefFor('calculator', {}, route)}>
            <Trans>Mining calculator</Trans>
          </SiteLink>
        </p>
      </header>

      <ReadSection
        query={models}
        label={t`Miner models`}
        className="miner-card"
        isEmpty={(data) => data.length === 0}
        skeleton={<Skeleton height="448px" />}
        empty={<EmptyState message={<Trans>No miner models are listed yet.</Trans>} />}
      >
        {(data) => <ModelTable models={data} at={route} />}
      </ReadSection>

      <section className="miner-card" aria-labelledby="miner-reading">
        <h2 id="miner-reading">
          <Trans>How to read the figures</Trans>
        </h2>
        <ul className="miner-rules">
          <li>
            <Trans>
              Hashrate and power are nominal, at 25 °C ambient; real units vary by a few percent and lose hashrate when
              hot.
            </Trans>
          </li>
          <li>
            <Trans>
              Power cost per day = watts × 24 ÷ 1000 × price per kWh. At $0.06 per kWh a 3,500 W miner costs $5.04 a
              day.
            </Trans>
          </li>
          <li>
            <Trans>
              Hydro and immersion models need water-cooled containers or tanks; they are quieter and run cooler, and we
              host them at sites built for them.
            </Trans>
          </li>
        </ul>
      </section>
    </div>
  );
}

function ModelTable({ models, at }: { models: MinerModel[]; at: LinkContext }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <>
      <h2>
        <Trans>Compare models</Trans>
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard to scroll it */}
      <div className="miner-table-wrap" tabIndex={0}>
        <table className="ui-table miner-table">
          <caption className="visually-hidden">
            <Trans>Miner models compared</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Model</Trans>
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
                <Trans>Cooling</Trans>
              </th>
              <th scope="col">
                <Trans>Noise</Trans>
              </th>
              <th scope="col">
                <Trans>Dimensions (mm)</Trans>
              </th>
              <th scope="col">
                <Trans>Weight</Trans>
              </th>
              <th scope="col">
                <Trans>Released</Trans>
              </th>
              <th scope="col">
                <Trans>On sale</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {models.map((model) => {
              const product = PRODUCT_PAGES[model.id];
              return (
                <tr key={model.id}>
                  <th scope="row">
                    {product ? <SiteLink href={hrefFor(product, {}, at)}>{model.name}</SiteLink> : model.name}
                    <span className="miner-sub">{model.summary}</span>
                  </th>
                  <td>{format.hashrate(model.hashrateTh)}</td>
                  <td>{format.number(model.powerW)} W</td>
                  <td>{format.efficiency(model.efficiencyJt)}</td>
                  <td>{i18n._(COOLING_LABELS[model.cooling])}</td>
                  <td>{format.number(model.noiseDb)} dB</td>
                  <td>
                    {format.number(model.lengthMm)} × {format.number(model.widthMm)} × {format.number(model.heightMm)}
                  </td>
                  <td>{format.number(model.weightKg)} kg</td>
                  <td>{releaseMonth(format.locale, model.releasedOn)}</td>
                  <td>
                    {model.batchCount > 0 ? (
                      <SiteLink href={hrefFor('minerSale', {}, at, { search: { model: model.id } })}>
                        <Plural value={model.batchCount} one="# batch" other="# batches" />
                      </SiteLink>
                    ) : (
                      <Trans>None right now</Trans>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
