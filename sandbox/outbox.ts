import { randomInt } from 'node:crypto';
import type { Database } from './db.ts';

/** No second code to one address within this window (spec section 9: resend countdown 60 s). */
export const RESEND_WINDOW_MS = 60_000;
/** How long a sent code can be used. */
export const CODE_TTL_MS = 10 * 60_000;

export interface OutboxMessage {
  to: string;
  type: string;
  code: string;
  sentAt: string;
}

/** Codes sent by email or SMS: in the sandbox nothing leaves, the outbox is where tests and people read them. */
export function createOutbox(db: Database, now: () => number) {
  const newest = db.prepare('SELECT * FROM outbox WHERE to_addr = ? ORDER BY sent_at DESC, id DESC LIMIT 1');
  const insert = db.prepare('INSERT INTO outbox (to_addr, type, code, sent_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const usable = db.prepare(
    `SELECT id FROM outbox WHERE to_addr = ? AND type = ? AND code = ? AND used_at IS NULL AND expires_at > ?
     ORDER BY sent_at DESC LIMIT 1`,
  );
  const use = db.prepare('UPDATE outbox SET used_at = ? WHERE id = ? AND used_at IS NULL');

  return {
    /** Sends a 6-digit code unless one went to this address less than 60 s ago; then tells the seconds left. */
    send(to: string, type: string): { sent: boolean; remainingSeconds: number } {
      const last = newest.get(to) as { sent_at: number } | undefined;
      const since = last ? now() - last.sent_at : Number.POSITIVE_INFINITY;
      if (since < RESEND_WINDOW_MS) {
        return { sent: false, remainingSeconds: Math.ceil((RESEND_WINDOW_MS - since) / 1000) };
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      insert.run(to, type, code, now(), now() + CODE_TTL_MS);
      return { sent: true, remainingSeconds: RESEND_WINDOW_MS / 1000 };
    },

    /** Consumes a matching, unexpired code: each code works once. */
    consume(to: string, type: string, code: string): boolean {
      const row = usable.get(to, type, code, now()) as { id: number } | undefined;
      return row !== undefined && use.run(now(), row.id).changes === 1;
    },

    newest(to: string): OutboxMessage | undefined {
      const row = newest.get(to) as { to_addr: string; type: string; code: string; sent_at: number } | undefined;
      return row && { to: row.to_addr, type: row.type, code: row.code, sentAt: new Date(row.sent_at).toISOString() };
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
