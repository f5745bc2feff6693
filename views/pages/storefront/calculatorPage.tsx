import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import Big from 'big.js';
import { CALCULATOR_MODES, type HASHRATE_UNITS } from '../../../manifest/routes.ts';
import {
  efficiencyOf,
  miningEstimate,
  paybackDays,
  planReturn,
  powerCostPerDay,
  serviceFeePerDay,
  wattsOf,
} from '../../../runtime/domain/calculator.ts';
import { planPrice, usdOfCents } from '../../../runtime/domain/plans.ts';
import { HASHRATE_PLAN_TYPES } from '../../../runtime/domain/products.ts';
import type { NetworkStats } from '../../../runtime/http/contract/plans.ts';
import type { ListedGoods } from '../../../runtime/http/contract.ts';
import { hrefFor, type SearchOf } from '../../../runtime/router/links.ts';
import { calculatorConfigQuery } from '../../features/calculator/calculatorQueries.ts';
import { CalculatorResults } from '../../features/calculator/calculatorResults.tsx';
import { NumberField } from '../../features/calculator/numberField.tsx';
import { GOODS_TYPE, networkStatsQuery, plansByTypeQuery } from '../../features/plans/planQueries.ts';
import { useFormat } from '../../format/useFormat.ts';
import type { PageProps } from '../../pageProps.ts';
import { FormField } from '../../ui/formField.tsx';
import { PageFrame } from '../../ui/pageFrame.tsx';
import { ReadSection } from '../../ui/readSection.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import '../../features/calculator/calculator.css';

type Search = SearchOf<'calculator'>;
type Mode = (typeof CALCULATOR_MODES)[number];
type Unit = (typeof HASHRATE_UNITS)[number];
const TH_PER_UNIT: Record<Unit, number> = { TH: 1, PH: 1000, EH: 1_000_000 };

/** A plan's price for one unit (the hashrate fee of the term) and its daily service fee: 0 when the price includes it. */
function planFigures(goods: ListedGoods): { price: number; fee: number } {
  const price = planPrice({
    hashrateTh: goods.hashrateTh,
    quantity: 1,
    durationDays: goods.durationDays,
    hashrateFeePerThDay: String(goods.hashrateFee),
    serviceFeePerThDay: String(goods.serviceFeePerThDay),
    serviceFeeDays: 0,
  });
  return {
    price: Number(usdOfCents(price.hashrateFeeCents)),
    fee: goods.goodsType === GOODS_TYPE.full ? goods.serviceFeePerThDay : 0,
  };
}

/** The figure in force: the URL's when edited, else today's (a decimal string, kept exact). */
const figure = (edited: number | undefined, today: string | undefined) =>
  edited !== undefined ? String(edited) : today;

/**
 * `/calculator` (issue #16): what a hashrate earns at today's network figures, for a miner of your own
 * (power and electricity price, an optional rig price for the payback) or one of our plans (its term,
 * price and service fee). Every input lives in the URL, so a shared link reproduces the calculation;
 * every output is an estimate, with its formula. The math is runtime/domain/calculator.ts.
 */
export default function CalculatorPage({ route, search }: PageProps) {
  const { t } = useLingui();
  const format = useFormat();
  const router = useRouter();
  const s = search as Search;
  const network = useQuery(networkStatsQuery());
  const today: NetworkStats | undefined = network.data;
  const planMode = s.mode === 'plan';
  const easy = useQuery({ ...plansByTypeQuery(GOODS_TYPE.easy), enabled: planMode });
  const full = useQuery({ ...plansByTypeQuery(GOODS_TYPE.full), enabled: planMode });
  const stable = useQuery({ ...plansByTypeQuery(GOODS_TYPE.stable), enabled: planMode });
  const plans = [...(easy.data ?? []), ...(full.data ?? []), ...(stable.data ?? [])];
  const plansFailed = easy.isError || full.isError || stable.isError;
  const config = useQuery({ ...calculatorConfigQuery(), enabled: planMode && s.plan === undefined });
  // No plan in the link: the config's calculator plan, whose hashrate is then the plan's.
  const defaultPlan = s.plan === undefined ? config.data?.defaultCalculatorGoodsId : undefined;
  const goods = plans.find((one) => one.goodsId === (s.plan ?? defaultPlan));
  const fromPlan = goods ? planFigures(goods) : undefined;
  const implied: Partial<Search> =
    planMode && s.plan === undefined && goods ? { plan: goods.goodsId, th: goods.hashrateTh, unit: 'TH' } : {};

  const href = (next: Partial<Search>) => hrefFor('calculator', {}, route, { search: { ...s, ...next } });
  // An edit in plan mode also writes the plan in force, so the link keeps it.
  const go = (next: Partial<Search>) => void router.navigate({ href: href({ ...implied, ...next }), replace: true });

  const shownTh = implied.th ?? s.th;
  const unit = implied.unit ?? s.unit;
  // Plan mode prices and mines a unit times the units bought; a rig of your own is one machine.
  const units = planMode ? s.units : 1;
  const th = new Big(shownTh).times(TH_PER_UNIT[unit]).times(units);
  const jt = efficiencyOf(s.w, th);
  const btcPrice = figure(s.btc, today?.btcPriceUsd);
  const difficulty = figure(s.diff, today?.difficulty);
  const reward = figure(s.reward, today?.blockRewardBtc);
  const fees = figure(s.fees, today?.feesPerBlockBtc);
  const term = s.term ?? goods?.durationDays;
  const unitPrice = s.price ?? fromPlan?.price;
  const price = unitPrice === undefined ? undefined : Number(new Big(unitPrice).times(units));
  const fee = s.fee ?? fromPlan?.fee;
  const edited = [s.btc, s.diff, s.reward, s.fees].some((value) => value !== undefined);

  const ready = btcPrice !== undefined && difficulty !== undefined && reward !== undefined && fees !== undefined;
  const planReady = term !== undefined && price !== undefined && fee !== undefined;
  const estimate =
    ready && (!planMode || planReady)
      ? miningEstimate({
          th,
          network: { difficulty, blockRewardBtc: reward, feesPerBlockBtc: fees },
          btcPriceUsd: btcPrice,
          poolFeePercent: s.pool,
          uptimePercent: s.uptime,
          costPerDayUsd: planMode ? serviceFeePerDay(th, fee ?? 0) : powerCostPerDay(s.w, s.kwh),
        })
      : undefined;

  const modeLabels: Record<Mode, string> = { rig: t`Your own miner`, plan: t`One of our plans` };

  return (
    <PageFrame
      title={<Trans>Mining calculator</Trans>}
      breadcrumbs={[{ label: t`Home`, href: hrefFor('home', {}, route) }, { label: t`Mining calculator` }]}
      renderLink={(props) => <SiteLink {...props} />}
    >
      <p className="calc-intro">
        <Trans>
          Estimate what a hashrate earns at today's network figures, and what it costs. Change any input: the link keeps
          your figures, so you can share it.
        </Trans>
      </p>
      <Tabs<Mode>
        label={t`What to calculate`}
        value={s.mode}
        hrefFor={(mode) => href({ mode })}
        renderLink={(props) => <SiteLink {...props} />}
        items={CALCULATOR_MODES.map((value) => ({ value, label: modeLabels[value] }))}
      >
        <div className="calc-layout">
          <form className="calc-form" aria-label={t`Calculator inputs`} onSubmit={(event) => event.preventDefault()}>
            {planMode && (
              <fieldset className="calc-group">
                <legend>
                  <Trans>Plan</Trans>
                </legend>
                <FormField
                  label={<Trans>Plan</Trans>}
                  error={plansFailed ? t`The plans could not be loaded. Enter the figures yourself.` : null}
                >
                  {(control) => (
                    <select
                      {...control}
                      name="plan"
                      value={goods?.goodsId ?? ''}
                      onChange={(event) => {
                        const picked = plans.find((one) => one.goodsId === event.target.value);
                        if (!picked) return;
                        const figures = planFigures(picked);
                        go({
                          plan: picked.goodsId,
                          th: picked.hashrateTh,
                          unit: 'TH',
                          term: picked.durationDays,
                          price: figures.price,
                          fee: figures.fee,
                        });
                      }}
                    >
                      <option value="" disabled>
                        {t`Choose a plan`}
                      </option>
                      {plans.map((one) => (
                        <option key={one.goodsId} value={one.goodsId}>
                          {one.goodsName}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <NumberField
                  name="term"
                  label={<Trans>Term (days)</Trans>}
                  rule="days"
                  value={term}
                  onValue={(value) => go({ term: value })}
                />
                <NumberField
                  name="units"
                  label={<Trans>Units</Trans>}
                  hint={<Trans>The hashrate and the price below are one unit's.</Trans>}
                  rule="units"
                  value={s.units}
                  onValue={(value) => go({ units: value ?? 1 })}
                />
                <NumberField
                  name="price"
                  label={<Trans>Plan price per unit (USD)</Trans>}
                  hint={<Trans>The hashrate fee of one unit for the whole term.</Trans>}
                  rule="nonNegative"
                  value={unitPrice}
                  onValue={(value) => go({ price: value })}
                />
                <NumberField
                  name="fee"
                  label={<Trans>Service fee (USD per TH per day)</Trans>}
                  hint={<Trans>Electricity and maintenance paid by the day; 0 when the price includes them.</Trans>}
                  rule="nonNegative"
                  value={fee}
                  onValue={(value) => go({ fee: value })}
                />
              </fieldset>
            )}
            <fieldset className="calc-group">
              <legend>
                <Trans>Miner</Trans>
              </legend>
              <NumberField
                name="th"
                label={<Trans>Hashrate</Trans>}
                rule="positive"
                value={shownTh}
                onValue={(value) => go({ th: value })}
                after={
                  <select
                    aria-label={t`Hashrate unit`}
                    name="unit"
                    value={unit}
                    onChange={(event) => go({ unit: event.target.value as Unit })}
                  >
                    <option value="TH">TH/s</option>
                    <option value="PH">PH/s</option>
                    <option value="EH">EH/s</option>
                  </select>
                }
              />
              {!planMode && (
                <>
                  <NumberField
                    name="w"
                    label={<Trans>Power (W)</Trans>}
                    rule="nonNegative"
                    value={s.w}
                    onValue={(value) => go({ w: value })}
                  />
                  <NumberField
                    name="jt"
                    label={<Trans>Efficiency (J/T)</Trans>}
                    hint={<Trans>Power and efficiency are one figure: W = J/T × TH/s.</Trans>}
                    rule="nonNegative"
                    value={jt ? Number(jt.round(4)) : undefined}
                    onValue={(value) => go({ w: Number(wattsOf(value ?? 0, th).round(4)) })}
                  />
                  <FormField
                    label={<Trans>Plan type</Trans>}
                    hint={<Trans>Our hashrate plans come in three power classes, named for their draw.</Trans>}
                  >
                    {(props) => (
                      <select
                        {...props}
                        name="type"
                        value={HASHRATE_PLAN_TYPES.find((one) => jt?.eq(one.joulesPerTh))?.type ?? ''}
                        onChange={(event) => {
                          const picked = HASHRATE_PLAN_TYPES.find((one) => String(one.type) === event.target.value);
                          if (picked) go({ w: Number(wattsOf(picked.joulesPerTh, th).round(4)) });
                        }}
                      >
                        <option value="">{t`Your own figure`}</option>
                        {HASHRATE_PLAN_TYPES.map((one) => (
                          <option key={one.type} value={one.type}>
                            {t`Type ${one.type}: ${one.joulesPerTh} J/T`}
                          </option>
                        ))}
                      </select>
                    )}
                  </FormField>
                  <NumberField
                    name="kwh"
                    label={<Trans>Electricity price (USD per kWh)</Trans>}
                    rule="nonNegative"
                    value={s.kwh}
                    onValue={(value) => go({ kwh: value })}
                  />
                </>
              )}
              <NumberField
                name="pool"
                label={<Trans>Pool fee (%)</Trans>}
                rule="percent"
                value={s.pool}
                onValue={(value) => go({ pool: value })}
              />
              <NumberField
                name="uptime"
                label={<Trans>Uptime (%)</Trans>}
                rule="percent"
                value={s.uptime}
                onValue={(value) => go({ uptime: value })}
              />
              {!planMode && (
                <NumberField
                  name="rig"
                  label={<Trans>Rig price (USD, optional)</Trans>}
                  hint={<Trans>For the payback.</Trans>}
                  rule="nonNegative"
                  optional
                  value={s.rig}
                  onValue={(value) => go({ rig: value })}
                />
              )}
            </fieldset>
            <fieldset className="calc-group">
              <legend>
                <Trans>Network</Trans>
              </legend>
              <ReadSection
                query={network}
                label={t`Today's network figures`}
                skeleton={<Skeleton height="40px" />}
                className="calc-network"
              >
                {(figures) => {
                  const asOf = format.dateUtc(`${figures.date}T00:00:00Z`);
                  return (
                    <div className="calc-network-row">
                      <p>
                        <Trans>Figures of {asOf}</Trans>
                      </p>
                      <button
                        type="button"
                        className="button button-outline"
                        disabled={!edited}
                        onClick={() => go({ btc: undefined, diff: undefined, reward: undefined, fees: undefined })}
                      >
                        <Trans>Use today's figures</Trans>
                      </button>
                    </div>
                  );
                }}
              </ReadSection>
              <NumberField
                name="btc"
                label={<Trans>BTC price (USD)</Trans>}
                rule="positive"
                value={btcPrice === undefined ? undefined : Number(btcPrice)}
                onValue={(value) => go({ btc: value })}
              />
              <NumberField
                name="diff"
                label={<Trans>Network difficulty</Trans>}
                rule="positive"
                value={difficulty === undefined ? undefined : Number(difficulty)}
                onValue={(value) => go({ diff: value })}
              />
              <NumberField
                name="reward"
                label={<Trans>Block reward (BTC)</Trans>}
                rule="nonNegative"
                value={reward === undefined ? undefined : Number(reward)}
                onValue={(value) => go({ reward: value })}
              />
              <NumberField
                name="fees"
                label={<Trans>Fees per block (BTC)</Trans>}
                rule="nonNegative"
                value={fees === undefined ? undefined : Number(fees)}
                onValue={(value) => go({ fees: value })}
              />
            </fieldset>
          </form>
          <section className="calc-output" aria-label={t`Results`}>
            <h2>
              <Trans>Estimated results</Trans>
            </h2>
            {estimate ? (
              <CalculatorResults
                estimate={estimate}
                costLabel={planMode ? <Trans>Service fee per day</Trans> : <Trans>Power cost per day</Trans>}
                payback={!planMode && s.rig !== undefined ? paybackDays(s.rig, estimate.netPerDayUsd) : undefined}
                plan={
                  planMode && planReady
                    ? planReturn({ priceUsd: price, termDays: term, netPerDayUsd: estimate.netPerDayUsd })
                    : undefined
                }
              />
            ) : (
              <p className="calc-missing">
                {planMode && !planReady ? (
                  <Trans>Choose a plan, or enter its term, price and service fee, to see the estimate.</Trans>
                ) : (
                  <Trans>Enter the BTC price, the difficulty, the block reward and the fees to see the estimate.</Trans>
                )}
              </p>
            )}
          </section>
        </div>
      </Tabs>
    </PageFrame>
  );
}
