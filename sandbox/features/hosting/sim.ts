import type { HostedMinerStatus } from '../../../runtime/http/contract/hosting.ts';
import type { MinerOrderRow } from '../miners/orders.ts';

/**
 * The hosted miners' simulation: who they are (a paid miner order's units) and what each does in every
 * 10-minute slot, a pure function of the miner's id, the slot and what the store recorded (site incidents, the
 * order's overdue invoices). The same clock gives the same statuses and figures in every run.
 */
export const MINUTE_MS = 60_000;
export const SAMPLE_MS = 10 * MINUTE_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const SAMPLES_PER_DAY = DAY_MS / SAMPLE_MS;
const BP = 10_000;
/** Installation takes up to this many days after the order's estimated start, per miner. */
const INSTALL_DAYS = 3;

/** The pools' FPPS fees in basis points (the plans' terms use the same). */
export const POOL_FEE_BP: Readonly<Record<string, number>> = { Antpool: 250, F2Pool: 300 };

/** A 32-bit hash of a text: FNV-1a with a final avalanche (murmur3's), fast and stable. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** One hosted miner: a unit of a paid miner order. */
export interface HostedUnit {
  minerId: string;
  orderNo: string;
  serial: string;
  modelId: string;
  modelName: string;
  site: string;
  pool: string;
  /** Nominal hashrate in hundredths of a TH, and wall power in W (the batch's). */
  nominalThHundredths: number;
  powerW: number;
  /** When it went (or goes) online: 00:00 UTC of a day 0 to 2 days after the estimated start. */
  onlineAt: number;
}

/** Every unit of a paid miner order, in order: `M…-01`, `M…-02`, … */
export function unitsOf(row: MinerOrderRow): HostedUnit[] {
  return Array.from({ length: row.quantity }, (_, index) => {
    const minerId = `${row.order_no}-${String(index + 1).padStart(2, '0')}`;
    const serial = `FF${row.model_id.toUpperCase()}${hash32(`serial ${minerId}`).toString(36).toUpperCase().padStart(7, '0')}`;
    return {
      minerId,
      orderNo: row.order_no,
      serial,
      modelId: row.model_id,
      modelName: row.model_name,
      site: row.site,
      pool: row.pool,
      nominalThHundredths: Math.round(row.hashrate_th * 100),
      powerW: row.power_w,
      onlineAt: row.estimated_start + (hash32(`online ${minerId}`) % INSTALL_DAYS) * DAY_MS,
    };
  });
}

export type IncidentKind = Exclude<HostedMinerStatus, 'working' | 'installing'>;

/** Something that kept a miner from working for a while; `ratioBp` is an underperforming miner's hashrate share. */
export interface Incident {
  kind: IncidentKind;
  ratioBp: number;
  fromAt: number;
  toAt: number;
}

/**
 * The day's own incident of a miner, if it has one (a third of days): underperforming, a stop (power curtailed
 * at the site), maintenance for a few hours, or a fault that needs repair from its hour to the end of the day.
 */
export function dayIncident(minerId: string, day: number): Incident | null {
  const seed = hash32(`incident ${minerId} ${day}`);
  const roll = seed % 100;
  if (roll < 66) return null;
  const kind: IncidentKind =
    roll < 80 ? 'underperforming' : roll < 88 ? 'stopped' : roll < 95 ? 'maintenance' : 'needsRepair';
  const fromHour = (seed >>> 8) % 24;
  const hours = kind === 'needsRepair' ? 24 - fromHour : 1 + ((seed >>> 16) % 5);
  const dayAt = day * DAY_MS;
  return {
    kind,
    // 60% to 85% of nominal: clearly under the 90% line.
    ratioBp: kind === 'underperforming' ? 6000 + ((seed >>> 20) % 26) * 100 : 0,
    fromAt: dayAt + fromHour * HOUR_MS,
    toAt: Math.min(dayAt + DAY_MS, dayAt + (fromHour + hours) * HOUR_MS),
  };
}

/** What the store knows that changes a miner's day: the site's incidents and its order's overdue invoices. */
export interface UnitRecord {
  incidents: readonly Incident[];
  /** Whether one of the miner's order invoices is unpaid past its due date at this time. */
  overdueAt: (at: number) => boolean;
}

export interface UnitState {
  status: HostedMinerStatus;
  byInvoice: boolean;
  /** Share of nominal hashrate while underperforming. */
  ratioBp: number;
}

/** A miner's status at a time: not online yet, stopped by an overdue invoice, a recorded incident, the day's own, or working. */
export function stateAt(unit: HostedUnit, at: number, record: UnitRecord): UnitState {
  if (at < unit.onlineAt) return { status: 'installing', byInvoice: false, ratioBp: 0 };
  if (record.overdueAt(at)) return { status: 'stopped', byInvoice: true, ratioBp: 0 };
  const covers = (one: Incident | null): one is Incident => one !== null && one.fromAt <= at && at < one.toAt;
  const own = dayIncident(unit.minerId, Math.floor(at / DAY_MS));
  const incident = record.incidents.find(covers) ?? (covers(own) ? own : undefined);
  if (incident) return { status: incident.kind, byInvoice: false, ratioBp: incident.ratioBp };
  return { status: 'working', byInvoice: false, ratioBp: BP };
}

export interface Sample extends UnitState {
  /** The slot's start. */
  at: number;
  thHundredths: number;
  powerW: number;
}

/**
 * The 10-minute slot starting at `at`: working is 97% to 103% of nominal at 98.5% to 101% of nominal power;
 * underperforming is its share ± 2% at 90% to 96% of power; every other status hashes nothing and draws nothing.
 */
export function sampleAt(unit: HostedUnit, at: number, record: UnitRecord): Sample {
  const state = stateAt(unit, at, record);
  const jitter = hash32(`sample ${unit.minerId} ${at / SAMPLE_MS}`);
  let thBp = 0;
  let powerBp = 0;
  if (state.status === 'working') {
    thBp = 9700 + (jitter % 600);
    powerBp = 9850 + ((jitter >>> 12) % 250);
  } else if (state.status === 'underperforming') {
    thBp = Math.max(0, state.ratioBp - 200 + (jitter % 400));
    powerBp = 9000 + ((jitter >>> 12) % 600);
  }
  return {
    ...state,
    at,
    thHundredths: Math.round((unit.nominalThHundredths * thBp) / BP),
    powerW: Math.round((unit.powerW * powerBp) / BP),
  };
}

/** The start of the 10-minute slot holding `at`. */
export const slotOf = (at: number) => Math.floor(at / SAMPLE_MS) * SAMPLE_MS;

/** The last 24 h of a miner: 144 slots, the last one holding `at`. */
export function lastDay(unit: HostedUnit, at: number, record: UnitRecord): Sample[] {
  const last = slotOf(at);
  return Array.from({ length: SAMPLES_PER_DAY }, (_, i) =>
    sampleAt(unit, last - (SAMPLES_PER_DAY - 1 - i) * SAMPLE_MS, record),
  );
}

/** How far back "last seen" looks for a sample with hashrate. */
const LAST_SEEN_DAYS = 60;

/** The end of the miner's last slot with hashrate up to `at` (never after `at`), or null. */
export function lastSeen(unit: HostedUnit, at: number, record: UnitRecord, day: readonly Sample[]): number | null {
  const recent = day.findLast((sample) => sample.thHundredths > 0);
  if (recent) return Math.min(at, recent.at + SAMPLE_MS);
  const floor = Math.max(unit.onlineAt, slotOf(at) - LAST_SEEN_DAYS * DAY_MS);
  for (let slot = (day[0]?.at ?? slotOf(at)) - SAMPLE_MS; slot >= floor; slot -= SAMPLE_MS) {
    if (sampleAt(unit, slot, record).thHundredths > 0) return slot + SAMPLE_MS;
  }
  return null;
}
