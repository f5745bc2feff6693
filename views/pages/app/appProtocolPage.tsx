import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isStatus } from '../../../runtime/query/index.ts';
import { hrefFor, type SearchOf } from '../../../runtime/router/links.ts';
import { AgreementDocument } from '../../features/agreements/agreementDocument.tsx';
import {
  AGREEMENT_NOT_FOUND_STATUS,
  agreementQuery,
  isAgreementId,
} from '../../features/agreements/agreementQueries.ts';
import { NotFoundView } from '../../features/errors/errorView.tsx';
import type { PageProps } from '../../pageProps.ts';
import { agreementId } from '../../shell/shellRules.ts';
import { SiteLink } from '../../ui/siteLink.tsx';
import '../../styles/pages/appPages.css';
import { usePageHeadFromData } from '../../documentHead.tsx';

/**
 * `/app/protocol?agreementId=`: an agreement inside the app (its terms and privacy screens open this), in the
 * app's chrome: no breadcrumbs, no printing. Without an id, the two agreements in the page's language; an id
 * of the wrong form, or one the CMS does not hold, is the 404 page.
 */
export default function AppProtocolPage({ route, search }: PageProps) {
  const id = (search as SearchOf<'app.protocol'>).agreementId;
  if (id === undefined) return <AgreementIndex route={route} />;
  if (!isAgreementId(id)) return <NotFoundView locale={route.locale} />;
  return <Agreement route={route} id={id} />;
}

const appAgreementHref = (route: PageProps['route'], id: string) =>
  hrefFor('app.protocol', {}, route, { search: { agreementId: id } });

function AgreementIndex({ route }: { route: PageProps['route'] }) {
  return (
    <div className="app-page">
      <h1>
        <Trans>Agreements</Trans>
      </h1>
      <ul className="app-list">
        <li>
          <SiteLink href={appAgreementHref(route, agreementId('terms', route.locale))}>
            <Trans>Terms of service</Trans>
          </SiteLink>
        </li>
        <li>
          <SiteLink href={appAgreementHref(route, agreementId('privacy', route.locale))}>
            <Trans>Privacy policy</Trans>
          </SiteLink>
        </li>
      </ul>
    </div>
  );
}

function Agreement({ route, id }: { route: PageProps['route']; id: string }) {
  const doc = useQuery(agreementQuery(id));
  usePageHeadFromData(doc.data && { title: doc.data.title });
  if (isStatus(doc.error, AGREEMENT_NOT_FOUND_STATUS)) return <NotFoundView locale={route.locale} />;
  return (
    <div className="app-page">
      <AgreementDocument id={id} doc={doc} hrefOf={(other) => appAgreementHref(route, other)} />
    </div>
  );
}
