import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { fromPromise } from 'xstate';
import { planListMachine } from '../../machines/planListMachine.ts';
import { http } from '../../runtime/config.ts';
import type { ListedGoods } from '../../runtime/http/contract.ts';
import type { LinkContext } from '../../runtime/router/links.ts';
import { useClock } from '../clock.tsx';
import type { PageProps } from '../registry.ts';
import { GOODS_TYPE, PlanCard } from '../shell/planCard.tsx';

const machine = planListMachine.provide({
  actors: {
    loadPlans: fromPromise(async () => {
      const [easy, full, stable] = await Promise.all(
        [GOODS_TYPE.easy, GOODS_TYPE.full, GOODS_TYPE.stable].map((goodsType) =>
          http.call('goodsList', { goodsType, currency: 'BTC' }, { showError: false }),
        ),
      );
      return { easy: easy ?? [], full: full ?? [], stable: stable ?? [] };
    }),
  },
});

/** The plan list: easy, full and stable sections at the anchors the menus link to (#goodType0, 1, 3). */
export default function ListPage({ route }: PageProps) {
  const { t } = useLingui();
  const [state, send] = useMachine(machine, { clock: useClock() });
  const loaded = state.matches('loaded');

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
      {state.matches('loading') && (
        // The skeletons are decoration; this tells screen readers the plans are on their way.
        <p role="status" className="visually-hidden">
          <Trans>Loading…</Trans>
        </p>
      )}
      {state.matches('failed') && (
        <div className="page-alert" role="alert">
          <p>
            <Trans>The plans could not be loaded.</Trans> {state.context.error}
          </p>
          <button type="button" className="button button-primary" onClick={() => send({ type: 'plans.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      <PlanSection
        id="goodType0"
        title={<Trans>Easy plans</Trans>}
        label={t`Easy plans`}
        intro={<Trans>All-inclusive: one price covers hashrate and electricity for the whole term.</Trans>}
        plans={state.context.sections.easy}
        loading={state.matches('loading')}
        loaded={loaded}
        at={route}
      />
      <PlanSection
        id="goodType1"
        title={<Trans>Full plans</Trans>}
        label={t`Full plans`}
        intro={
          <Trans>Pay the hashrate once, then the service fee by the day (at least 10 days ahead) in USDT or BTC.</Trans>
        }
        plans={state.context.sections.full}
        loading={state.matches('loading')}
        loaded={loaded}
        at={route}
      />
      <PlanSection
        id="goodType3"
        title={<Trans>Stable plans</Trans>}
        label={t`Stable plans`}
        intro={<Trans>Short terms on the newest miners, priced with the network.</Trans>}
        plans={state.context.sections.stable}
        loading={state.matches('loading')}
        loaded={loaded}
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
  plans: ListedGoods[];
  loading: boolean;
  loaded: boolean;
  at: LinkContext;
}) {
  const { id, title, label, intro, plans, loading, loaded, at } = props;
  return (
    <section id={id} className="plan-section" aria-labelledby={`${id}-title`}>
      <div className="plan-section-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <p>{intro}</p>
      </div>
      {loading && (
        <ul className="plan-list plan-list-loading" aria-hidden="true">
          <li className="plan-card plan-card-skeleton" />
          <li className="plan-card plan-card-skeleton" />
          <li className="plan-card plan-card-skeleton" />
        </ul>
      )}
      {loaded && plans.length > 0 && (
        <ul className="plan-list" aria-label={label}>
          {plans.map((goods) => (
            <PlanCard key={goods.goodsId} goods={goods} at={at} estimatedOutputBtc={goods.estimatedOutputBtc} />
          ))}
        </ul>
      )}
      {loaded && plans.length === 0 && (
        <p className="plan-empty">
          <Trans>No plans of this kind are on sale right now. Check back soon.</Trans>
        </p>
      )}
    </section>
  );
}
