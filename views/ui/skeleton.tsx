import type { CSSProperties } from 'react';

/** A grey placeholder of the content's final size; decoration only, so hidden from assistive tech. */
export function Skeleton({
  width,
  height,
  className,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}) {
  return <span aria-hidden="true" className={`ui-skeleton ${className ?? ''}`.trim()} style={{ width, height }} />;
}
