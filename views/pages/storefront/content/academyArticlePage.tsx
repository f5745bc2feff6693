import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isAcademyArticleId } from '../../../../runtime/http/contract/academyValues.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { usePageHeadFromData } from '../../../documentHead.tsx';
import { AcademyArticleSkeleton, AcademyArticleView } from '../../../features/academy/academyArticleView.tsx';
import { academyArticleQuery } from '../../../features/academy/academyQueries.ts';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import type { PageProps } from '../../../pageProps.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { ACADEMY_NOT_FOUND_STATUS } from './academyLoaders.ts';

/** `/content/{articleId}`: one academy article; an id that is not one is the 404 page. */
export default function AcademyArticlePage({ route, params }: PageProps) {
  const id = params.articleId;
  if (!isAcademyArticleId(id)) return <NotFoundView locale={route.locale} />;
  return <ArticleRead route={route} id={id} />;
}

function ArticleRead({ route, id }: { route: PageProps['route']; id: string }) {
  const { t } = useLingui();
  const article = useQuery(academyArticleQuery(id));
  usePageHeadFromData(
    article.data && { title: article.data.seoTitle || article.data.title, description: article.data.seoDescription },
  );
  if (isStatus(article.error, ACADEMY_NOT_FOUND_STATUS)) return <NotFoundView locale={route.locale} />;
  return (
    <div className="academy-page-narrow">
      <nav aria-label={t`Breadcrumb`} className="ui-breadcrumbs">
        <ol>
          <li>
            <SiteLink href={hrefFor('content', {}, route)}>
              <Trans>Mining academy</Trans>
            </SiteLink>
          </li>
          <li aria-current="page">{article.data?.title ?? t`Article`}</li>
        </ol>
      </nav>
      <ReadSection query={article} label={t`Article`} skeleton={<AcademyArticleSkeleton />}>
        {(data) => (
          <AcademyArticleView
            article={data}
            hrefOf={(articleId) => hrefFor('content.article', { articleId }, route)}
            academyHref={hrefFor('content', {}, route, { search: { category: data.category } })}
          />
        )}
      </ReadSection>
    </div>
  );
}
