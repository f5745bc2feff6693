import { DEFAULT_LOCALE, isLocale } from '../../manifest/locales.ts';
import { ErrorPage } from '../features/errors/errorView.tsx';

/** Unknown paths and bad parameters: the error page with status 404, 'This page could not be found', localized. */
export default function NotFoundPage() {
  const first = window.location.pathname.split('/')[1] ?? '';
  return <ErrorPage status={404} locale={isLocale(first) ? first : DEFAULT_LOCALE} pageUrl={window.location.href} />;
}
