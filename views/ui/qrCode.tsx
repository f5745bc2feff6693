import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';

/** A QR code named for assistive tech (`label`), with an optional visible caption under it. */
export function QrCode({
  value,
  label,
  caption,
  size = 160,
}: {
  value: string;
  label: string;
  caption?: ReactNode;
  size?: number;
}) {
  return (
    <figure className="ui-qr">
      <QRCodeSVG value={value} size={size} title={label} role="img" aria-label={label} marginSize={2} />
      {caption && <figcaption className="ui-qr-caption">{caption}</figcaption>}
    </figure>
  );
}
