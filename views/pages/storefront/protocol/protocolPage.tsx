import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { agreementId } from '../../../shell/shellRules.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SafeHtml } from '../../../ui/safeHtml.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { AGREEMENT_NOT_FOUND_STATUS, agreementQuery, isAgreementId } from './protocolLoaders.ts';
import '../../../features/academy/academy.css';

/** The language versions the CMS keeps of each agreement, by id suffix, named in their own language. */
const VARIANTS = [
  ['EN', 'English'],
  ['CN', '简体中文'],
  ['ZH', '繁體中文'],
] as const;

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
  const format = useFormat();
  const doc = useQuery(agreementQuery(id));
  if (isStatus(doc.error, AGREEMENT_NOT_FOUND_STATUS)) return <NotFoundView locale={route.locale} />;
  const base = id.replace(/_(EN|CN|ZH)$/, '');
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
      <ReadSection query={doc} label={t`Agreement`} skeleton={<Skeleton height="384px" />}>
        {(data) => {
          const version = data.version;
          const effective = format.dateUtc(`${data.effectiveDate}T00:00:00Z`);
          return (
            <article aria-labelledby="protocol-title">
              <h1 id="protocol-title">{data.title}</h1>
              <p className="protocol-meta">
                <span>
                  <Trans>Version {version}</Trans>
                </span>
                <span>
                  <Trans>
                    Effective from <time dateTime={data.effectiveDate}>{effective}</time>
                  </Trans>
                </span>
              </p>
              <div className="protocol-actions">
                <button type="button" className="button button-outline" onClick={() => window.print()}>
                  <Trans>Print</Trans>
                </button>{' '}
                <span>
                  <Trans>Other versions:</Trans>{' '}
                  {VARIANTS.filter(([suffix]) => `${base}_${suffix}` !== id).map(([suffix, name], index) => (
                    <span key={suffix}>
                      {index > 0 && ' · '}
                      <SiteLink
                        href={hrefFor('protocol', { agreementId: `${base}_${suffix}` }, route)}
                        lang={langOf(suffix)}
                      >
                        {name}
                      </SiteLink>
                    </span>
                  ))}
                </span>
              </div>
              <SafeHtml className="protocol-body" html={bodyUnderTitle(data.agreementContent, data.title)} />
            </article>
          );
        }}
      </ReadSection>
    </div>
  );
}

/**
 * The CMS text opens with the title as its own `<h2>`; the page's `<h1>` already says it, so that heading
 * goes and the sections move up one level (headings stay in order: h1, then h2).
 */
function bodyUnderTitle(html: string, title: string): string {
  const lead = /^\s*<h2[^>]*>([\s\S]*?)<\/h2>\s*/i.exec(html);
  if (!lead || lead[1]?.replace(/<[^>]*>/g, '').trim() !== title.trim()) return html;
  return html
    .slice(lead[0].length)
    .replace(/<(\/?)h3(\b[^>]*)>/gi, '<$1h2$2>')
    .replace(/<(\/?)h4(\b[^>]*)>/gi, '<$1h3$2>');
}

function langOf(suffix: 'EN' | 'CN' | 'ZH'): string {
  return suffix === 'EN' ? 'en' : suffix === 'CN' ? 'zh-Hans' : 'zh-Hant';
}
