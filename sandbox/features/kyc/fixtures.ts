import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { KYC_KINDS, KYC_SLOTS } from '../../../runtime/http/contract/kyc.ts';
import { CallError } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { createKycStore } from './store.ts';

const account = z.string().trim().toLowerCase().min(3).max(254);
const reviewBody = z
  .object({
    account,
    kind: z.enum(KYC_KINDS).default('person'),
    action: z.enum(['provisional', 'review', 'approve', 'reject', 'supplement']),
    reason: z.string().trim().min(1).max(300).default('The document photo is blurred; please upload a sharp photo.'),
    slots: z.array(z.enum(KYC_SLOTS)).min(1).default(['front']),
    note: z.string().trim().max(300).default('Please upload a clearer photo of the document.'),
  })
  .strict();

/** The smallest valid PNG (1×1), for fixtures and tests that need a stored image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const draftBody = z
  .object({
    account,
    kind: z.enum(KYC_KINDS).default('person'),
    /** Fields of step 1 to save (as the step-1 call would, age and address checked); level2 has none. */
    fields: z.record(z.string(), z.string()).default({}),
    /** Up to which step to save: 1 the fields, 2 also the documents (tiny PNGs), 3 also submitted. */
    step: z.number().int().min(1).max(3).default(1),
    /** At step 1: the documents uploaded already (attached to the draft, step 2 not saved yet). */
    files: z.boolean().default(false),
  })
  .strict();

/**
 * The review desk and draft set-up (never part of the real API):
 * - `POST /__sandbox/kyc/review { account, kind?, action, reason?, slots?, note? }`: the review's decision on a
 *   submitted application: `provisional` (the automatic check passed), `review` (manual review), `approve`
 *   (raises `users.auth_level`: person 1, level2 and enterprise 2), `reject` with a reason, or `supplement`
 *   asking for documents by slot with a note. Answers the application.
 * - `POST /__sandbox/kyc/draft { account, kind?, fields, step? }`: saves a draft up to a step, with tiny PNGs
 *   as its documents (`files: true` at step 1: uploaded and attached, step 2 not saved).
 * - `GET /__sandbox/kyc?account=`: the account's level and applications, with the stored bytes' sizes.
 */
export function kycFixtures(app: Hono, { db, now, accounts }: FeatureDeps): void {
  const store = createKycStore(db);
  const bad = (c: Context, message: string, status: 400 | 404 | 409 = 400) =>
    c.json({ status, message, result: null }, status);

  async function body(c: Context): Promise<unknown> {
    try {
      return JSON.parse(await c.req.text());
    } catch {
      return undefined;
    }
  }
  const issueText = (error: z.ZodError) => {
    const issue = error.issues[0];
    return `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`;
  };
  const attempt = (c: Context, work: () => unknown) => {
    try {
      return c.json(work());
    } catch (error) {
      if (error instanceof CallError) return bad(c, error.message, error.httpStatus as 400);
      throw error;
    }
  };

  app.get('/__sandbox/kyc', (c) => {
    const parsed = account.safeParse(c.req.query('account') ?? '');
    if (!parsed.success) return bad(c, 'account: an email is required');
    const user = accounts.find({ email: parsed.data });
    if (!user) return bad(c, `account: no account ${parsed.data}`, 404);
    const applications = store.list(user.uid).map((application) => ({
      ...application,
      files: application.files.map((file) => ({
        ...file,
        storedBytes: store.bytes(user.uid, file.fileId)?.length ?? 0,
      })),
    }));
    return c.json({ authLevel: store.authLevel(user.uid), applications });
  });

  app.post('/__sandbox/kyc/review', async (c) => {
    const parsed = reviewBody.safeParse(await body(c));
    if (!parsed.success) return bad(c, issueText(parsed.error));
    const input = parsed.data;
    const user = accounts.find({ email: input.account });
    if (!user) return bad(c, `account: no account ${input.account}`, 404);
    return attempt(c, () =>
      store.review(
        user.uid,
        input.kind,
        input.action === 'reject'
          ? { action: 'reject', reason: input.reason }
          : input.action === 'supplement'
            ? { action: 'supplement', slots: input.slots, note: input.note }
            : { action: input.action },
        now(),
      ),
    );
  });

  app.post('/__sandbox/kyc/draft', async (c) => {
    const parsed = draftBody.safeParse(await body(c));
    if (!parsed.success) return bad(c, issueText(parsed.error));
    const input = parsed.data;
    const user = accounts.find({ email: input.account });
    if (!user) return bad(c, `account: no account ${input.account}`, 404);
    return attempt(c, () => {
      let application =
        input.kind === 'level2'
          ? store.application(user.uid, 'level2')
          : store.saveDetails(user.uid, input.kind, { ...input.fields }, now());
      if (input.step >= 2 || input.files) {
        const slots =
          input.kind === 'level2'
            ? ['handheld']
            : input.kind === 'enterprise'
              ? ['licence', 'representativeId']
              : input.fields.documentType === 'passport'
                ? ['front']
                : ['front', 'back'];
        const files: Record<string, string> = {};
        for (const slot of slots) {
          const { uploadId } = store.startUpload(
            user.uid,
            input.kind,
            slot as 'front',
            `${slot}.png`,
            TINY_PNG.length,
            now(),
          );
          application = store.uploadChunk(user.uid, uploadId, 0, TINY_PNG.toString('base64url'), now()).file
            ? store.application(user.uid, input.kind)
            : application;
          files[slot] = uploadId;
        }
        if (input.step >= 2) application = store.saveFiles(user.uid, input.kind, files, now());
      }
      if (input.step >= 3) application = store.submit(user.uid, input.kind, now());
      return application;
    });
  });
}
