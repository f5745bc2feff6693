import { Hono } from 'hono';
import type { z } from 'zod';
import { type CallName, contract } from '../runtime/http/contract.ts';
import { isPageCode, pageSeo, seoLanguage } from './content/seo.ts';
import { type Database, openDatabase } from './db.ts';

export interface SandboxOptions {
  /** SQLite file, or `:memory:` for tests. */
  dbPath: string;
}

export interface Sandbox {
  app: Hono;
  db: Database;
  close(): void;
}

type Query<N extends CallName> = z.output<(typeof contract)[N]['query']>;
type Response<N extends CallName> = z.input<(typeof contract)[N]['response']>;

/** Bad input is the caller's fault: 400 with the contract's envelope and a message naming the field. */
class BadRequest extends Error {}

export function createSandbox(options: SandboxOptions): Sandbox {
  const db = openDatabase(options.dbPath);
  const app = new Hono();

  /** Registers a GET call: parses the query with the contract, validates the reply before sending it. */
  function get<N extends CallName>(name: N, handler: (query: Query<N>, headers: Headers) => Response<N>): void {
    const call = contract[name];
    app.get(call.path, (c) => {
      const parsed = call.query.safeParse(c.req.query());
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new BadRequest(`${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'invalid'}`);
      }
      const body = call.response.parse(handler(parsed.data as Query<N>, c.req.raw.headers));
      return c.json(body);
    });
  }

  get('floatGoodsList', ({ pageNo, pageSize, currency }) => {
    const where = 'goods_type = 7 AND goods_status = 1 AND currency = ?';
    const total = db.prepare(`SELECT COUNT(*) AS n FROM goods WHERE ${where}`).get(currency) as { n: number };
    const rows = db
      .prepare(`SELECT * FROM goods WHERE ${where} ORDER BY sort LIMIT ? OFFSET ?`)
      .all(currency, pageSize, (pageNo - 1) * pageSize) as unknown as GoodsRow[];
    return {
      status: 200,
      message: 'success',
      result: { data: rows.map(toGoods), pageNo, pageSize, totalCount: total.n },
    };
  });

  get('pageSeo', ({ pageCode }, headers) => {
    if (!isPageCode(pageCode)) return { status: 404, message: `no SEO for page code ${pageCode}`, result: null };
    return {
      status: 200,
      message: 'success',
      result: pageSeo(pageCode, seoLanguage(headers.get('Current-Language') ?? undefined)),
    };
  });

  get('goodsInfo', ({ goodsId }) => {
    const row = db
      .prepare('SELECT goods_id, goods_status, support_platform FROM goods WHERE goods_id = ?')
      .get(goodsId) as Pick<GoodsRow, 'goods_id' | 'goods_status' | 'support_platform'> | undefined;
    if (!row) return { status: 2001, message: 'product_discontinued_content', result: null };
    return {
      status: 200,
      message: 'success',
      result: {
        goodsId: row.goods_id,
        goodsStatus: row.goods_status,
        supportPlatform: row.support_platform.split(','),
      },
    };
  });

  app.notFound((c) =>
    c.json({ status: 404, message: `no such call: ${c.req.method} ${c.req.path}`, result: null }, 404),
  );
  app.onError((error, c) => {
    if (error instanceof BadRequest) return c.json({ status: 400, message: error.message, result: null }, 400);
    console.error('[sandbox]', error);
    return c.json({ status: 500, message: 'unknown error, please retry', result: null }, 500);
  });

  return { app, db, close: () => db.close() };
}

interface GoodsRow {
  goods_id: string;
  goods_name: string;
  goods_type: number;
  goods_status: number;
  currency: string;
  miner_model: string;
  hashrate_th: number;
  duration_days: number;
  hashrate_fee: number;
  service_fee_per_th_day: number;
  efficiency_jt: number;
  pool: string;
  support_platform: string;
}

function toGoods(row: GoodsRow) {
  return {
    goodsId: row.goods_id,
    goodsName: row.goods_name,
    goodsType: row.goods_type,
    goodsStatus: row.goods_status,
    currency: row.currency,
    minerModel: row.miner_model,
    hashrateTh: row.hashrate_th,
    durationDays: row.duration_days,
    hashrateFee: row.hashrate_fee,
    serviceFeePerThDay: row.service_fee_per_th_day,
    efficiencyJt: row.efficiency_jt,
    pool: row.pool,
    supportPlatform: row.support_platform.split(','),
  };
}
