import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { AgreementDocument } from '../../../features/agreements/agreementDocument.tsx';
import {
  AGREEMENT_NOT_FOUND_STATUS,
  agreementQuery,
  isAgreementId,
} from '../../../features/agreements/agreementQueries.ts';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import type { PageProps } from '../../../pageProps.ts';
import { agreementId } from '../../../shell/shellRules.ts';
import { SiteLink } from '../../../ui/siteLink.tsx';
import '../../../features/academy/academy.css';
import { usePageHeadFromData } from '../../../documentHead.tsx';

/**
 * `/protocol/{agreementId}`: an agreement's sanitized text with its version and effective date, laid out
 * for printing; `/protocol` alone lists the agreements; an id the CMS does not hold is the 404 page.
 */
export default function ProtocolPage({ route, params }: PageProps) {
  const id = params.agreementId;
  if (!id) return <AgreementIndex route={route} />;
  if (!isAgreementId(id)) return <NotFoundView locale={route.locale} />;
  return <Agreement route={route} id={id} />;
}

function AgreementIndex({ route }: { route: PageProps['route'] }) {
  return (
    <div className="academy-page-narrow">
      <header className="academy-head">
        <h1>
          <Trans>Agreements</Trans>
        </h1>
        <p>
          <Trans>The terms that apply to your account and how we handle your data.</Trans>
        </p>
      </header>
      <ul className="protocol-list">
        <li>
          <SiteLink href={hrefFor('protocol', { agreementId: agreementId('terms', route.locale) }, route)}>
            <Trans>Terms of service</Trans>
          </SiteLink>
        </li>
        <li>
          <SiteLink href={hrefFor('protocol', { agreementId: agreementId('privacy', route.locale) }, route)}>
            <Trans>Privacy policy</Trans>
          </SiteLink>
        </li>
      </ul>
    </div>
  );
}

function Agreement({ route, id }: { route: PageProps['route']; id: string }) {
  const { t } = useLingui();
  const doc = useQuery(agreementQuery(id));
  usePageHeadFromData(doc.data && { title: doc.data.title });
  if (isStatus(doc.error, AGREEMENT_NOT_FOUND_STATUS)) return <NotFoundView locale={route.locale} />;
  return (
    <div className="academy-page-narrow protocol-page">
      <nav aria-label={t`Breadcrumb`} className="ui-breadcrumbs">
        <ol>
          <li>
            <SiteLink href={hrefFor('protocol', {}, route)}>
              <Trans>Agreements</Trans>
            </SiteLink>
          </li>
          <li aria-current="page">{doc.data?.title ?? t`Agreement`}</li>
        </ol>
      </nav>
      <AgreementDocument
        id={id}
        doc={doc}
        hrefOf={(agreementId) => hrefFor('protocol', { agreementId }, route)}
        actions={
          <>
            <button type="button" className="button button-outline" onClick={() => window.print()}>
              <Trans>Print</Trans>
            </button>{' '}
          </>
        }
      />
    </div>
  );
}
