import { type ComponentProps, lazy, Suspense } from 'react';

/**
 * The QR library loaded with the first code shown, for places that show one rarely and load with every
 * page (the error page is in the first load, the header's download menu in every layout). Pages that
 * always show a code use `QrCode` (qrCode.tsx), whose library comes with the page.
 */
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** `qrcode.react`'s SVG code, loaded on first use; a box of its size holds the place meanwhile. */
export function LazyQrSvg(props: ComponentProps<typeof QRCodeSVG> & { size: number }) {
  return (
    <Suspense fallback={<span className="ui-qr-pending" style={{ width: props.size, height: props.size }} />}>
      <QRCodeSVG {...props} />
    </Suspense>
  );
}
