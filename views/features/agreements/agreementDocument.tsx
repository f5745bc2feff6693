import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Data } from '../../../runtime/http/client.ts';
import { useFormat } from '../../format/useFormat.ts';
import { ReadSection } from '../../ui/readSection.tsx';
import { SafeHtml } from '../../ui/safeHtml.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { otherVersions } from './agreementQueries.ts';
import './agreements.css';

type Agreement = Data<'agreementDetail'>;

/**
 * An agreement's sanitized text under its title, with its version, effective date and links to its other
 * language versions (`hrefOf` gives a version's address on the page showing it); `actions` adds buttons
 * (printing, on the web page).
 */
export function AgreementDocument({
  id,
  doc,
  hrefOf,
  actions,
}: {
  id: string;
  doc: UseQueryResult<Agreement>;
  hrefOf: (agreementId: string) => string;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  const format = useFormat();
  return (
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
              {actions}
              <span>
                <Trans>Other versions:</Trans>{' '}
                {otherVersions(id).map((variant, index) => (
                  <span key={variant.id}>
                    {index > 0 && ' · '}
                    <SiteLink href={hrefOf(variant.id)} lang={variant.lang}>
                      {variant.name}
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
  );
}

/**
 * The CMS text opens with the title as its own `<h2>`; the page's `<h1>` already says it, so that heading
 * goes and the sections move up one level (headings stay in order: h1, then h2).
 */
export function bodyUnderTitle(html: string, title: string): string {
  const lead = /^\s*<h2[^>]*>([\s\S]*?)<\/h2>\s*/i.exec(html);
  if (!lead || lead[1]?.replace(/<[^>]*>/g, '').trim() !== title.trim()) return html;
  return html
    .slice(lead[0].length)
    .replace(/<(\/?)h3(\b[^>]*)>/gi, '<$1h2$2>')
    .replace(/<(\/?)h4(\b[^>]*)>/gi, '<$1h3$2>');
}
