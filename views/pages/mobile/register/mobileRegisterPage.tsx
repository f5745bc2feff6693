import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { FREE_TRIAL_RULES } from '../../../../runtime/http/contract/plansValues.ts';
import type { InviteTerms } from '../../../../runtime/http/contract/services.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { inviteTermsQuery } from '../../../features/services/serviceQueries.ts';
import { useAccountModals } from '../../../flows/account/accountModalsContext.ts';
import { RegisterForm, useRegisterFormShown } from '../../../flows/account/registerForm.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { SiteLogo } from '../../../shell/siteLogo.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../styles/pages/mobile.css';

/**
 * `/mobile/register` and `/mobile/register/gift?inviteCode=`: the register flow (machines/account/registerMachine.ts)
 * embedded in the page, as `/accounts/sign_up/email` has it. The gift page first shows what the invited friend
 * gets; its code is stored from the URL on navigation (runtime/attribution, the sign-up pages' `inviteCode` or
 * `invite`), so the form carries it and the account is registered with it. Once registered, the page points to
 * the app download.
 */
export default function MobileRegisterPage({ route, search }: PageProps) {
  const { t } = useLingui();
  const gift = route.id === 'mobile.register.gift';
  const { inviteCode, invite } = search as SearchOf<'mobile.register.gift'>;
  const code = gift ? (inviteCode ?? invite) : undefined;
  const terms = useQuery({ ...inviteTermsQuery(), enabled: gift });
  const formShown = useRegisterFormShown();
  const modals = useAccountModals();
  const [registered, setRegistered] = useState(false);
  const onRegistered = useCallback(() => setRegistered(true), []);
  const download = hrefFor('mobile.download', {}, route);
  return (
    <div className="mobile-page">
      <header className="mobile-hero">
        <SiteLogo at={route} />
        <h1>{gift ? <Trans>Your new-user gift</Trans> : <Trans>Sign up for FuFu Cloud Mining</Trans>}</h1>
        <p>
          {gift ? (
            <Trans>A friend invited you. Sign up with their code and the gift comes with your new account.</Trans>
          ) : (
            <Trans>Create your account with your email or phone number; it takes a minute.</Trans>
          )}
        </p>
      </header>

      {gift && (
        <>
          {code ? (
            <p className="mobile-card mobile-code">
              <Trans>Your invite code</Trans> <strong className="mobile-code-value">{code}</strong>
              <br />
              <span className="mobile-note">
                <Trans>It is filled in for you when you sign up below.</Trans>
              </span>
            </p>
          ) : (
            <p className="mobile-card mobile-note">
              <Trans>
                This link has no invite code. You can still sign up and type your friend's code in the form.
              </Trans>
            </p>
          )}
          <ReadSection
            query={terms}
            label={t`Your gift`}
            className="mobile-card mobile-gift"
            skeleton={<Skeleton height="96px" />}
          >
            {(data) => <Gift terms={data} />}
          </ReadSection>
        </>
      )}

      <section className="mobile-card" aria-labelledby="mobile-sign-up">
        <h2 id="mobile-sign-up">{registered ? <Trans>Your account is ready</Trans> : <Trans>Sign up</Trans>}</h2>
        {registered ? (
          <>
            <p>
              <Trans>Welcome to FuFu Cloud Mining. Get the app to pick a plan and follow your output every day.</Trans>
            </p>
            <SiteLink className="button button-primary button-large mobile-cta" href={download}>
              <Trans>Download the app</Trans>
            </SiteLink>
            <p className="mobile-note">
              <SiteLink href={hrefFor('list', {}, route)}>
                <Trans>See the plans on the website</Trans>
              </SiteLink>
            </p>
          </>
        ) : formShown === false ? (
          <p>
            {gift ? (
              <Trans>You are signed in already, so this invite cannot be applied to your account.</Trans>
            ) : (
              <Trans>You are signed in already.</Trans>
            )}{' '}
            <SiteLink href={download}>
              <Trans>Download the app</Trans>
            </SiteLink>
          </p>
        ) : formShown === null ? (
          <Skeleton height="240px" />
        ) : (
          <>
            {!gift && (
              <ul className="mobile-perks">
                <li>
                  <Trans>A free trial plan within {FREE_TRIAL_RULES.newAccountDays} days of signing up.</Trans>
                </li>
                <li>
                  <Trans>Daily check-in and missions that earn FuFu Points.</Trans>
                </li>
              </ul>
            )}
            <RegisterForm onRegistered={onRegistered} />
            <p className="form-switch">
              <Trans>Already have an account?</Trans>{' '}
              <button type="button" className="link-button" onClick={() => modals.openLogin({ redirect: download })}>
                <Trans>Log in</Trans>
              </button>
            </p>
          </>
        )}
      </section>
    </div>
  );
}

/** What the invited friend gets (the programme's terms, product research section 9). */
function Gift({ terms }: { terms: InviteTerms }) {
  const format = useFormat();
  const gift = format.usd(String(terms.inviteeGiftUsd), { decimals: 0 });
  const discount = format.percent(terms.inviteeDiscountPercent);
  const discountDays = format.days(terms.inviteeDiscountDays);
  return (
    <>
      <h2>
        <Trans>What you get</Trans>
      </h2>
      <ul className="mobile-perks">
        <li>
          <Trans>A new-user gift: a {gift} hashrate coupon for your first plan.</Trans>
        </li>
        <li>
          <Trans>
            {discount} off the hashrate fee of your plans for your first {discountDays}.
          </Trans>
        </li>
      </ul>
      <p className="mobile-note">
        <Trans>The gift is added to your account when you sign up with the code.</Trans>
      </p>
    </>
  );
}
