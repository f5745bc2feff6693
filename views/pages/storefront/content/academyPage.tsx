import { Trans } from '@lingui/react/macro';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { AcademyListSection, AcademyTabs } from '../../../features/academy/academyItems.tsx';
import type { PageProps } from '../../../pageProps.ts';
import { SiteLink } from '../../../ui/siteLink.tsx';

/** `/content`: the mining academy, articles by category and page, newest first. */
export default function AcademyPage({ route, search }: PageProps) {
  const { category, page } = search as SearchOf<'content'>;
  return (
    <div className="academy-page">
      <header className="academy-head">
        <h1>
          <Trans>Mining academy</Trans>
        </h1>
        <p>
          <Trans>
            Clear guides to bitcoin mining: how blocks and rewards work, hashrate and difficulty, miners and their
            efficiency, the economics of a plan, keeping your coins safe, and how to use our service.
          </Trans>
        </p>
        <p>
          <SiteLink href={hrefFor('topic.what-is-bitcoin-cloud-mining', {}, route)}>
            <Trans>New to this? Start with what bitcoin cloud mining is.</Trans>
          </SiteLink>
        </p>
      </header>
      <AcademyTabs category={category} hrefOf={(c) => hrefFor('content', {}, route, { search: { category: c } })} />
      <AcademyListSection
        category={category}
        page={page}
        articleHref={(articleId) => hrefFor('content.article', { articleId }, route)}
        listHref={(next) => hrefFor('content', {}, route, { search: next })}
      />
    </div>
  );
}
