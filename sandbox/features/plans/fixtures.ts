import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { type Currency, SUPPORTED_CURRENCIES } from '../../../runtime/domain/currencies.ts';
import type { FeatureDeps } from '../feature.ts';

const termsBody = z
  .object({
    goodsId: z.string().min(1).max(64),
    stock: z.number().int().min(0).max(1_000_000).optional(),
    minQuantity: z.number().int().min(1).max(1_000).optional(),
    maxQuantity: z.number().int().min(1).max(1_000).optional(),
    /** false takes the plan off sale (goods status 2: out of the lists, the discontinued page), true puts it back. */
    onSale: z.boolean().optional(),
    /** The coin the plan mines and is listed in (its orders show on that coin's dashboard). */
    currency: z.enum(SUPPORTED_CURRENCIES as [Currency, ...Currency[]]).optional(),
  })
  .strict();

/**
 * `POST /__sandbox/plans` `{ goodsId, stock?, minQuantity?, maxQuantity?, onSale?, currency? }` → the plan's
 * terms: sets a plan's stock (0 is sold out), quantity limits, whether it is on sale or the coin it mines until
 * the next reset.
 */
export function planFixtures(app: Hono, { db }: FeatureDeps): void {
  const bad = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ status, message, result: null }, status);
  const read = db.prepare(
    'SELECT goods_id AS goodsId, stock, min_quantity AS minQuantity, max_quantity AS maxQuantity FROM plan_terms WHERE goods_id = ?',
  );
  const update = db.prepare(
    `UPDATE plan_terms SET stock = COALESCE(:stock, stock), min_quantity = COALESCE(:min, min_quantity),
       max_quantity = COALESCE(:max, max_quantity) WHERE goods_id = :goodsId`,
  );

  const setStatus = db.prepare('UPDATE goods SET goods_status = ? WHERE goods_id = ?');
  const setCurrency = db.prepare('UPDATE goods SET currency = ? WHERE goods_id = ?');

  app.post('/__sandbox/plans', async (c) => {
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      return bad(c, 'body: a JSON object expected');
    }
    const parsed = termsBody.safeParse(json);
    if (!parsed.success) return bad(c, parsed.error.issues[0]?.message ?? 'invalid');
    const { goodsId, stock, minQuantity, maxQuantity, onSale, currency } = parsed.data;
    const current = read.get(goodsId) as { minQuantity: number; maxQuantity: number } | undefined;
    if (!current) return bad(c, `no plan ${goodsId}`, 404);
    if ((minQuantity ?? current.minQuantity) > (maxQuantity ?? current.maxQuantity)) {
      return bad(c, 'minQuantity: more than maxQuantity');
    }
    update.run({ goodsId, stock: stock ?? null, min: minQuantity ?? null, max: maxQuantity ?? null });
    if (onSale !== undefined) setStatus.run(onSale ? 1 : 2, goodsId);
    if (currency !== undefined) setCurrency.run(currency, goodsId);
    return c.json(read.get(goodsId));
  });
}
