import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { floatGoodsMachine } from '../../machines/floatGoodsMachine.ts';
import { http } from '../../runtime/config.ts';
import type { GoodsSummary } from '../../runtime/http/contract.ts';
import type { PageProps } from '../registry.ts';

const machine = floatGoodsMachine.provide({
  actors: {
    fetchGoods: fromPromise(async () => {
      const page = await http.call('floatGoodsList', { pageSize: 50, pageNo: 1, currency: 'BTC' });
      return page.data;
    }),
  },
});

export default function HomePage(_props: PageProps) {
  const { t } = useLingui();
  const [state, send] = useMachine(machine);
  return (
    <section className="home">
      <h1>
        <Trans>Bitcoin cloud mining, made simple</Trans>
      </h1>
      <p>
        <Trans>Rent hashrate from efficient miners and receive the output every day.</Trans>
      </p>
      <h2>
        <Trans>Stable plans</Trans>
      </h2>
      {state.matches('loading') && (
        <p role="status">
          <Trans>Loading plans…</Trans>
        </p>
      )}
      {state.matches('failed') && (
        <div role="alert">
          <p>{state.context.error}</p>
          <button type="button" onClick={() => send({ type: 'goods.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {state.matches('loaded') && (
        <ul className="plan-list" aria-label={t`Stable plans`}>
          {state.context.goods.map((goods) => (
            <PlanCard key={goods.goodsId} goods={goods} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PlanCard({ goods }: { goods: GoodsSummary }) {
  return (
    <li className="plan-card" data-goods-id={goods.goodsId}>
      <h3>{goods.goodsName}</h3>
      <dl>
        <dt>
          <Trans>Miner</Trans>
        </dt>
        <dd>{goods.minerModel}</dd>
        <dt>
          <Trans>Hashrate</Trans>
        </dt>
        <dd>{goods.hashrateTh} TH/s</dd>
        <dt>
          <Trans>Duration</Trans>
        </dt>
        <dd>
          <Trans>{goods.durationDays} days</Trans>
        </dd>
        <dt>
          <Trans>Service fee</Trans>
        </dt>
        <dd>${goods.serviceFeePerThDay}/T/day</dd>
        <dt>
          <Trans>Efficiency</Trans>
        </dt>
        <dd>{goods.efficiencyJt} J/T</dd>
        <dt>
          <Trans>Pool</Trans>
        </dt>
        <dd>{goods.pool}</dd>
      </dl>
    </li>
  );
}
