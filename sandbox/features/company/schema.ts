/**
 * The corporate inquiries of the cooperation page (the spec's "corporate ask record"). The firmware
 * releases, the company profile and the investor reports are fixed data (data.ts), not tables.
 * Times in ms since the epoch; `reference` (`CA-000001`) is set from the id right after the insert.
 */
export const COMPANY_MIGRATIONS: string[] = [
  `CREATE TABLE corporate_asks (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     reference TEXT UNIQUE,
     company TEXT NOT NULL,
     contact_name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     country TEXT NOT NULL,
     cooperation_type TEXT NOT NULL,
     volume TEXT NOT NULL,
     message TEXT NOT NULL,
     language TEXT NOT NULL,
     created_at INTEGER NOT NULL
   )`,
];

export const COMPANY_TABLES = ['corporate_asks'];
