import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { campaignKey } from '../../../runtime/http/contract/campaigns.ts';
import { transaction } from '../../db.ts';
import type { FeatureDeps } from '../feature.ts';
import { createWalletStore } from '../wallet/store.ts';
import { FIXTURE_CAMPAIGN_IDS_FROM } from './data.ts';
import { createCampaignStore } from './store.ts';

const account = z.string().trim().toLowerCase().min(3).max(254);
const isoTime = z.iso.datetime({ offset: true }).transform((text) => Date.parse(text));
const campaignId = z.number().int().positive();

const createBody = z
  .object({
    /** The campaign whose definition the new one takes (slug or id). */
    from: campaignKey,
    startAt: isoTime,
    endAt: isoTime,
  })
  .strict()
  .refine((body) => body.endAt > body.startAt, { message: 'endAt must be after startAt', path: ['endAt'] });
const nextPrizeBody = z.object({ account, campaignId, prizeId: z.string().min(1).max(40) }).strict();
const drawsBody = z.object({ account, campaignId, draws: z.number().int().min(1).max(1000) }).strict();

/**
 * Campaign fixtures, so tests depend neither on the date nor on each other:
 * - `POST /__sandbox/campaigns { from, startAt, endAt }` creates a campaign (id from 2001, no slug) with the
 *   definition of `from` (a slug or an id) and the given window; answers `{ campaignId, state }`.
 * - `POST /__sandbox/campaigns/nextPrize { account, campaignId, prizeId }` decides the prize of the account's next
 *   draw there (a limited prize with none left still gives the fallback).
 * - `POST /__sandbox/campaigns/draws { account, campaignId, draws }` grants the account draws; answers `{ drawsLeft }`.
 * - `GET /__sandbox/campaigns?account=&campaignId=` answers the account's records there and its draws left.
 */
export function campaignFixtures(app: Hono, { db, now, accounts }: FeatureDeps): void {
  const store = createCampaignStore(db, createWalletStore(db));
  const bad = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ status, message, result: null }, status);
  async function parse<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T> | string> {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return 'body: malformed JSON';
    }
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    return `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`;
  }
  const target = (email: string, id: number) => {
    const user = accounts.find({ email });
    if (!user) return `account: no account ${email}`;
    const campaign = store.byId(id, now());
    if (!campaign) return `campaignId: no campaign ${id}`;
    return { uid: user.uid, campaign };
  };

  app.post('/__sandbox/campaigns', async (c) => {
    const body = await parse(c, createBody);
    if (typeof body === 'string') return bad(c, body);
    const from = store.find(body.from, now());
    if (!from) return bad(c, `from: no campaign ${body.from}`, 404);
    const id = transaction(db, () => {
      const next = store.nextFixtureId(FIXTURE_CAMPAIGN_IDS_FROM);
      store.insertCampaign(
        next,
        null,
        from.defKey,
        { period: 'fixed', startAt: body.startAt, endAt: body.endAt },
        now(),
      );
      return next;
    });
    return c.json({ campaignId: id, state: store.byId(id, now())?.state });
  });

  app.post('/__sandbox/campaigns/nextPrize', async (c) => {
    const body = await parse(c, nextPrizeBody);
    if (typeof body === 'string') return bad(c, body);
    const found = target(body.account, body.campaignId);
    if (typeof found === 'string') return bad(c, found, 404);
    if (!store.prizeOf(found.campaign, body.prizeId)) return bad(c, `prizeId: no prize ${body.prizeId} there`);
    store.setNextPrize(found.campaign, found.uid, body.prizeId);
    return c.json({ campaignId: body.campaignId, prizeId: body.prizeId });
  });

  app.post('/__sandbox/campaigns/draws', async (c) => {
    const body = await parse(c, drawsBody);
    if (typeof body === 'string') return bad(c, body);
    const found = target(body.account, body.campaignId);
    if (typeof found === 'string') return bad(c, found, 404);
    if (!found.campaign.def.lottery) return bad(c, `campaignId: campaign ${body.campaignId} has no lottery`);
    store.grantDraws(found.campaign, found.uid, body.draws, now());
    return c.json({ drawsLeft: store.drawsLeft(found.campaign, found.uid) });
  });

  app.get('/__sandbox/campaigns', (c) => {
    const email = account.safeParse(c.req.query('account') ?? '');
    const id = z.coerce.number().int().positive().safeParse(c.req.query('campaignId'));
    if (!email.success) return bad(c, 'account: an email is required');
    if (!id.success) return bad(c, 'campaignId: a campaign id is required');
    const found = target(email.data, id.data);
    if (typeof found === 'string') return bad(c, found, 404);
    return c.json({
      ...store.records(found.campaign, found.uid),
      drawsLeft: store.drawsLeft(found.campaign, found.uid),
      state: found.campaign.state,
    });
  });
}
