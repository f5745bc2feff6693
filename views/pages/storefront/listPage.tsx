import { Trans, useLingui } from '@lingui/react/macro';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import type { NetworkStats } from '../../../runtime/http/contract/plans.ts';
import type { ListedGoods } from '../../../runtime/http/contract.ts';
import type { LinkContext } from '../../../runtime/router/links.ts';
import { PlanCard } from '../../features/plans/planCard.tsx';
import { GOODS_TYPE, networkStatsQuery, plansByTypeQuery } from '../../features/plans/planQueries.ts';
import type { PageProps } from '../../pageProps.ts';
import { ReadSection } from '../../ui/readSection.tsx';
import '../../styles/pages/planCards.css';
import '../../styles/pages/list.css';

/** The plan list: easy, full and stable sections at the anchors the menus link to (#goodType0, 1, 3). */
export default function ListPage({ route }: PageProps) {
  const { t } = useLingui();
  const easy = useQuery(plansByTypeQuery(GOODS_TYPE.easy));
  const full = useQuery(plansByTypeQuery(GOODS_TYPE.full));
  const stable = useQuery(plansByTypeQuery(GOODS_TYPE.stable));
  // The cards' estimates at today's figures, as on the plan pages and the calculator (the list's own until then).
  const network = useQuery(networkStatsQuery()).data;
  const loaded = easy.isSuccess && full.isSuccess && stable.isSuccess;

  useEffect(() => {
    // The sections fill in after the load, so a #goodTypeN link is followed once they are there.
    if (!loaded || !window.location.hash) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [loaded]);

  return (
    <div className="list-page">
      <section className="page-hero page-hero-compact">
        <div className="page-hero-inner">
          <h1>
            <Trans>Cloud mining plans</Trans>
          </h1>
          <p>
            <Trans>Choose a term and hashrate; the output is paid to your wallet every day.</Trans>
          </p>
          <nav className="section-tabs" aria-label={t`Plan types`}>
            <a href="#goodType0">
              <Trans>Easy</Trans>
            </a>
            <a href="#goodType1">
              <Trans>Full</Trans>
            </a>
            <a href="#goodType3">
              <Trans>Stable</Trans>
            </a>
          </nav>
        </div>
      </section>
      <PlanSection
        id="goodType0"
        title={<Trans>Easy plans</Trans>}
        label={t`Easy plans`}
        intro={<Trans>All-inclusive: one price covers hashrate and electricity for the whole term.</Trans>}
        plans={easy}
        network={network}
        at={route}
      />
      <PlanSection
        id="goodType1"
        title={<Trans>Full plans</Trans>}
        label={t`Full plans`}
        intro={
          <Trans>Pay the hashrate once, then the service fee by the day (at least 10 days ahead) in USDT or BTC.</Trans>
        }
        plans={full}
        network={network}
        at={route}
      />
      <PlanSection
        id="goodType3"
        title={<Trans>Stable plans</Trans>}
        label={t`Stable plans`}
        intro={<Trans>Short terms on the newest miners, priced with the network.</Trans>}
        plans={stable}
        network={network}
        at={route}
      />
      <p className="fine-print">
        <Trans>
          Estimated output assumes today's network difficulty and block reward for the whole term; the real output
          changes with them.
        </Trans>
      </p>
    </div>
  );
}

function PlanSection(props: {
  id: string;
  title: ReactNode;
  label: string;
  intro: ReactNode;
  plans: UseQueryResult<ListedGoods[]>;
  network: NetworkStats | undefined;
  at: LinkContext;
}) {
  const { id, title, label, intro, plans, network, at } = props;
  const { t } = useLingui();
  return (
    <section id={id} className="plan-section" aria-labelledby={`${id}-title`}>
      <div className="plan-section-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <p>{intro}</p>
      </div>
      <ReadSection
        query={plans}
        label={t`${label} on sale`}
        isEmpty={(list) => list.length === 0}
        skeleton={
          <ul className="plan-list plan-list-loading" aria-hidden="true">
            <li className="plan-card plan-card-skeleton" />
            <li className="plan-card plan-card-skeleton" />
            <li className="plan-card plan-card-skeleton" />
          </ul>
        }
        empty={
          <p className="plan-empty">
            <Trans>No plans of this kind are on sale right now. Check back soon.</Trans>
          </p>
        }
      >
        {(list) => (
          <ul className="plan-list" aria-label={label}>
            {list.map((goods) => (
              <PlanCard
                key={goods.goodsId}
                goods={goods}
                at={at}
                estimatedOutputBtc={goods.estimatedOutputBtc}
                network={network}
              />
            ))}
          </ul>
        )}
      </ReadSection>
    </section>
  );
}
