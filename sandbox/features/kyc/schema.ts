/**
 * Identity verification: one application per account and kind (person, enterprise, level2), saved per step
 * (`step`, the fields as JSON, the files by slot as JSON `{ slot: uploadId }`), and the uploads with their
 * bytes. An upload arrives in ordered chunks (`kyc_upload_chunks`) and becomes one blob once complete.
 * Times in ms since the epoch.
 */
export const KYC_MIGRATIONS: string[] = [
  `CREATE TABLE kyc_applications (
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     kind TEXT NOT NULL CHECK (kind IN ('person', 'enterprise', 'level2')),
     status TEXT NOT NULL CHECK (status IN ('draft', 'submitted', 'provisional', 'reviewing', 'approved', 'rejected', 'supplement')),
     step INTEGER NOT NULL DEFAULT 0 CHECK (step BETWEEN 0 AND 3),
     fields TEXT NOT NULL DEFAULT '{}',
     files TEXT NOT NULL DEFAULT '{}',
     reject_reason TEXT,
     supplement TEXT,
     submitted_at INTEGER,
     reviewed_at INTEGER,
     updated_at INTEGER NOT NULL,
     PRIMARY KEY (uid, kind)
   )`,
  `CREATE TABLE kyc_uploads (
     id TEXT PRIMARY KEY,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     kind TEXT NOT NULL,
     slot TEXT NOT NULL,
     file_name TEXT NOT NULL,
     size INTEGER NOT NULL CHECK (size > 0),
     received INTEGER NOT NULL DEFAULT 0,
     mime TEXT,
     bytes BLOB,
     created_at INTEGER NOT NULL
   )`,
  `CREATE TABLE kyc_upload_chunks (
     upload_id TEXT NOT NULL REFERENCES kyc_uploads(id) ON DELETE CASCADE,
     offset INTEGER NOT NULL,
     bytes BLOB NOT NULL,
     PRIMARY KEY (upload_id, offset)
   )`,
];

export const KYC_TABLES = ['kyc_upload_chunks', 'kyc_uploads', 'kyc_applications'];
