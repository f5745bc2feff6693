import type { Hono } from 'hono';
import type { Accounts } from '../accounts.ts';
import type { Database } from '../db.ts';
import type { Define } from '../http.ts';

/** What a feature's routes and fixtures may use from the sandbox core. */
export interface FeatureDeps {
  db: Database;
  /** The sandbox clock (ms since the epoch), moved by POST /__sandbox/clock. */
  now: () => number;
  accounts: Accounts;
  /** Moves the sandbox clock forward (fixtures only: the mining feature's day steps); the app always passes it. */
  advanceClock?: (ms: number) => void;
}

/**
 * One business feature of the sandbox (news, orders, ...): its tables, seed data, API calls and
 * test fixtures, in `sandbox/features/<name>/`. The core migrates, seeds and resets every feature.
 */
export interface SandboxFeature {
  name: string;
  /** Ordered and append-only: each runs once, recorded per feature in `feature_migrations`. */
  migrations: string[];
  /** Tables holding data, children first: emptied on reset, before the core's tables. */
  tables: string[];
  /** Fills the feature's tables; runs after the core seed (users and goods exist). */
  seed(db: Database, now: number): void;
  /** The feature's calls of the API contract. */
  routes(define: Define, deps: FeatureDeps): void;
  /** Sandbox-only fixtures under `/__sandbox/<name>` (never part of the real API). */
  fixtures?(app: Hono, deps: FeatureDeps): void;
  /** Work that fell due by the clock, run when the sandbox clock is moved (`at` is the new time). */
  clockMoved?(db: Database, at: number): void;
}
