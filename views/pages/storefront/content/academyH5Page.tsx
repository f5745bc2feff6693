import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isAcademyArticleId } from '../../../../runtime/http/contract/academyValues.ts';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { AcademyArticleSkeleton, AcademyArticleView } from '../../../features/academy/academyArticleView.tsx';
import { AcademyListSection, AcademyTabs } from '../../../features/academy/academyItems.tsx';
import { academyArticleQuery } from '../../../features/academy/academyQueries.ts';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import type { PageProps } from '../../../pageProps.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { ACADEMY_NOT_FOUND_STATUS } from './academyLoaders.ts';

/** `/content/h5[/{articleId}]`: the academy for the app's webview, without the site's header and footer. */
export default function AcademyH5Page({ route, params, search }: PageProps) {
  const id = params.articleId;
  if (id !== undefined && id !== '' && !isAcademyArticleId(id)) return <NotFoundView locale={route.locale} />;
  return (
    <main className="academy-h5">
      {id ? <H5Article route={route} id={id} /> : <H5List route={route} search={search} />}
    </main>
  );
}

function H5Article({ route, id }: { route: PageProps['route']; id: string }) {
  const { t } = useLingui();
  const article = useQuery(academyArticleQuery(id));
  if (isStatus(article.error, ACADEMY_NOT_FOUND_STATUS)) return <NotFoundView locale={route.locale} />;
  return (
    <ReadSection query={article} label={t`Article`} skeleton={<AcademyArticleSkeleton />}>
      {(data) => (
        <AcademyArticleView
          article={data}
          hrefOf={(articleId) => hrefFor('content.h5', { articleId }, route)}
          academyHref={hrefFor('content.h5', {}, route, { search: { category: data.category } })}
        />
      )}
    </ReadSection>
  );
}

function H5List({ route, search }: { route: PageProps['route']; search: PageProps['search'] }) {
  const { t } = useLingui();
  const { category, page } = search as SearchOf<'content.h5'>;
  return (
    <>
      <h1 className="visually-hidden">{t`Mining academy`}</h1>
      <AcademyTabs category={category} hrefOf={(c) => hrefFor('content.h5', {}, route, { search: { category: c } })} />
      <AcademyListSection
        category={category}
        page={page}
        articleHref={(articleId) => hrefFor('content.h5', { articleId }, route)}
        listHref={(next) => hrefFor('content.h5', {}, route, { search: next })}
      />
    </>
  );
}
