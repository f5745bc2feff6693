import { companyFeature } from './company/index.ts';
import type { SandboxFeature } from './feature.ts';
import { newsFeature } from './news/index.ts';
import { ordersFeature } from './orders/index.ts';
import { plansFeature } from './plans/index.ts';
import { poolFeature } from './pool/index.ts';

/** Every feature of the sandbox, in migration and seed order. */
export const FEATURES: readonly SandboxFeature[] = [
  newsFeature,
  ordersFeature,
  plansFeature,
  poolFeature,
  companyFeature,
];
