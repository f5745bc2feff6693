import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KYC_LIMITS_USD } from '../../runtime/http/contract/checkout.ts';
import { KYC_CHUNK_BYTES, KYC_ERRORS, KYC_MAX_FILE_BYTES, sniffImage } from '../../runtime/http/contract/kyc.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { TINY_PNG } from '../../sandbox/features/kyc/fixtures.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
});

/** A seeded account at KYC level 0. */
const NEW = { email: 'nocoupon@example.com', passwd: 'NoCoupon1' };
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(KYC_CHUNK_BYTES + 100, 7)]);
const IDENTITY = {
  country: 'DE',
  documentType: 'idCard',
  fullName: 'Erika Mustermann',
  idNumber: 'L01X00T47',
  dateOfBirth: '1990-08-12',
};

const post = (name: CallName, token: string, fields: Record<string, unknown> = {}) =>
  h.post(contract[name].path, fields, { token });
const get = (name: CallName, token: string, query = '') => h.get(`${contract[name].path}${query}`, { token });
function parsed(name: CallName, reply: { http: number; body: unknown }) {
  const result = contract[name].response.safeParse(reply.body);
  expect(result.success, JSON.stringify(reply.body)).toBe(true);
  // biome-ignore lint/suspicious/noExplicitAny: replies are asserted field by field
  return reply.body as { code: number; msg: string; data: any };
}

/** Uploads bytes in chunks as the client does; answers the last reply. */
async function upload(token: string, slot: string, bytes: Buffer, fileName = `${slot}.jpg`, kind = 'person') {
  const start = parsed(
    'kycUploadStart',
    await post('kycUploadStart', token, { kind, slot, fileName, size: bytes.length }),
  );
  expect(start.code, start.msg).toBe(0);
  let last: Awaited<ReturnType<typeof post>> = { http: 0, body: null };
  for (let offset = 0; offset < bytes.length; offset += start.data.chunkBytes) {
    const data = bytes.subarray(offset, offset + start.data.chunkBytes).toString('base64url');
    last = await post('kycUploadChunk', token, { uploadId: start.data.uploadId, offset, data });
    if (last.body.code !== 0) return last;
  }
  return last;
}
async function uploaded(token: string, slot: string, bytes: Buffer = JPEG, kind = 'person'): Promise<string> {
  const reply = await upload(token, slot, bytes, `${slot}.jpg`, kind);
  expect(reply.body.code, reply.body.msg).toBe(0);
  return parsed('kycUploadChunk', reply).data.file.fileId;
}

describe('kyc uploads', () => {
  it('checks the content: JPEG and PNG signatures only', () => {
    expect(sniffImage(JPEG)).toBe('image/jpeg');
    expect(sniffImage(TINY_PNG)).toBe('image/png');
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toBeNull();
  });

  it('stores a JPEG sent in chunks, byte for byte, with its type from the content', async () => {
    const token = await loginWithPassword(h, NEW.email, NEW.passwd);
    const reply = parsed('kycUploadChunk', await upload(token, 'front', JPEG, 'photo.png'));
    expect(reply.data).toMatchObject({ received: JPEG.length, size: JPEG.length });
    // named .png, but the bytes are a JPEG: the content decides
    expect(reply.data.file).toMatchObject({ slot: 'front', fileName: 'photo.png', mimeType: 'image/jpeg' });
    const stored = h.sandbox.db.prepare('SELECT bytes FROM kyc_uploads WHERE id = ?').get(reply.data.file.fileId) as {
      bytes: Uint8Array;
    };
    expect(Buffer.from(stored.bytes).equals(JPEG)).toBe(true);
  });

  it('refuses a file that is not an image, by its first bytes, whatever its name', async () => {
    const token = await loginWithPassword(h, NEW.email, NEW.passwd);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 1)]);
    const reply = await upload(token, 'front', pdf, 'scan.jpg');
    expect(reply.http).toBe(400);
    expect(parsed('kycUploadChunk', reply).msg).toBe(`file: ${KYC_ERRORS.fileType}`);
  });

  it('refuses a file over 5 MB before any byte is sent, and an empty one', async () => {
    const token = await loginWithPassword(h, NEW.email, NEW.passwd);
    const big = parsed(
      'kycUploadStart',
      await post('kycUploadStart', token, {
        kind: 'person',
        slot: 'front',
        fileName: 'big.jpg',
        size: KYC_MAX_FILE_BYTES + 1,
      }),
    );
    expect(big.msg).toBe(`size: ${KYC_ERRORS.fileSize}`);
    const exact = await post('kycUploadStart', token, {
      kind: 'person',
      slot: 'front',
      fileName: 'ok.jpg',
      size: KYC_MAX_FILE_BYTES,
    });
    expect(exact.body.code).toBe(0);
    const empty = await post('kycUploadStart', token, {
      kind: 'person',
      slot: 'front',
      fileName: 'empty.jpg',
      size: 0,
    });
    expect(empty.body.msg).toBe(`size: ${KYC_ERRORS.fileEmpty}`);
  });

  it('refuses more bytes than declared, chunks out of order and uploads of another account', async () => {
    const token = await loginWithPassword(h, NEW.email, NEW.passwd);
    const start = (await post('kycUploadStart', token, { kind: 'person', slot: 'front', fileName: 'a.jpg', size: 10 }))
      .body.data;
    const tooMany = await post('kycUploadChunk', token, {
      uploadId: start.uploadId,
      offset: 0,
      data: JPEG.subarray(0, 20).toString('base64url'),
    });
    expect(tooMany.body.msg).toBe(`size: ${KYC_ERRORS.fileSize}`);
    const skipped = await post('kycUploadChunk', token, { uploadId: start.uploadId, offset: 4, data: 'AAAA' });
    expect(skipped.http).toBe(409);
    const alice = await loginWithPassword(h, 'alice@example.com', 'Alice2024!');
    const foreign = await post('kycUploadChunk', alice, { uploadId: start.uploadId, offset: 0, data: 'AAAA' });
    expect(foreign.http).toBe(404);
    expect(
      (await h.post(contract.kycUploadStart.path, { kind: 'person', slot: 'front', fileName: 'a', size: 1 })).http,
    ).toBe(401);
  });
});

describe('kyc level 1 (person)', () => {
  it('starts not certified at level 0, with the limits checkout applies', async () => {
    const token = await loginWithPassword(h, NEW.email, NEW.passwd);
    const status = parsed('kycStatus', await get('kycStatus', token)).data;
    expect(status.authLevel).toBe(0);
    expect(status.limitUsd).toBe('0');
    expect(status.levels).toEqual([0, 1, 2].map((level) => ({ level, limitUsd: KYC_LIMITS_USD[level] })));
    expect(status.person.status).toBe('none');
    expect(parsed('kycList', await get('kycList', token)).data).toEqual([]);
    expect((await h.get(contract.kycStatus.path)).http).toBe(401);
  });

  it('validates step 1: fields, 18 or older on the server clock, an address for CN and RU', async () => {
    const token = await loginWithPassword(h, NEW.email, NEW.passwd);
    const bad = await post('kycPersonStep1', token, { ...IDENTITY, idNumber: '!!' });
    expect(bad.http).toBe(400);
    expect(bad.body.msg).toMatch(/^idNumber: /);
    expect((await post('kycPersonStep1', token, { ...IDENTITY, documentType: 'visa' })).body.msg).toMatch(
      /^documentType: /,
    );
    expect((await post('kycPersonStep1', token, { ...IDENTITY, dateOfBirth: '1990-02-30' })).body.msg).toMatch(
      /^dateOfBirth: /,
    );
    // the clock is 2026-03-01: born 2008-03-02 is 17, 2008-03-01 is 18 today
    const minor = await post('kycPersonStep1', token, { ...IDENTITY, dateOfBirth: '2008-03-02' });
    expect(minor.body.msg).toBe(`dateOfBirth: ${KYC_ERRORS.underAge}`);
    expect((await post('kycPersonStep1', token, { ...IDENTITY, dateOfBirth: '2008-03-01' })).body.code).toBe(0);
    const noAddress = await post('kycPersonStep1', token, { ...IDENTITY, country: 'CN' });
    expect(noAddress.body.msg).toBe(`address: ${KYC_ERRORS.address}`);
    const withAddress = parsed(
      'kycPersonStep1',
      await post('kycPersonStep1', token, { ...IDENTITY, country: 'RU', address: 'Tverskaya 7, Moscow' }),
    );
    expect(withAddress.data.fields.address).toBe('Tverskaya 7, Moscow');
    // an address outside CN and RU is not kept
    const de = parsed('kycPersonStep1', await post('kycPersonStep1', token, { ...IDENTITY, address: 'Somewhere 1' }));
    expect(de.data.fields.address).toBe('');
  });

  it('saves a draft per step and resumes it; a passport needs no back', async () => {
    const token = await loginWithPassword(h, NEW.email, NEW.passwd);
    expect((await post('kycPersonStep2', token, { files: {} })).body.msg).toBe(KYC_ERRORS.stepOrder);
    const one = parsed('kycPersonStep1', await post('kycPersonStep1', token, IDENTITY)).data;
    expect(one).toMatchObject({ status: 'draft', step: 1, fields: { ...IDENTITY, address: '' } });
    const draft = parsed('kycDraft', await get('kycDraft', token, '?kind=person')).data;
    expect(draft).toMatchObject({ status: 'draft', step: 1, fields: { fullName: 'Erika Mustermann' } });
    const front = await uploaded(token, 'front');
    // a completed upload joins the draft at once: a reload resumes with it
    const resumed = parsed('kycDraft', await get('kycDraft', token, '?kind=person')).data;
    expect(resumed).toMatchObject({ step: 1, files: [expect.objectContaining({ fileId: front, slot: 'front' })] });
    // an ID card needs its back too
    const noBack = await post('kycPersonStep2', token, { files: { front } });
    expect(noBack.body.msg).toBe(`back: ${KYC_ERRORS.fileMissing}`);
    expect((await post('kycPersonStep3', token)).body.msg).toBe(KYC_ERRORS.stepOrder);
    await post('kycPersonStep1', token, { ...IDENTITY, documentType: 'passport' });
    const two = parsed('kycPersonStep2', await post('kycPersonStep2', token, { files: { front } })).data;
    expect(two.step).toBe(2);
    expect(two.files).toEqual([expect.objectContaining({ fileId: front, slot: 'front', mimeType: 'image/jpeg' })]);
    // a file of the wrong slot or another account's is not accepted
    const back = await uploaded(token, 'back');
    expect((await post('kycPersonStep2', token, { files: { front: back } })).body.msg).toBe(
      `front: ${KYC_ERRORS.fileMissing}`,
    );
  });

  it('submits; the review desk approves and the level and checkout limit rise', async () => {
    const token = await loginWithPassword(h, NEW.email, NEW.passwd);
    await post('kycPersonStep1', token, IDENTITY);
    const files = { front: await uploaded(token, 'front'), back: await uploaded(token, 'back', TINY_PNG) };
    await post('kycPersonStep2', token, { files });
    const submitted = parsed('kycPersonStep3', await post('kycPersonStep3', token)).data;
    expect(submitted).toMatchObject({ status: 'submitted', step: 3, submittedAt: '2026-03-01T10:00:00.000Z' });
    // submitted: nothing can be changed any more
    expect((await post('kycPersonStep1', token, IDENTITY)).http).toBe(409);
    const before = await h.get(`${contract.checkoutInfo.path}?goodsId=g-easy-s21-180`, { token });
    expect(before.body.result.kycLevel).toBe(0);

    expect((await h.postJson('/__sandbox/kyc/review', { account: NEW.email, action: 'provisional' })).body.status).toBe(
      'provisional',
    );
    expect((await h.postJson('/__sandbox/kyc/review', { account: NEW.email, action: 'review' })).body.status).toBe(
      'reviewing',
    );
    const approved = await h.postJson('/__sandbox/kyc/review', { account: NEW.email, action: 'approve' });
    expect(approved.body).toMatchObject({ status: 'approved', reviewedAt: '2026-03-01T10:00:00.000Z' });
    const status = parsed('kycStatus', await get('kycStatus', token)).data;
    expect(status).toMatchObject({ authLevel: 1, limitUsd: KYC_LIMITS_USD[1], person: { status: 'approved' } });
    const info = await h.get(`${contract.checkoutInfo.path}?goodsId=g-easy-s21-180`, { token });
    expect(info.body.result).toMatchObject({ kycLevel: 1, kycRemainingUsd: '100000.00' });
    const user = await h.get(contract.userInfo.path, { token });
    expect(user.body.data.authLevel).toBe(1);
    // approved once: the review desk cannot act again
    expect((await h.postJson('/__sandbox/kyc/review', { account: NEW.email, action: 'reject' })).http).toBe(409);
    const stored = (await h.get(`/__sandbox/kyc?account=${NEW.email}`)).body;
    expect(stored.applications[0].files.map((f: { storedBytes: number }) => f.storedBytes)).toEqual([
      JPEG.length,
      TINY_PNG.length,
    ]);
  });

  it('a rejection keeps the reason and the draft; corrected, it can be submitted again', async () => {
    const token = await loginWithPassword(h, NEW.email, NEW.passwd);
    await h.postJson('/__sandbox/kyc/draft', { account: NEW.email, fields: IDENTITY, step: 3 });
    const rejected = await h.postJson('/__sandbox/kyc/review', {
      account: NEW.email,
      action: 'reject',
      reason: 'The name does not match the document.',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectReason: 'The name does not match the document.' });
    const level = parsed('kycStatus', await get('kycStatus', token)).data.authLevel;
    expect(level).toBe(0);
    const fixed = parsed('kycPersonStep1', await post('kycPersonStep1', token, { ...IDENTITY, fullName: 'Erika M.' }));
    expect(fixed.data).toMatchObject({
      status: 'draft',
      step: 2,
      rejectReason: 'The name does not match the document.',
    });
    const again = parsed('kycPersonStep3', await post('kycPersonStep3', token)).data;
    expect(again).toMatchObject({ status: 'submitted', rejectReason: null, fields: { fullName: 'Erika M.' } });
  });

  it('a supplement request names the documents; sending them returns the application to review', async () => {
    const token = await loginWithPassword(h, NEW.email, NEW.passwd);
    await h.postJson('/__sandbox/kyc/draft', { account: NEW.email, fields: IDENTITY, step: 3 });
    expect((await post('kycSupplement', token, { kind: 'person', files: {} })).body.msg).toBe(KYC_ERRORS.noSupplement);
    const asked = await h.postJson('/__sandbox/kyc/review', {
      account: NEW.email,
      action: 'supplement',
      slots: ['back'],
      note: 'The back is cut off.',
    });
    expect(asked.body).toMatchObject({
      status: 'supplement',
      supplement: { slots: ['back'], note: 'The back is cut off.' },
    });
    expect((await post('kycSupplement', token, { kind: 'person', files: {} })).body.msg).toBe(
      `back: ${KYC_ERRORS.fileMissing}`,
    );
    const back = await uploaded(token, 'back');
    const sent = parsed('kycSupplement', await post('kycSupplement', token, { kind: 'person', files: { back } })).data;
    expect(sent).toMatchObject({ status: 'reviewing', supplement: null });
    expect(sent.files.find((f: { slot: string }) => f.slot === 'back').fileId).toBe(back);
  });
});

describe('kyc level 2 and enterprise', () => {
  it('level 2 needs an approved level 1; its approval sets level 2', async () => {
    const token = await loginWithPassword(h, NEW.email, NEW.passwd);
    const handheld = await uploaded(token, 'handheld', JPEG, 'level2');
    expect((await post('kycLevel2Step2', token, { files: { handheld } })).body.msg).toBe(KYC_ERRORS.level1First);
    await h.postJson('/__sandbox/kyc/draft', { account: NEW.email, fields: IDENTITY, step: 3 });
    await h.postJson('/__sandbox/kyc/review', { account: NEW.email, action: 'approve' });
    parsed('kycLevel2Step2', await post('kycLevel2Step2', token, { files: { handheld } }));
    expect(parsed('kycLevel2Step3', await post('kycLevel2Step3', token)).data.status).toBe('submitted');
    await h.postJson('/__sandbox/kyc/review', { account: NEW.email, kind: 'level2', action: 'approve' });
    const status = parsed('kycStatus', await get('kycStatus', token)).data;
    expect(status).toMatchObject({ authLevel: 2, limitUsd: KYC_LIMITS_USD[2], level2: { status: 'approved' } });
    const list = parsed('kycList', await get('kycList', token)).data;
    expect(list.map((a: { kind: string }) => a.kind).sort()).toEqual(['level2', 'person']);
  });

  it('enterprise: details, certificate and representative ID, then approval sets level 2', async () => {
    const token = await loginWithPassword(h, NEW.email, NEW.passwd);
    const details = {
      companyName: 'Hashworks GmbH',
      registrationNumber: 'HRB-12345',
      country: 'DE',
      registeredAddress: 'Hauptstrasse 1, Berlin',
      representativeName: 'Max Muster',
    };
    expect((await post('kycEnterpriseStep1', token, { ...details, registeredAddress: '' })).body.msg).toMatch(
      /^registeredAddress: /,
    );
    parsed('kycEnterpriseStep1', await post('kycEnterpriseStep1', token, details));
    const licence = await uploaded(token, 'licence', JPEG, 'enterprise');
    expect((await post('kycEnterpriseStep2', token, { files: { licence } })).body.msg).toBe(
      `representativeId: ${KYC_ERRORS.fileMissing}`,
    );
    const representativeId = await uploaded(token, 'representativeId', JPEG, 'enterprise');
    parsed('kycEnterpriseStep2', await post('kycEnterpriseStep2', token, { files: { licence, representativeId } }));
    expect(parsed('kycEnterpriseStep3', await post('kycEnterpriseStep3', token)).data.status).toBe('submitted');
    await h.postJson('/__sandbox/kyc/review', { account: NEW.email, kind: 'enterprise', action: 'approve' });
    expect(parsed('kycStatus', await get('kycStatus', token)).data.authLevel).toBe(2);
  });

  it('the review fixture validates its input', async () => {
    expect((await h.postJson('/__sandbox/kyc/review', { account: NEW.email, action: 'bless' })).http).toBe(400);
    expect((await h.postJson('/__sandbox/kyc/review', { account: 'nobody@example.com', action: 'approve' })).http).toBe(
      404,
    );
    expect((await h.postJson('/__sandbox/kyc/review', { account: NEW.email, action: 'approve' })).http).toBe(409);
  });
});
