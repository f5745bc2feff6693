import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { hrefFor } from '../../../../runtime/router/links.ts';
import type { PageProps } from '../../../pageProps.ts';
import { SiteLink } from '../../../ui/siteLink.tsx';
import '../../../features/services/services.css';

/**
 * `/bitmain`: the Bitmain partnership: what it is, how miner coupons work (buy, use, sell), the steps
 * and the questions people ask, leading to the coupon market (`/coupons`). Static text: the market's
 * live asks are on the market page itself.
 */
export default function BitmainPage({ route }: PageProps) {
  const { t } = useLingui();
  const market = hrefFor('coupons', {}, route);
  return (
    <div className="services-page">
      <header className="services-hero">
        <h1>
          <Trans>Bitmain miner coupons</Trans>
        </h1>
        <p>
          <Trans>
            As a Bitmain partner we run a market where miner coupons change hands safely: buy coupons below face value
            for your next Antminer order, or sell the coupons you will not use.
          </Trans>
        </p>
        <div className="services-actions">
          <SiteLink className="button button-primary" href={market}>
            <Trans>Go to the coupon market</Trans>
          </SiteLink>
          <SiteLink className="button button-outline" href={hrefFor('coupons.sale', {}, route)}>
            <Trans>Sell your coupons</Trans>
          </SiteLink>
          <SiteLink className="button button-outline" href={hrefFor('coupons.tradingHistory', {}, route)}>
            <Trans>Recent trades</Trans>
          </SiteLink>
        </div>
      </header>
      <section className="services-card" aria-labelledby="bitmain-partnership">
        <h2 id="bitmain-partnership">
          <Trans>The partnership</Trans>
        </h2>
        <p>
          <Trans>
            Bitmain issues miner coupons to its customers, for example for a late delivery, a price cut or loyalty. A
            coupon takes part of the price off a new miner order in Bitmain's shop. Many holders have coupons they
            cannot use in time; many buyers would use them. Together with Bitmain we check each coupon before it is
            listed and hand it over to the buyer's Bitmain account, so neither side has to trust a stranger.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="bitmain-how">
        <h2 id="bitmain-how">
          <Trans>How miner coupons work</Trans>
        </h2>
        <ul className="services-grid">
          <li>
            <h3>
              <Trans>Buy</Trans>
            </h3>
            <p>
              <Trans>
                Pick a coupon by face value, models and remaining validity. The ask shows its discount to face value;
                you pay in USDT, BTC or FuFu Points.
              </Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Use</Trans>
            </h3>
            <p>
              <Trans>
                The coupon arrives in your Bitmain account. Apply it at checkout in Bitmain's shop: it covers up to 30%
                of an order of the models it names, before it expires (usually about 6 months after issue).
              </Trans>
            </p>
          </li>
          <li>
            <h3>
              <Trans>Sell</Trans>
            </h3>
            <p>
              <Trans>
                List a coupon you hold with your asking price. We check it with Bitmain, list it, and pay you when a
                buyer's payment clears; you can cancel until it sells.
              </Trans>
            </p>
          </li>
        </ul>
      </section>
      <section className="services-card" aria-labelledby="bitmain-steps">
        <h2 id="bitmain-steps">
          <Trans>Step by step</Trans>
        </h2>
        <ol className="services-steps">
          <li>
            <Trans>
              Create a FuFu account and complete identity verification (KYC): the market trades only between verified
              users.
            </Trans>
          </li>
          <li>
            <Trans>Link your Bitmain account, so coupons can be moved to it and from it.</Trans>
          </li>
          <li>
            <Trans>Open the coupon market, then buy a coupon or list one of yours for sale.</Trans>
          </li>
          <li>
            <Trans>Follow the order in your coupon history: paid, transferred, or sold and paid out.</Trans>
          </li>
        </ol>
        <div className="services-actions">
          <SiteLink className="button button-primary" href={market}>
            <Trans>Go to the coupon market</Trans>
          </SiteLink>
        </div>
      </section>
      <section className="services-card services-faq" aria-labelledby="bitmain-faq">
        <h2 id="bitmain-faq">
          <Trans>Questions</Trans>
        </h2>
        <Faq question={t`Is a coupon the same as a discount code?`}>
          <Trans>
            No. A miner coupon is a voucher Bitmain issued with a face value in US dollars. It is tied to a Bitmain
            account, which is why it is transferred rather than typed in.
          </Trans>
        </Faq>
        <Faq question={t`How much of an order can a coupon pay?`}>
          <Trans>
            Each coupon says its maximum deduction, usually between 10% and 30% of the order, and the miner models it
            applies to. The rest of the order is paid as usual.
          </Trans>
        </Faq>
        <Faq question={t`What if the coupon expires before I use it?`}>
          <Trans>
            An expired coupon is worth nothing and cannot be refunded. Check the remaining validity before you buy, and
            sell coupons you will not use well before they expire.
          </Trans>
        </Faq>
        <Faq question={t`What does the market cost?`}>
          <Trans>
            Buying costs the asking price only. When a coupon sells, a service fee is taken from the seller's proceeds;
            the fee is shown before you list.
          </Trans>
        </Faq>
        <Faq question={t`Who can use the market?`}>
          <Trans>
            Signed-in users whose account has the coupon market enabled and who have completed identity verification.
          </Trans>
        </Faq>
      </section>
    </div>
  );
}

function Faq({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details>
      <summary>{question}</summary>
      <p>{children}</p>
    </details>
  );
}
