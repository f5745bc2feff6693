import { routeUrl } from '../calls.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

/** `/pool`: the pool's public page; its main read is the live pool statistics. */
export const poolPublicPage: PageLifecycle = {
  route: 'pool',
  read: 'poolStats',
  region: 'Pool statistics',
  outcomes: ['loaded'],
  prepare: async () => routeUrl('pool', {}),
  loaded: async (d) => {
    await d.expectVisible('heading', 'Pool statistics');
    await d.expectText('Active workers');
    await d.expectVisible('table', 'Recent blocks');
  },
};

/** `/FuFuMinerOS`: the firmware's supported models and releases. */
export const minerOsPage: PageLifecycle = {
  route: 'FuFuMinerOS',
  read: 'firmwareReleases',
  region: 'Models and downloads',
  outcomes: ['loaded'],
  prepare: async () => routeUrl('FuFuMinerOS', {}),
  loaded: async (d) => {
    await d.expectVisible('heading', 'Supported models');
    await d.expectVisible('heading', /Version 2\.4\.1/);
  },
};

/** `/aboutus`: the company profile (figures, farms, timeline). */
export const aboutUsPage: PageLifecycle = {
  route: 'aboutus',
  read: 'companyProfile',
  region: 'Company profile',
  outcomes: ['loaded'],
  prepare: async () => routeUrl('aboutus', {}),
  loaded: async (d) => {
    await d.expectVisible('heading', 'Our farms');
    await d.expectText('Rockdale');
  },
};

/** `/investors`: highlights and reports. */
export const investorsPage: PageLifecycle = {
  route: 'investors',
  read: 'investorReports',
  region: 'Investor reports',
  outcomes: ['loaded'],
  prepare: async () => routeUrl('investors', {}),
  loaded: async (d) => {
    await d.expectVisible('heading', /Highlights of 2026-Q3/);
    await d.expectVisible('link', /Quarterly results 2026-Q3/);
  },
};
