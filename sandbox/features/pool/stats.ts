import type { PoolStats } from '../../../runtime/http/contract/pool.ts';
import { btc, DAY_MS, HOUR_MS, hash32, MINUTE_MS, SAMPLE_MS, SAMPLES_PER_DAY } from './sim.ts';

/**
 * The whole pool as the public page shows it, a pure function of the sandbox clock (like sim.ts): the
 * same clock gives the same figures. The pool runs about 1.8 EH/s (some 0.2% of a ~850 EH/s network),
 * so it finds a block in about 0.2% of the network's six blocks an hour: two or three a week.
 */
const STATS_SEED = 0x5f00;
/** Base pool hashrate of a UTC day, PH/s: 1,750 to 1,950. */
const dayBasePh = (day: number) => 1750 + (hash32(STATS_SEED, 1, day) % 201);
/** A 10-minute sample: the day's base ±3%. */
function samplePh(sample: number): number {
  const day = Math.floor((sample * SAMPLE_MS) / DAY_MS);
  const wobble = 0.97 + (hash32(STATS_SEED, 2, sample) / 2 ** 32) * 0.06;
  return dayBasePh(day) * wobble;
}
/** The pool's share of the network's blocks in an hour (6 blocks × ~0.22%). */
const BLOCK_CHANCE_PER_HOUR = 6 * 0.0022;
/** Block 870,000 was mined about 2024-11-13 00:00 UTC; one block every 10 minutes from there. */
const HEIGHT_REFERENCE = { height: 870_000, at: Date.UTC(2024, 10, 13) };
const SUBSIDY_SATS = 312_500_000;
/** Average TH/s of one worker (S19 XP to S21 XP), and workers per miner account. */
const TH_PER_WORKER = 165;
const WORKERS_PER_MINER = 9.4;
const MAX_BLOCKS_LISTED = 10;
/** How far back the block list looks (a quiet stretch still lists the last ones). */
const BLOCK_LOOKBACK_HOURS = 120 * 24;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The block found in this hour, if any: its time and height. */
function blockInHour(hour: number): { foundAt: number; height: number; rewardSats: number } | null {
  if (hash32(STATS_SEED, 3, hour) / 2 ** 32 >= BLOCK_CHANCE_PER_HOUR) return null;
  const foundAt = hour * HOUR_MS + (hash32(STATS_SEED, 4, hour) % 3600) * 1000;
  const height = HEIGHT_REFERENCE.height + Math.floor((foundAt - HEIGHT_REFERENCE.at) / (10 * MINUTE_MS));
  const feesSats = 2_000_000 + (hash32(STATS_SEED, 5, hour) % 12_000_000);
  return { foundAt, height, rewardSats: SUBSIDY_SATS + feesSats };
}

export function poolStatsAt(now: number): PoolStats {
  const lastSample = Math.floor(now / SAMPLE_MS) - 1;
  const asOf = (lastSample + 1) * SAMPLE_MS;
  const hashrate10mPh = samplePh(lastSample);
  let sum = 0;
  for (let i = 0; i < SAMPLES_PER_DAY; i++) sum += samplePh(lastSample - i);
  const activeWorkers = Math.round((hashrate10mPh * 1000) / TH_PER_WORKER);
  const blocks: PoolStats['blocks'] = [];
  let blocks7d = 0;
  const thisHour = Math.floor(now / HOUR_MS);
  for (let hour = thisHour; hour > thisHour - BLOCK_LOOKBACK_HOURS; hour--) {
    const block = blockInHour(hour);
    if (!block || block.foundAt > now) continue;
    if (now - block.foundAt < 7 * DAY_MS) blocks7d += 1;
    else if (blocks.length >= MAX_BLOCKS_LISTED) break;
    if (blocks.length < MAX_BLOCKS_LISTED) {
      blocks.push({
        height: block.height,
        foundAt: new Date(block.foundAt).toISOString(),
        rewardBtc: btc(block.rewardSats),
      });
    }
  }
  return {
    asOf: new Date(asOf).toISOString(),
    hashrate10mPh: round2(hashrate10mPh),
    hashrate24hPh: round2(sum / SAMPLES_PER_DAY),
    activeMiners: Math.round(activeWorkers / WORKERS_PER_MINER),
    activeWorkers,
    blocks7d,
    blocks,
  };
}
