import { randomBytes } from 'node:crypto';
import {
  ENTERPRISE_SLOTS,
  isAdult,
  KYC_CHUNK_BYTES,
  KYC_ERRORS,
  KYC_MAX_FILE_BYTES,
  type KycApplication,
  type KycKind,
  type KycSlot,
  type KycStatus,
  LEVEL2_SLOTS,
  needsAddress,
  personSlots,
  sniffImage,
  type UploadedFile,
} from '../../../runtime/http/contract/kyc.ts';
import { type Database, transaction } from '../../db.ts';
import { CallError } from '../../http.ts';

interface AppRow {
  uid: number;
  kind: KycKind;
  status: Exclude<KycStatus, 'none'>;
  step: number;
  fields: string;
  files: string;
  reject_reason: string | null;
  supplement: string | null;
  submitted_at: number | null;
  reviewed_at: number | null;
  updated_at: number;
}

interface UploadRow {
  id: string;
  uid: number;
  kind: KycKind;
  slot: KycSlot;
  file_name: string;
  size: number;
  received: number;
  mime: string | null;
  created_at: number;
}

/** A refusal with the status the client shows it by: 400 input, 404 unknown, 409 the application's state. */
const refuse = (status: 400 | 404 | 409, message: string) => new CallError(status, status, message);

/** Statuses in which the applicant may still change the application. */
const EDITABLE: readonly string[] = ['draft', 'rejected'];
/** Statuses a review can act on. */
const IN_REVIEW: readonly string[] = ['submitted', 'provisional', 'reviewing'];

export type ReviewAction =
  | { action: 'provisional' }
  | { action: 'review' }
  | { action: 'approve' }
  | { action: 'reject'; reason: string }
  | { action: 'supplement'; slots: KycSlot[]; note: string };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function createKycStore(db: Database) {
  const getApp = db.prepare('SELECT * FROM kyc_applications WHERE uid = ? AND kind = ?');
  const listApps = db.prepare('SELECT * FROM kyc_applications WHERE uid = ? ORDER BY updated_at DESC, kind');
  const upsert = db.prepare(
    `INSERT INTO kyc_applications (uid, kind, status, step, fields, files, reject_reason, supplement, submitted_at, reviewed_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (uid, kind) DO UPDATE SET status = excluded.status, step = excluded.step, fields = excluded.fields,
       files = excluded.files, reject_reason = excluded.reject_reason, supplement = excluded.supplement,
       submitted_at = excluded.submitted_at, reviewed_at = excluded.reviewed_at, updated_at = excluded.updated_at`,
  );
  const getUpload = db.prepare(
    'SELECT id, uid, kind, slot, file_name, size, received, mime, created_at FROM kyc_uploads WHERE id = ?',
  );
  const insertUpload = db.prepare(
    'INSERT INTO kyc_uploads (id, uid, kind, slot, file_name, size, received, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)',
  );
  const insertChunk = db.prepare('INSERT INTO kyc_upload_chunks (upload_id, offset, bytes) VALUES (?, ?, ?)');
  const chunksOf = db.prepare('SELECT bytes FROM kyc_upload_chunks WHERE upload_id = ? ORDER BY offset');
  const dropChunks = db.prepare('DELETE FROM kyc_upload_chunks WHERE upload_id = ?');
  const dropUpload = db.prepare('DELETE FROM kyc_uploads WHERE id = ?');
  const setReceived = db.prepare('UPDATE kyc_uploads SET received = ? WHERE id = ?');
  const complete = db.prepare('UPDATE kyc_uploads SET received = ?, mime = ?, bytes = ? WHERE id = ?');
  const bytesOf = db.prepare('SELECT bytes FROM kyc_uploads WHERE id = ? AND uid = ?');
  const setLevel = db.prepare('UPDATE users SET auth_level = MAX(auth_level, ?) WHERE uid = ?');
  const levelOf = db.prepare('SELECT auth_level FROM users WHERE uid = ?');

  const row = (uid: number, kind: KycKind) => getApp.get(uid, kind) as AppRow | undefined;

  function fileOf(id: string): UploadedFile | null {
    const upload = getUpload.get(id) as UploadRow | undefined;
    if (!upload || upload.received !== upload.size || !upload.mime) return null;
    return {
      fileId: upload.id,
      slot: upload.slot,
      fileName: upload.file_name,
      mimeType: upload.mime as UploadedFile['mimeType'],
      size: upload.size,
    };
  }

  function toApplication(kind: KycKind, app: AppRow | undefined): KycApplication {
    if (!app) {
      return {
        kind,
        status: 'none',
        step: 0,
        fields: {},
        files: [],
        rejectReason: null,
        supplement: null,
        submittedAt: null,
        reviewedAt: null,
        updatedAt: null,
      };
    }
    const files = Object.values(JSON.parse(app.files) as Record<string, string>)
      .map(fileOf)
      .filter((file): file is UploadedFile => file !== null);
    return {
      kind,
      status: app.status,
      step: app.step,
      fields: JSON.parse(app.fields) as Record<string, string>,
      files,
      rejectReason: app.reject_reason,
      supplement: app.supplement ? (JSON.parse(app.supplement) as KycApplication['supplement']) : null,
      submittedAt: iso(app.submitted_at),
      reviewedAt: iso(app.reviewed_at),
      updatedAt: iso(app.updated_at),
    };
  }

  function write(app: AppRow): void {
    upsert.run(
      app.uid,
      app.kind,
      app.status,
      app.step,
      app.fields,
      app.files,
      app.reject_reason,
      app.supplement,
      app.submitted_at,
      app.reviewed_at,
      app.updated_at,
    );
  }

  /** The application to change: a new draft, or an existing one that is a draft or was rejected. */
  function editable(uid: number, kind: KycKind, now: number): AppRow {
    const app = row(uid, kind);
    if (!app) {
      return {
        uid,
        kind,
        status: 'draft',
        step: 0,
        fields: '{}',
        files: '{}',
        reject_reason: null,
        supplement: null,
        submitted_at: null,
        reviewed_at: null,
        updated_at: now,
      };
    }
    if (!EDITABLE.includes(app.status)) throw refuse(409, KYC_ERRORS.notEditable);
    return { ...app, status: 'draft', updated_at: now };
  }

  /** The slots a kind's application needs, from its saved fields. */
  function requiredSlots(kind: KycKind, fields: Record<string, string>): readonly KycSlot[] {
    if (kind === 'person') return personSlots(fields.documentType ?? '');
    return kind === 'enterprise' ? ENTERPRISE_SLOTS : LEVEL2_SLOTS;
  }

  /** Checks the files named for `slots`: each one this account's complete upload for that slot. */
  function checkFiles(uid: number, slots: readonly KycSlot[], given: Record<string, string>): Record<string, string> {
    const chosen: Record<string, string> = {};
    for (const slot of slots) {
      const id = given[slot];
      const upload = id ? (getUpload.get(id) as UploadRow | undefined) : undefined;
      if (!upload || upload.uid !== uid || upload.slot !== slot || upload.received !== upload.size || !upload.mime) {
        throw refuse(400, `${slot}: ${KYC_ERRORS.fileMissing}`);
      }
      chosen[slot] = upload.id;
    }
    return chosen;
  }

  /** A completed upload joins its kind's draft (a new one if none) while the application is editable. */
  function attach(uid: number, kind: KycKind, slot: KycSlot, uploadId: string, now: number): void {
    const app = row(uid, kind);
    if (app && !EDITABLE.includes(app.status)) return;
    const draft = editable(uid, kind, now);
    write({ ...draft, files: JSON.stringify({ ...JSON.parse(draft.files), [slot]: uploadId }) });
  }

  function level1Approved(uid: number): boolean {
    return row(uid, 'person')?.status === 'approved' && authLevel(uid) >= 1;
  }

  function authLevel(uid: number): number {
    return (levelOf.get(uid) as { auth_level: number } | undefined)?.auth_level ?? 0;
  }

  return {
    authLevel,
    application: (uid: number, kind: KycKind) => toApplication(kind, row(uid, kind)),
    list: (uid: number) => (listApps.all(uid) as unknown as AppRow[]).map((app) => toApplication(app.kind, app)),

    /** Step 1: the identity (person) or company details (enterprise), checked against the clock and country. */
    saveDetails(uid: number, kind: 'person' | 'enterprise', fields: Record<string, string>, now: number) {
      if (kind === 'person') {
        if (!isAdult(fields.dateOfBirth ?? '', now)) throw refuse(400, `dateOfBirth: ${KYC_ERRORS.underAge}`);
        if (needsAddress(fields.country ?? '') && (fields.address ?? '').trim().length < 5) {
          throw refuse(400, `address: ${KYC_ERRORS.address}`);
        }
        if (!needsAddress(fields.country ?? '')) fields.address = '';
      }
      return transaction(db, () => {
        const app = editable(uid, kind, now);
        write({ ...app, fields: JSON.stringify(fields), step: Math.max(app.step === 3 ? 2 : app.step, 1) });
        return toApplication(kind, row(uid, kind));
      });
    },

    /** Step 2: the documents, by slot; what the step's fields need (no back for a passport). */
    saveFiles(uid: number, kind: KycKind, given: Record<string, string>, now: number) {
      return transaction(db, () => {
        if (kind === 'level2' && !level1Approved(uid)) throw refuse(409, KYC_ERRORS.level1First);
        const app = editable(uid, kind, now);
        if (kind !== 'level2' && app.step < 1) throw refuse(409, KYC_ERRORS.stepOrder);
        const files = checkFiles(uid, requiredSlots(kind, JSON.parse(app.fields)), given);
        write({ ...app, files: JSON.stringify(files), step: 2 });
        return toApplication(kind, row(uid, kind));
      });
    },

    /** Step 3: submits a complete draft for review; the last rejection's reason is cleared. */
    submit(uid: number, kind: KycKind, now: number) {
      return transaction(db, () => {
        if (kind === 'level2' && !level1Approved(uid)) throw refuse(409, KYC_ERRORS.level1First);
        const app = editable(uid, kind, now);
        if (app.step < 2) throw refuse(409, KYC_ERRORS.stepOrder);
        checkFiles(uid, requiredSlots(kind, JSON.parse(app.fields)), JSON.parse(app.files));
        write({ ...app, status: 'submitted', step: 3, reject_reason: null, submitted_at: now, reviewed_at: null });
        return toApplication(kind, row(uid, kind));
      });
    },

    /** The documents a review asked for: merged into the application, which goes back to review. */
    supplement(uid: number, kind: KycKind, given: Record<string, string>, now: number) {
      return transaction(db, () => {
        const app = row(uid, kind);
        if (app?.status !== 'supplement' || !app.supplement) throw refuse(409, KYC_ERRORS.noSupplement);
        const asked = (JSON.parse(app.supplement) as { slots: KycSlot[] }).slots;
        const files = { ...JSON.parse(app.files), ...checkFiles(uid, asked, given) };
        write({ ...app, status: 'reviewing', files: JSON.stringify(files), supplement: null, updated_at: now });
        return toApplication(kind, row(uid, kind));
      });
    },

    /** The review's decision (dev fixture): approval raises `users.auth_level` (never lowers it). */
    review(uid: number, kind: KycKind, decision: ReviewAction, now: number) {
      return transaction(db, () => {
        const app = row(uid, kind);
        if (!app || !IN_REVIEW.includes(app.status)) throw refuse(409, KYC_ERRORS.notEditable);
        const next: AppRow = { ...app, updated_at: now };
        if (decision.action === 'provisional') next.status = 'provisional';
        else if (decision.action === 'review') next.status = 'reviewing';
        else if (decision.action === 'approve') {
          next.status = 'approved';
          next.reviewed_at = now;
          setLevel.run(kind === 'person' ? 1 : 2, uid);
        } else if (decision.action === 'reject') {
          next.status = 'rejected';
          next.reject_reason = decision.reason;
          next.reviewed_at = now;
        } else {
          next.status = 'supplement';
          next.supplement = JSON.stringify({ slots: decision.slots, note: decision.note });
          next.reviewed_at = now;
        }
        write(next);
        return toApplication(kind, row(uid, kind));
      });
    },

    startUpload(uid: number, kind: KycKind, slot: KycSlot, fileName: string, size: number, now: number) {
      if (size <= 0) throw refuse(400, `size: ${KYC_ERRORS.fileEmpty}`);
      if (size > KYC_MAX_FILE_BYTES) throw refuse(400, `size: ${KYC_ERRORS.fileSize}`);
      const id = `up_${randomBytes(12).toString('hex')}`;
      insertUpload.run(id, uid, kind, slot, fileName, size, now);
      return { uploadId: id, chunkBytes: KYC_CHUNK_BYTES };
    },

    /** One chunk, in order. The first is checked for an image signature; the last completes the file. */
    uploadChunk(uid: number, uploadId: string, offset: number, data: string, now: number) {
      return transaction(db, () => {
        const upload = getUpload.get(uploadId) as UploadRow | undefined;
        if (!upload || upload.uid !== uid) throw refuse(404, KYC_ERRORS.uploadUnknown);
        if (offset !== upload.received || upload.received === upload.size) throw refuse(409, KYC_ERRORS.uploadOrder);
        const bytes = Buffer.from(data, 'base64url');
        if (bytes.length === 0 || bytes.length > KYC_CHUNK_BYTES) throw refuse(400, `data: ${KYC_ERRORS.uploadOrder}`);
        if (offset + bytes.length > upload.size) throw refuse(400, `size: ${KYC_ERRORS.fileSize}`);
        if (offset === 0 && !sniffImage(bytes)) {
          dropUpload.run(uploadId);
          throw refuse(400, `file: ${KYC_ERRORS.fileType}`);
        }
        insertChunk.run(uploadId, offset, bytes);
        const received = offset + bytes.length;
        if (received < upload.size) {
          setReceived.run(received, uploadId);
          return { received, size: upload.size, file: null };
        }
        const whole = Buffer.concat((chunksOf.all(uploadId) as { bytes: Uint8Array }[]).map((c) => c.bytes));
        const mime = sniffImage(whole);
        if (!mime || whole.length !== upload.size) {
          dropUpload.run(uploadId);
          throw refuse(400, `file: ${KYC_ERRORS.fileType}`);
        }
        complete.run(received, mime, whole, uploadId);
        dropChunks.run(uploadId);
        attach(uid, upload.kind, upload.slot, uploadId, now);
        return { received, size: upload.size, file: fileOf(uploadId) };
      });
    },

    /** The stored bytes of an upload of this account (fixtures). */
    bytes(uid: number, uploadId: string): Uint8Array | null {
      return (bytesOf.get(uploadId, uid) as { bytes: Uint8Array | null } | undefined)?.bytes ?? null;
    },
  };
}

export type KycStore = ReturnType<typeof createKycStore>;
