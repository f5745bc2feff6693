import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ENERGY_LABELS, FARM_STATUS_LABELS, MILESTONE_LABELS } from '../../../features/company/companyLabels.ts';
import { companyProfileQuery } from '../../../features/company/companyQueries.ts';
import { regionNames } from '../../../format/format.ts';
import { useFormat } from '../../../format/useFormat.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import '../../../styles/pages/company.css';

/** `/aboutus`: who the company is: mission, farms, figures, timeline, compliance and security. */
export default function AboutUsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const profile = useQuery(companyProfileQuery());
  const regions = regionNames(format.locale);
  return (
    <div className="company-page">
      <header className="company-hero">
        <h1>
          <Trans>About FuFu</Trans>
        </h1>
        <p>
          <Trans>
            We make Bitcoin mining open to anyone: efficient miners in our own and partner farms, hashrate you can rent
            by the terahash, and output paid to your wallet every day.
          </Trans>
        </p>
      </header>
      <ReadSection
        query={profile}
        label={t`Company profile`}
        className="company-profile"
        skeleton={<Skeleton height="384px" />}
      >
        {(data) => (
          <>
            <section className="company-card" aria-labelledby="about-figures">
              <h2 id="about-figures">
                <Trans>In numbers</Trans>
              </h2>
              <p className="company-note">
                <Trans>As of {format.dateUtc(data.asOf)}</Trans>
              </p>
              <div className="company-stats">
                <StatCard label={t`Registered users`} value={format.number(data.figures.registeredUsers)} />
                <StatCard label={t`Countries and regions served`} value={format.number(data.figures.countriesServed)} />
                <StatCard
                  label={t`Hashrate under management`}
                  value={format.hashrate(data.figures.hashrateEh * 1_000_000)}
                />
                <StatCard label={t`Power capacity`} value={`${format.number(data.figures.capacityMw)} MW`} />
                <StatCard label={t`Miners managed`} value={format.number(data.figures.minersManaged)} />
              </div>
            </section>
            <section className="company-card" aria-labelledby="about-farms">
              <h2 id="about-farms">
                <Trans>Our farms</Trans>
              </h2>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard to scroll it */}
              <div className="company-table-wrap" tabIndex={0}>
                <table className="ui-table company-table">
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Site</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Location</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Capacity</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Power source</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Status</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.farms.map((farm) => (
                      <tr key={farm.name}>
                        <th scope="row">{farm.name}</th>
                        <td>
                          {farm.region}, {regions?.of(farm.country) ?? farm.country}
                        </td>
                        <td>{format.number(farm.capacityMw)} MW</td>
                        <td>{i18n._(ENERGY_LABELS[farm.energy])}</td>
                        <td>{i18n._(FARM_STATUS_LABELS[farm.status])}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
            <section className="company-card" aria-labelledby="about-timeline">
              <h2 id="about-timeline">
                <Trans>Our story</Trans>
              </h2>
              <ol className="company-timeline">
                {data.timeline.map((step) => (
                  <li key={step.milestone}>
                    <strong>{step.year}</strong> {i18n._(MILESTONE_LABELS[step.milestone])}
                  </li>
                ))}
              </ol>
            </section>
          </>
        )}
      </ReadSection>
      <section className="company-card" aria-labelledby="about-compliance">
        <h2 id="about-compliance">
          <Trans>Compliance and security</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Identity checks (KYC) for every customer and business checks (KYB) for every partner.</Trans>
          </li>
          <li>
            <Trans>Customer funds kept apart from company funds; most coins in multi-signature cold storage.</Trans>
          </li>
          <li>
            <Trans>Withdrawals need a fund password or an authenticator code, and new addresses wait 24 hours.</Trans>
          </li>
          <li>
            <Trans>
              Mining output is settled per UTC day from the pool's records, which you can check in your dashboard.
            </Trans>
          </li>
        </ul>
      </section>
    </div>
  );
}
