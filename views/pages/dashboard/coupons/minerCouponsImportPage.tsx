import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { couponImportMachine } from '../../../../machines/minerCouponsDashboard/couponImportMachine.ts';
import { http } from '../../../../runtime/config.ts';
import { PRIVATE_QUERIES } from '../../../../runtime/query/index.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import type { PageProps } from '../../../pageProps.ts';
import { FormField } from '../../../ui/formField.tsx';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { couponFailureText } from './couponsLabels.ts';
import '../../../styles/pages/couponsDashboard.css';

const machine = couponImportMachine.provide({
  actors: {
    importCoupons: fromPromise(({ input }: { input: { code: string } }) =>
      http.call('bmCouponImport', { code: input.code }, { showError: false }),
    ),
  },
});

/** The issuer's transfer code as the guide shows it. */
const CODE_EXAMPLE = 'BMT-XXXX-XXXX';

/**
 * `/dashboard/coupons/importCouponGuides`: how to bring a coupon Bitmain issued into this account (the steps at the
 * issuer and here) and the import form: the transfer code is checked against the issuer's pattern before it is sent,
 * the market's refusal comes back under the field with the code as typed, and an import says what it brought.
 */
export default function MinerCouponsImportPage({ route }: PageProps) {
  const { t } = useLingui();
  return (
    <DashboardPage route={route} current="coupons">
      <PageFrame
        title={t`Import a manufacturer coupon`}
        breadcrumbs={[
          { label: t`Miner coupons`, href: hrefFor('dashboard.coupons', {}, route) },
          { label: t`Import coupons` },
        ]}
        renderLink={(props) => <SiteLink {...props} />}
      >
        <div className="mc-detail">
          <section className="mc-card" aria-labelledby="import-steps">
            <h2 id="import-steps">
              <Trans>How to import a Bitmain coupon</Trans>
            </h2>
            <ol className="mc-steps">
              <li>
                <strong>
                  <Trans>Find the coupon at Bitmain</Trans>
                </strong>
                <Trans>
                  Sign in to your account on Bitmain's shop and open your coupons. Only coupons marked as transferable
                  can be sold here later; the others can still be imported and used.
                </Trans>
              </li>
              <li>
                <strong>
                  <Trans>Create a transfer code</Trans>
                </strong>
                <Trans>
                  Choose the coupon, then transfer it to another account. Bitmain shows a transfer code of the form{' '}
                  {CODE_EXAMPLE}: letters and digits in two groups of four.
                </Trans>
              </li>
              <li>
                <strong>
                  <Trans>Enter the code below</Trans>
                </strong>
                <Trans>
                  The coupons join your holdings at once, with the face value, models, maximum deduction and expiry
                  Bitmain gave them. A code works once.
                </Trans>
              </li>
              <li>
                <strong>
                  <Trans>Use or sell them</Trans>
                </strong>
                <Trans>
                  Use them for a miner order, or list transferable ones on the coupon market before they expire.
                </Trans>
              </li>
            </ol>
          </section>
          <ImportForm route={route} />
        </div>
      </PageFrame>
    </DashboardPage>
  );
}

function ImportForm({ route }: Pick<PageProps, 'route'>) {
  const { t, i18n } = useLingui();
  const [state, send] = useMachine(machine);
  const queryClient = useQueryClient();
  // What was typed stays here whatever the machine says about it.
  const [code, setCode] = useState('');
  const imported = state.context.imported;
  useEffect(() => {
    if (imported) void queryClient.invalidateQueries(PRIVATE_QUERIES);
  }, [imported, queryClient]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'import.submit', code });
  };
  const problem = state.context.problem;
  const fieldError =
    problem === 'required'
      ? t`Enter the transfer code.`
      : problem === 'pattern'
        ? t`A transfer code looks like ${CODE_EXAMPLE}: letters and digits in two groups of four.`
        : state.context.refusal !== null
          ? couponFailureText(i18n, state.context.refusal, t`This code could not be imported.`)
          : null;

  if (state.matches('imported') && imported) {
    return (
      <section className="mc-card mc-import" aria-labelledby="import-form">
        <h2 id="import-form">
          <Trans>Import with a transfer code</Trans>
        </h2>
        <div role="status">
          <p>
            {imported.quantity === 1 ? (
              <Trans>1 coupon of {imported.couponId} is now in your holdings.</Trans>
            ) : (
              <Trans>
                {imported.quantity} coupons of {imported.couponId} are now in your holdings.
              </Trans>
            )}
          </p>
        </div>
        <div className="mc-actions">
          <SiteLink
            className="button button-primary"
            href={hrefFor('dashboard.coupons.couponDetail', { couponId: imported.couponId }, route)}
          >
            <Trans>See the coupon</Trans>
          </SiteLink>
          <button
            type="button"
            className="button button-outline"
            onClick={() => {
              setCode('');
              send({ type: 'import.again' });
            }}
          >
            <Trans>Import another code</Trans>
          </button>
        </div>
      </section>
    );
  }

  const importing = state.matches('importing');
  return (
    <section className="mc-card mc-import" aria-labelledby="import-form">
      <h2 id="import-form">
        <Trans>Import with a transfer code</Trans>
      </h2>
      <form noValidate onSubmit={submit} aria-label={t`Import coupons`}>
        <FormField
          label={<Trans>Transfer code</Trans>}
          hint={<Trans>As Bitmain shows it, for example {CODE_EXAMPLE}.</Trans>}
          error={fieldError}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={code}
              readOnly={importing || state.matches('failed')}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </FormField>
        {state.matches('failed') ? (
          <div className="page-alert" role="alert">
            <p>
              {couponFailureText(
                i18n,
                state.context.error ?? '',
                t`The coupons could not be imported. Please try again.`,
              )}
            </p>
            <button type="button" className="button button-primary" onClick={() => send({ type: 'import.retry' })}>
              <Trans>Try again</Trans>
            </button>
            <button type="button" className="button button-outline" onClick={() => send({ type: 'import.edit' })}>
              <Trans>Change the code</Trans>
            </button>
          </div>
        ) : (
          <button type="submit" className="button button-primary" disabled={importing}>
            {importing ? <Trans>Importing…</Trans> : <Trans>Import</Trans>}
          </button>
        )}
      </form>
    </section>
  );
}
