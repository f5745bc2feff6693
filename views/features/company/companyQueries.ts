import { apiQuery } from '../../../runtime/query/index.ts';

export const firmwareReleasesQuery = () => apiQuery('firmwareReleases', {});
export const companyProfileQuery = () => apiQuery('companyProfile', {});
export const investorReportsQuery = () => apiQuery('investorReports', {});
