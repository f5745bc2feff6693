import { http } from '../../../runtime/config.ts';
import type { KycKind, UploadedFile } from '../../../runtime/http/contract/kyc.ts';
import {
  KYC_CHUNK_BYTES,
  KYC_MAX_FILE_BYTES,
  type KycSlot,
  sniffImage,
} from '../../../runtime/http/contract/kycValues.ts';

/** Why a chosen file cannot be sent: not a JPG or PNG by its content, over 5 MB, or empty. */
export type FileProblem = 'type' | 'size' | 'empty';

function readBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** Checks a chosen file before sending it, as the server will: size, then the image signature. */
export async function fileProblem(file: Blob): Promise<FileProblem | null> {
  if (file.size === 0) return 'empty';
  if (file.size > KYC_MAX_FILE_BYTES) return 'size';
  return sniffImage(await readBytes(file.slice(0, 16))) ? null : 'type';
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Sends a file in chunks of 32 KB (the API takes form-encoded bodies), reporting the share sent (0 to 1).
 * The server checks the content and size again and attaches the file to the kind's draft.
 */
export async function uploadKycFile(
  kind: KycKind,
  slot: KycSlot,
  file: File,
  onProgress: (share: number) => void,
): Promise<UploadedFile> {
  const { uploadId, chunkBytes } = await http.call(
    'kycUploadStart',
    { kind, slot, fileName: file.name || `${slot}.jpg`, size: file.size },
    { showError: false },
  );
  const step = Math.min(chunkBytes, KYC_CHUNK_BYTES);
  onProgress(0);
  for (let offset = 0; offset < file.size; offset += step) {
    const bytes = await readBytes(file.slice(offset, offset + step));
    const reply = await http.call('kycUploadChunk', { uploadId, offset, data: base64url(bytes) }, { showError: false });
    onProgress(reply.received / reply.size);
    if (reply.file) return reply.file;
  }
  throw new Error('the upload did not complete');
}
