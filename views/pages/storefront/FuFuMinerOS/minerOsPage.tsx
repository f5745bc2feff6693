import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { RELEASE_NOTE_LABELS } from '../../../features/company/companyLabels.ts';
import { firmwareReleasesQuery } from '../../../features/company/companyQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import { CopyButton } from '../../../ui/copyButton.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../styles/pages/company.css';

/** `/FuFuMinerOS`: the miner firmware: what it does, which models it supports, and its releases. */
export default function MinerOsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const firmware = useQuery(firmwareReleasesQuery());
  return (
    <div className="company-page">
      <header className="company-hero">
        <h1>FuFuMinerOS</h1>
        <p>
          <Trans>Firmware for Antminer miners that tunes every chip for more hashes per joule.</Trans>
        </p>
      </header>
      <ul className="company-features">
        <li>
          <h2>
            <Trans>Auto-tuning</Trans>
          </h2>
          <p>
            <Trans>
              Finds the voltage and frequency of each hashboard for the power limit you set, and tunes again when the
              temperature changes.
            </Trans>
          </p>
        </li>
        <li>
          <h2>
            <Trans>Efficiency</Trans>
          </h2>
          <p>
            <Trans>
              Typically 5–18% fewer joules per terahash than stock firmware, depending on the model, chips and cooling.
              Results vary; it is not a guarantee.
            </Trans>
          </p>
        </li>
        <li>
          <h2>
            <Trans>Fleet management</Trans>
          </h2>
          <p>
            <Trans>Profiles, pool settings and updates for thousands of miners at once, by rack or by group.</Trans>
          </p>
        </li>
        <li>
          <h2>
            <Trans>Safety</Trans>
          </h2>
          <p>
            <Trans>
              Signed images only, temperature and power limits that cannot be exceeded, and a rollback to stock firmware
              from the web interface.
            </Trans>
          </p>
        </li>
      </ul>
      <ReadSection
        query={firmware}
        label={t`Models and downloads`}
        className="company-profile"
        skeleton={<Skeleton height="384px" />}
      >
        {(data) => (
          <>
            <section className="company-card" aria-labelledby="os-models">
              <h2 id="os-models">
                <Trans>Supported models</Trans>
              </h2>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard to scroll it */}
              <div className="company-table-wrap" tabIndex={0}>
                <table className="ui-table company-table">
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Model</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Stock hashrate</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Stock efficiency</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Typical gain</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Control boards</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.models.map((model) => (
                      <tr key={model.model}>
                        <th scope="row">{model.model}</th>
                        <td>{format.hashrate(model.stockTh)}</td>
                        <td>{format.efficiency(model.stockJt)}</td>
                        <td>
                          {format.percent(model.gainMinPercent)}–{format.percent(model.gainMaxPercent)}
                        </td>
                        <td>{model.controlBoards.join(', ')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
            <section className="company-card" aria-labelledby="os-downloads">
              <h2 id="os-downloads">
                <Trans>Downloads</Trans>
              </h2>
              <ul className="company-releases">
                {data.releases.map((release, index) => (
                  <li key={release.version}>
                    <h3>
                      <Trans>Version {release.version}</Trans>
                      {index === 0 && (
                        <>
                          {' '}
                          <span className="company-badge">
                            <Trans>Latest</Trans>
                          </span>
                        </>
                      )}
                    </h3>
                    <p className="company-note">
                      <Trans>
                        Released {format.dateUtc(release.releasedOn)} · {format.number(release.sizeMb)} MB
                      </Trans>
                    </p>
                    <p>
                      <a
                        className="button button-outline"
                        href={release.downloadUrl}
                        download
                        aria-label={t`Download FuFuMinerOS ${release.version}`}
                      >
                        <Trans>Download</Trans>
                      </a>
                    </p>
                    <p className="company-checksum">
                      SHA-256 <code>{release.sha256}</code> <CopyButton value={release.sha256} />
                    </p>
                    <ul>
                      {release.notes.map((note) => (
                        <li key={note}>{i18n._(RELEASE_NOTE_LABELS[note])}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
              <p className="company-note">
                <Trans>
                  Check the SHA-256 of the file before you flash it. Flashing the wrong image can damage a miner.
                </Trans>
              </p>
            </section>
          </>
        )}
      </ReadSection>
    </div>
  );
}
