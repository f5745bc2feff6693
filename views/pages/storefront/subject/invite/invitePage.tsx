import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { InviteTerms } from '../../../../../runtime/http/contract/services.ts';
import { hrefFor, type SearchOf } from '../../../../../runtime/router/links.ts';
import { inviteTermsQuery } from '../../../../features/services/serviceQueries.ts';
import { useAccountModalsInternal } from '../../../../flows/account/accountModalsContext.ts';
import { RegisterForm } from '../../../../flows/account/registerForm.tsx';
import { useFormat } from '../../../../format/useFormat.ts';
import type { PageProps } from '../../../../pageProps.ts';
import { useSession } from '../../../../session/sessionContext.tsx';
import { ReadSection } from '../../../../ui/readSection.tsx';
import { SiteLink } from '../../../../ui/siteLink.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import '../../../../features/services/services.css';

/**
 * `/subject/invite?inviteCode=`: where a friend's invite link lands (h5_invite layout: no cookie notice,
 * spec section 2). The code in the URL is stored on navigation (runtime/attribution), so the sign-up form
 * below carries it; the programme's terms (product research, section 9) come from the sandbox.
 */
export default function InvitePage({ route, search }: PageProps) {
  const { t } = useLingui();
  const { inviteCode, invite } = search as SearchOf<'subject.invite'>;
  const code = inviteCode ?? invite;
  const terms = useQuery(inviteTermsQuery());
  const { loggedIn } = useSession();
  const modals = useAccountModalsInternal();
  const dashboard = hrefFor('dashboard.hashrate', {}, route);
  const onRegistered = useCallback(() => modals.showRegisterSuccess(dashboard), [modals, dashboard]);
  return (
    <div className="services-share">
      <header className="services-stack">
        <h1>
          <Trans>You are invited to FuFu Cloud Mining</Trans>
        </h1>
        <p>
          <Trans>
            Rent bitcoin hashrate from efficient miners and receive the output every day. Sign up with your friend's
            code and you both get a reward.
          </Trans>
        </p>
        {code ? (
          <p className="services-card">
            <Trans>Your invite code</Trans> <span className="services-invite-code">{code}</span>
            <br />
            <span className="services-note">
              <Trans>It is filled in for you when you sign up below.</Trans>
            </span>
          </p>
        ) : (
          <p className="services-card services-note">
            <Trans>This link has no invite code. You can still sign up and type your friend's code in the form.</Trans>
          </p>
        )}
      </header>
      <ReadSection
        query={terms}
        label={t`Invite rewards`}
        className="services-stack"
        skeleton={<Skeleton height="288px" />}
      >
        {(data) => <Rewards terms={data} />}
      </ReadSection>
      <section className="services-card" aria-labelledby="invite-sign-up">
        <h2 id="invite-sign-up">
          <Trans>Sign up</Trans>
        </h2>
        {loggedIn ? (
          <p>
            <Trans>
              You are signed in already, so this invite cannot be applied to your account.{' '}
              <SiteLink href={dashboard}>Go to your dashboard</SiteLink>
            </Trans>
          </p>
        ) : (
          <RegisterForm onRegistered={onRegistered} />
        )}
      </section>
    </div>
  );
}

function Rewards({ terms }: { terms: InviteTerms }) {
  const format = useFormat();
  const usd = (amount: number) => format.usd(String(amount), { decimals: 0 });
  const pct = (percent: number) => format.percent(percent);
  const levels = terms.firstOrderBonusPercentByLevel;
  const lowest = pct(levels[0] ?? 0);
  const highest = pct(levels.at(-1) ?? 0);
  const discount = pct(terms.inviteeDiscountPercent);
  const discountDays = format.days(terms.inviteeDiscountDays);
  const gift = usd(terms.inviteeGiftUsd);
  const coupon = usd(terms.couponUsdPerFriend);
  const minOrder = usd(terms.firstOrderMinUsd);
  const windowDays = format.days(terms.firstOrderWindowDays);
  const rebate = pct(terms.rebatePercent);
  const rebateMin = usd(terms.rebateMinOrderUsd);
  const cap = format.number(terms.rebateCapPointsPerFriend);
  const friends = terms.goldMedalFriends;
  const tradingDays = format.days(terms.goldMedalTradingDays);
  const medal = usd(terms.goldMedalRewardUsd);
  return (
    <>
      <section className="services-card" aria-labelledby="invite-you">
        <h2 id="invite-you">
          <Trans>What you get</Trans>
        </h2>
        <ul className="services-steps">
          <li>
            <Trans>
              {discount} off the hashrate fee of your plans for your first {discountDays}.
            </Trans>
          </li>
          <li>
            <Trans>A new-user gift: a {gift} hashrate coupon for your first plan.</Trans>
          </li>
        </ul>
      </section>
      <section className="services-card" aria-labelledby="invite-friend">
        <h2 id="invite-friend">
          <Trans>What your friend gets</Trans>
        </h2>
        <ul className="services-steps">
          <li>
            <Trans>A {coupon} hashrate coupon when you place your first order that is not a free trial.</Trans>
          </li>
          <li>
            <Trans>
              A first-order bonus of {lowest} to {highest} of your first order, by their reward level, when it is at
              least {minOrder} and placed within {windowDays} of signing up.
            </Trans>
          </li>
          <li>
            <Trans>
              A {rebate} rebate in FuFu Points on the hashrate fees of your orders of {rebateMin} or more, up to {cap}{' '}
              points from you.
            </Trans>
          </li>
          <li>
            <Trans>
              Gold Medal Recommender: {friends} invited friends who each trade for {tradingDays} earn a {medal}{' '}
              service-fee reward.
            </Trans>
          </li>
        </ul>
        <p className="services-note">
          <Trans>Rewards are paid to the account; identity verification (KYC) is needed to withdraw them.</Trans>
        </p>
      </section>
    </>
  );
}
