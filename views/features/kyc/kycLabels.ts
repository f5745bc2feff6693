import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KycStatus } from '../../../runtime/http/contract/kyc.ts';
import { type DocumentType, KYC_ERRORS, type KycSlot } from '../../../runtime/http/contract/kycValues.ts';
import type { Tone } from '../../ui/statusBadge.tsx';

export const KYC_STATUS_LABELS: Record<KycStatus, MessageDescriptor> = {
  none: msg`Not verified`,
  draft: msg`Draft`,
  submitted: msg`Submitted`,
  provisional: msg`Provisionally passed`,
  reviewing: msg`Under review`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  supplement: msg`Documents requested`,
};

export const KYC_STATUS_TONES: Partial<Record<KycStatus, Tone>> = {
  draft: 'info',
  submitted: 'info',
  provisional: 'info',
  reviewing: 'warning',
  approved: 'success',
  rejected: 'danger',
  supplement: 'warning',
};

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, MessageDescriptor> = {
  passport: msg`Passport`,
  idCard: msg`National ID card`,
  driverLicence: msg`Driving licence`,
};

export const SLOT_LABELS: Record<KycSlot, MessageDescriptor> = {
  front: msg`Front of the document`,
  back: msg`Back of the document`,
  handheld: msg`Photo of you holding the document`,
  licence: msg`Certificate of incorporation or business licence`,
  representativeId: msg`ID document of the legal representative`,
  proofOfAddress: msg`Proof of address`,
};

export const SLOT_HINTS: Partial<Record<KycSlot, MessageDescriptor>> = {
  front: msg`All four corners visible, no glare, text readable.`,
  back: msg`The side with the machine-readable zone or barcode.`,
  handheld: msg`Hold the same document next to your face; both must be sharp and uncovered.`,
  licence: msg`The current certificate or licence from the company register.`,
  representativeId: msg`Passport or ID card of the person who signs for the company.`,
  proofOfAddress: msg`A utility bill or bank statement from the last 3 months.`,
};

/** The sandbox's refusals (KYC_ERRORS), in the page's language; what the server says otherwise stays as said. */
const KYC_ERROR_LABELS: Record<string, MessageDescriptor> = {
  [KYC_ERRORS.fileType]: msg`The file is not a JPG or PNG image.`,
  [KYC_ERRORS.fileSize]: msg`The file is larger than 5 MB.`,
  [KYC_ERRORS.fileEmpty]: msg`The file is empty.`,
  [KYC_ERRORS.fileMissing]: msg`Add this photo to continue.`,
  [KYC_ERRORS.underAge]: msg`You must be at least 18 years old.`,
  [KYC_ERRORS.address]: msg`Enter your home address (at least 5 characters).`,
  [KYC_ERRORS.notEditable]: msg`This application was submitted already and cannot be changed now.`,
  [KYC_ERRORS.stepOrder]: msg`Complete the previous step first.`,
  [KYC_ERRORS.level1First]: msg`Level 2 needs an approved level 1.`,
  [KYC_ERRORS.noSupplement]: msg`The review has not asked you for any documents.`,
};

/** A refusal's text without its field (`dateOfBirth: …`), translated when it is one of KYC_ERRORS. */
export function kycErrorText(said: string, translate: (descriptor: MessageDescriptor) => string): string {
  const text = said.replace(/^[A-Za-z]+: /, '');
  const known = KYC_ERROR_LABELS[text];
  return known ? translate(known) : said;
}
