import { btcOfSats, outputSats } from '../../../runtime/domain/mining.ts';
import { PRODUCT_TYPE } from '../../../runtime/domain/products.ts';
import { localGoodsName } from '../../content/goodsNames.ts';
import type { Database } from '../../db.ts';
import { type Define, failed, ok } from '../../http.ts';
import { networkDay } from './network.ts';

/** The goods lists and lookups (contract: runtime/http/contract/plans.ts) on the core's goods table. */
export function goodsRoutes(define: Define, { db, now }: { db: Database; now: () => number }): void {
  const goodsRow = db.prepare('SELECT goods_id, goods_status, support_platform FROM goods WHERE goods_id = ?');
  const recommended = db.prepare(
    // The free trial (type 1) is claimed on its own page, never recommended as a plan to buy.
    `SELECT * FROM goods WHERE goods_status = 1 AND goods_type <> ${PRODUCT_TYPE.freeTrial} AND instr(support_platform, 'WEB') > 0 ORDER BY sort LIMIT 3`,
  );
  const floatTotal = db.prepare(
    `SELECT COUNT(*) AS n FROM goods WHERE goods_type = ${PRODUCT_TYPE.floating} AND goods_status = 1 AND currency = ?`,
  );
  const floatPage = db.prepare(
    `SELECT * FROM goods WHERE goods_type = ${PRODUCT_TYPE.floating} AND goods_status = 1 AND currency = ? ORDER BY sort LIMIT ? OFFSET ?`,
  );
  const listByType = db.prepare(
    "SELECT * FROM goods WHERE goods_type = ? AND goods_status = 1 AND currency = ? AND instr(support_platform, 'WEB') > 0 ORDER BY sort",
  );

  define('floatGoodsList', ({ pageNo, pageSize, currency }, { language }) => {
    const total = floatTotal.get(currency) as { n: number };
    const rows = floatPage.all(currency, pageSize, (pageNo - 1) * pageSize) as unknown as GoodsRow[];
    return ok({ data: rows.map((row) => toGoods(row, language)), pageNo, pageSize, totalCount: total.n });
  });

  define('goodsList', ({ goodsType, currency }, { language }) => {
    const rows = listByType.all(goodsType, currency) as unknown as GoodsRow[];
    const today = networkDay(now());
    return ok(
      rows.map((row) => ({
        ...toGoods(row, language),
        // The term's output at today's network figures, by the formula the cards, the plan page and the
        // settlement use (runtime/domain/mining.ts).
        estimatedOutputBtc: btcOfSats(outputSats(today, row.hashrate_th, row.duration_days)).toNumber(),
      })),
    );
  });

  define('goodsInfo', ({ goodsId }) => {
    const row = goodsRow.get(goodsId) as Pick<GoodsRow, 'goods_id' | 'goods_status' | 'support_platform'> | undefined;
    // Spec section 8: a failed goods lookup shows the discontinued page (detail 2001).
    if (!row) return failed(2001, 'product_discontinued_content');
    return ok({
      goodsId: row.goods_id,
      goodsStatus: row.goods_status,
      supportPlatform: row.support_platform.split(','),
    });
  });

  define('exclusiveRecommendGoods', (_input, { language }) =>
    ok((recommended.all() as unknown as GoodsRow[]).map((row) => toGoods(row, language))),
  );
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

function toGoods(row: GoodsRow, language: string) {
  return {
    goodsId: row.goods_id,
    goodsName: localGoodsName(row.goods_name, language),
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
