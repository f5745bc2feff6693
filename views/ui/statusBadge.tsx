import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/**
 * A status as a coloured label. `labels` must name every status (`NoInfer`: the statuses come from
 * `status`'s type, so a missing label is a compile error, not a blank badge).
 */
export function StatusBadge<Status extends string>({
  status,
  labels,
  tones,
}: {
  status: Status;
  labels: Record<NoInfer<Status>, MessageDescriptor>;
  tones?: Partial<Record<NoInfer<Status>, Tone>>;
}) {
  const { i18n } = useLingui();
  const tone = tones?.[status] ?? 'neutral';
  return (
    <span className={`ui-badge ui-badge-${tone}`} data-status={status}>
      {i18n._(labels[status])}
    </span>
  );
}
