import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import type { KycKind, KycSlot, UploadedFile } from '../../../runtime/http/contract/kyc.ts';
import { errorText } from '../../../runtime/http/errorText.ts';
import { kycErrorText, SLOT_HINTS, SLOT_LABELS } from './kycLabels.ts';
import { fileProblem, uploadKycFile } from './kycUpload.ts';

const canPreview = () => typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';

/**
 * One document photo: choose (or retake) a JPG or PNG up to 5 MB, checked here by its content and size before
 * anything is sent, a preview, the upload's progress, and its own error. A refused or failed file leaves the
 * one uploaded before in place.
 */
export function KycFileField({
  kind,
  slot,
  value,
  onChange,
  onBusy,
  error,
}: {
  kind: KycKind;
  slot: KycSlot;
  value: UploadedFile | null;
  onChange: (file: UploadedFile) => void;
  onBusy?: (slot: KycSlot, busy: boolean) => void;
  /** A message for this file from the form or the server. */
  error?: string | null;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const label = i18n._(SLOT_LABELS[slot]);
  const hint = SLOT_HINTS[slot];
  const shown = problem ?? error ?? null;

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    const found = await fileProblem(file);
    if (found) {
      setProblem(
        found === 'type'
          ? t`“${file.name}” is not a JPG or PNG image. Choose a photo in one of these formats.`
          : found === 'size'
            ? t`“${file.name}” is larger than 5 MB. Choose a smaller photo.`
            : t`“${file.name}” is empty. Choose another photo.`,
      );
      if (input.current) input.current.value = '';
      return;
    }
    onBusy?.(slot, true);
    setProgress(0);
    try {
      const uploaded = await uploadKycFile(kind, slot, file, setProgress);
      if (canPreview()) setPreview(URL.createObjectURL(file));
      onChange(uploaded);
    } catch (failure) {
      const said = errorText(failure);
      setProblem(
        said
          ? kycErrorText(said, (descriptor) => i18n._(descriptor))
          : t`The upload failed. Check your connection and try again.`,
      );
    } finally {
      setProgress(null);
      onBusy?.(slot, false);
      if (input.current) input.current.value = '';
    }
  }

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className={`kyc-file${shown ? ' field-invalid' : ''}`} data-slot={slot}>
      <label htmlFor={id} className="kyc-file-label">
        {label}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {hint ? `${i18n._(hint)} ` : ''}
        <Trans>JPG or PNG, up to 5 MB.</Trans>
      </p>
      {value && (
        <div className="kyc-file-current">
          {preview ? (
            <img src={preview} alt={t`Preview: ${label}`} className="kyc-file-preview" />
          ) : (
            <span className="kyc-file-placeholder" aria-hidden="true">
              {value.mimeType === 'image/png' ? 'PNG' : 'JPG'}
            </span>
          )}
          <p className="kyc-file-name">
            <Trans>Uploaded: {value.fileName}</Trans>
          </p>
        </div>
      )}
      {percent !== null && (
        <div className="kyc-file-progress">
          <progress max={100} value={percent} aria-label={t`Uploading: ${label}`} />
          <span aria-live="polite">{percent}%</span>
        </div>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        className={value ? 'visually-hidden' : 'kyc-file-input'}
        accept="image/jpeg,image/png"
        disabled={percent !== null}
        aria-invalid={shown ? true : undefined}
        aria-describedby={[`${id}-hint`, shown ? `${id}-error` : null].filter(Boolean).join(' ')}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {value && percent === null && (
        <button type="button" className="button button-secondary" onClick={() => input.current?.click()}>
          <Trans>Retake: {label}</Trans>
        </button>
      )}
      {shown && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
