import type { z } from 'zod';
import type { corporateAskInput } from '../../../runtime/http/contract/company.ts';
import type { Database } from '../../db.ts';
import { DAY_MS } from '../pool/sim.ts';

export type CorporateAsk = z.output<typeof corporateAskInput>;

export interface CorporateAskRow extends CorporateAsk {
  reference: string;
  language: string;
  createdAt: string;
}

interface Row {
  reference: string;
  company: string;
  contact_name: string;
  email: string;
  phone: string;
  country: string;
  cooperation_type: CorporateAsk['cooperationType'];
  volume: string;
  message: string;
  language: string;
  created_at: number;
}

export function createCompanyStore(db: Database) {
  const insert = db.prepare(
    `INSERT INTO corporate_asks (company, contact_name, email, phone, country, cooperation_type, volume, message, language, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const setReference = db.prepare('UPDATE corporate_asks SET reference = ? WHERE id = ?');
  const count = db.prepare(
    'SELECT COUNT(*) AS n FROM corporate_asks WHERE lower(email) = lower(?) AND created_at >= ? AND created_at < ?',
  );
  const all = db.prepare('SELECT * FROM corporate_asks ORDER BY id');
  return {
    /** Stores the inquiry (the caller's request is one statement pair, nothing else runs between); its reference is `CA-` and the id, six digits. */
    add(ask: CorporateAsk, language: string, at: number): string {
      const { lastInsertRowid } = insert.run(
        ask.company,
        ask.contactName,
        ask.email,
        ask.phone,
        ask.country,
        ask.cooperationType,
        ask.volume,
        ask.message,
        language,
        at,
      );
      const id = Number(lastInsertRowid);
      const reference = `CA-${String(id).padStart(6, '0')}`;
      setReference.run(reference, id);
      return reference;
    },
    countToday(email: string, at: number): number {
      const day = Math.floor(at / DAY_MS) * DAY_MS;
      return Number((count.get(email, day, day + DAY_MS) as { n: number }).n);
    },
    all(): CorporateAskRow[] {
      return (all.all() as unknown as Row[]).map((row) => ({
        reference: row.reference,
        company: row.company,
        contactName: row.contact_name,
        email: row.email,
        phone: row.phone,
        country: row.country,
        cooperationType: row.cooperation_type,
        volume: row.volume,
        message: row.message,
        language: row.language,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },
  };
}
