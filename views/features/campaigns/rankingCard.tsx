import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { RankingEntry } from '../../../runtime/http/contract/campaigns.ts';
import { useFormat } from '../../format/useFormat.ts';
import { ReadSection } from '../../ui/readSection.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { campaignRankingQuery } from './campaignQueries.ts';
import type { ModuleProps } from './campaignView.tsx';

/** The ranking: its prizes by place, the top accounts (masked) and the account's own place; final once ended. */
export function RankingCard({ campaign, standing }: Pick<ModuleProps, 'campaign' | 'standing'>) {
  const { t } = useLingui();
  const format = useFormat();
  const ranking = useQuery(campaignRankingQuery(campaign.campaignId));
  const rules = campaign.ranking;
  if (!rules) return null;
  const value = (entry: RankingEntry) =>
    rules.metric === 'spendUsd' ? format.usd(entry.value) : format.number(Number(entry.value));
  return (
    <section className="company-card" aria-labelledby="campaign-ranking">
      <h2 id="campaign-ranking">
        <Trans>Ranking</Trans>
      </h2>
      <p className="company-note">
        {rules.metric === 'spendUsd' ? (
          <Trans>Ranked by the USD paid for plans during the campaign.</Trans>
        ) : (
          <Trans>Ranked by the friends invited during the campaign.</Trans>
        )}
      </p>
      <ul className="campaign-prizes">
        {rules.prizes.map((prize) => {
          const from = prize.fromRank;
          const to = prize.toRank;
          return (
            <li key={`${from}-${to}`} className="campaign-prize">
              <span>
                {from === to ? (
                  <Trans>Place {from}</Trans>
                ) : (
                  <Trans>
                    Places {from} to {to}
                  </Trans>
                )}
              </span>
              <strong>{prize.reward.label}</strong>
            </li>
          );
        })}
      </ul>
      <ReadSection
        query={ranking}
        label={t`Campaign ranking`}
        skeleton={<Skeleton height="240px" />}
        isEmpty={(data) => data.ranking.length === 0}
        empty={
          <p className="company-note">
            <Trans>No one is ranked yet. Be the first.</Trans>
          </p>
        }
      >
        {(data) => {
          const mine = data.myRank;
          return (
            <>
              {data.frozen && (
                <p className="company-note">
                  <Trans>The campaign has ended: this ranking is final.</Trans>
                </p>
              )}
              {data.frozen && data.myPrize && mine !== null && (
                <p className="campaign-prize-paid" role="status">
                  <Trans>
                    You finished in place {mine}: your prize, {data.myPrize.label}, has been paid into your account.
                  </Trans>
                </p>
              )}
              <table className="campaign-ranking">
                <caption className="visually-hidden">
                  <Trans>Top accounts</Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Place</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Account</Trans>
                    </th>
                    <th scope="col">{rules.metric === 'spendUsd' ? <Trans>Paid</Trans> : <Trans>Friends</Trans>}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.ranking.map((entry) => (
                    <tr key={entry.rank} className={entry.me ? 'campaign-ranking-me' : undefined}>
                      <td>{entry.rank}</td>
                      <td>
                        {entry.account}
                        {entry.me && (
                          <>
                            {' '}
                            <Trans>(you)</Trans>
                          </>
                        )}
                      </td>
                      <td>{value(entry)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {standing && (
                <p>{mine === null ? <Trans>You are not ranked yet.</Trans> : <Trans>Your place: {mine}.</Trans>}</p>
              )}
            </>
          );
        }}
      </ReadSection>
    </section>
  );
}
