import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react';

/** The QR library loads with the first code shown: the error page is in the first load, a code on it is rare. */
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** `qrcode.react`'s SVG code, loaded on first use; a box of its size holds the place meanwhile. */
export function QrSvg(props: ComponentProps<typeof QRCodeSVG> & { size: number }) {
  return (
    <Suspense fallback={<span className="ui-qr-pending" style={{ width: props.size, height: props.size }} />}>
      <QRCodeSVG {...props} />
    </Suspense>
  );
}

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
      <QrSvg value={value} size={size} title={label} role="img" aria-label={label} marginSize={2} />
      {caption && <figcaption className="ui-qr-caption">{caption}</figcaption>}
    </figure>
  );
}
