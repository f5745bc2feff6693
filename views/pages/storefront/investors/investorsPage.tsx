import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { REPORT_KIND_LABELS } from '../../../features/company/companyLabels.ts';
import { investorReportsQuery } from '../../../features/company/companyQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import { EXTERNAL_LINKS } from '../../../shell/externalLinks.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import '../../../styles/pages/company.css';

/** `/investors`: investor relations: the latest quarter's highlights, reports, and the IR site. */
export default function InvestorsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const reports = useQuery(investorReportsQuery());
  return (
    <div className="company-page">
      <header className="company-hero">
        <h1>
          <Trans>Investors</Trans>
        </h1>
        <p>
          <Trans>
            Results, production updates and filings. Filings and share information are on our investor relations site.
          </Trans>
        </p>
        <div className="company-actions">
          <a
            className="button button-primary"
            href={EXTERNAL_LINKS.investors}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>Investor relations site</Trans>
          </a>
        </div>
      </header>
      <ReadSection
        query={reports}
        label={t`Investor reports`}
        className="company-profile"
        skeleton={<Skeleton height="320px" />}
      >
        {(data) => (
          <>
            <section className="company-card" aria-labelledby="ir-highlights">
              <h2 id="ir-highlights">
                <Trans>Highlights of {data.highlights.period}</Trans>
              </h2>
              <div className="company-stats">
                <StatCard
                  label={t`Revenue`}
                  value={format.usd(String(data.highlights.revenueUsdMillions * 1_000_000), { decimals: 0 })}
                />
                <StatCard label={t`Bitcoin mined`} value={format.coin(data.highlights.btcMined.toFixed(8), 'BTC')} />
                <StatCard
                  label={t`Hashrate under management`}
                  value={format.hashrate(data.highlights.hashrateEh * 1_000_000)}
                />
                <StatCard label={t`Power capacity`} value={`${format.number(data.highlights.capacityMw)} MW`} />
              </div>
            </section>
            <section className="company-card" aria-labelledby="ir-reports">
              <h2 id="ir-reports">
                <Trans>Reports</Trans>
              </h2>
              <ul className="company-reports">
                {data.reports.map((report) => (
                  <li key={report.id}>
                    <a href={report.url} target="_blank" rel="noopener noreferrer">
                      {i18n._(REPORT_KIND_LABELS[report.kind])} {report.period}
                    </a>{' '}
                    <span className="company-note">
                      <Trans>Published {format.dateUtc(report.publishedOn)}</Trans>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </ReadSection>
    </div>
  );
}
