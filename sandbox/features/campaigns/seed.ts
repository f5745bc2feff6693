import type { Database } from '../../db.ts';
import { DAY_MS, startOfUtcDay } from '../orders/status.ts';
import { createWalletStore } from '../wallet/store.ts';
import { type PrizeDef, SEEDED_CAMPAIGNS } from './data.ts';
import { type CampaignStore, createCampaignStore, type Resolved, utcDay } from './store.ts';

const ALICE = 10001;
const PIZZA = 1006;
const NOVEMBER = 1009;
const HOUR_MS = 3_600_000;

/**
 * Bitcoin Pizza Day 2024's recorded results: the spend (cents) of seeded accounts during it. The campaign ran before
 * the sandbox's orders begin, so its ranking is these entries (README "Seeded accounts").
 */
// biome-ignore format: one account a line reads as a table
const PIZZA_RESULTS: Array<[uid: number, cents: number]> = [
  [10015, 412_000],
  [ALICE, 125_000],
  [10013, 98_000],
  [10002, 45_500],
  [10030, 20_000],
  [10011, 12_050],
  [10012, 8_800],
  [10040, 5_000],
];

/**
 * Alice's part in a campaign: check-ins on `days` (consecutive), then `draws` (prize ids, one after each check-in
 * from the first), and the missions she claimed. These records come before the ledger's opening balance (the wallet
 * seed's adjustment at the seed time holds what they paid), so nothing is posted for them.
 */
function seedRecords(
  store: CampaignStore,
  c: Resolved,
  days: number[],
  draws: string[],
  missions: Array<{ id: string; at: number }>,
): void {
  const cycle = c.def.checkIn?.days ?? [];
  days.forEach((day, index) => {
    const reward = cycle[index % cycle.length] ?? { kind: 'none' as const };
    store.recordCheckIn(
      c.campaignId,
      ALICE,
      utcDay(day),
      index + 1,
      reward,
      c.def.checkIn?.drawsPerCheckIn ?? 0,
      day + 9 * HOUR_MS,
    );
  });
  for (const { id, at } of missions) {
    const mission = c.def.missions.find((m) => m.id === id);
    if (mission) store.recordCredit(c.campaignId, ALICE, `mission:${id}`, mission.reward, mission.draws, at);
  }
  draws.forEach((prizeId, index) => {
    const prize = c.def.lottery?.prizes.find((p) => p.id === prizeId) as PrizeDef | undefined;
    const day = days[index];
    if (prize && day !== undefined) store.recordDraw(c.campaignId, ALICE, index + 1, prize, day + 9 * HOUR_MS + 60_000);
  });
}

/**
 * The CMS's campaigns, Bitcoin Pizza Day 2024's results with alice's check-ins and draws in it (one won 5 points),
 * and, once this year's November campaign has begun, alice's last three days of check-ins in it, its 3-day mission
 * claimed and two draws used (README "Seeded accounts").
 */
export function seedCampaigns(db: Database, now: number): void {
  const store = createCampaignStore(db, createWalletStore(db));
  for (const c of SEEDED_CAMPAIGNS) store.insertCampaign(c.campaignId, c.slug, c.def, c.window, now);
  const exists = db.prepare('SELECT 1 FROM users WHERE uid = ?');
  for (const [uid, cents] of PIZZA_RESULTS) if (exists.get(uid)) store.addEntry(PIZZA, uid, cents);
  if (!exists.get(ALICE)) return;

  const pizza = store.byId(PIZZA, now);
  if (pizza) {
    const days = [20, 21, 22].map((d) => Date.UTC(2024, 4, d));
    seedRecords(store, pizza, days, ['pizza-blank', 'pizza-points-5', 'pizza-blank'], []);
  }

  const november = store.byId(NOVEMBER, now);
  if (november && november.state !== 'upcoming') {
    const last = Math.min(startOfUtcDay(now) - DAY_MS, startOfUtcDay(november.endAt));
    const days = [last - 2 * DAY_MS, last - DAY_MS, last].filter((day) => day >= november.startAt);
    const lastDay = days.at(-1);
    const claimed = days.length >= 3 && lastDay !== undefined ? [{ id: 'days3', at: lastDay + 10 * HOUR_MS }] : [];
    seedRecords(store, november, days, ['nov-points-1', 'nov-blank'].slice(0, days.length), claimed);
  }
}
