import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';

/**
 * One figure with its label, an optional hint under it and an optional definition: a small button
 * whose tooltip describes it (shown on hover, focus or tap; Escape hides it).
 */
export function StatCard({
  label,
  value,
  hint,
  definition,
}: {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  definition?: ReactNode;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const buttonTextId = `${id}-button`;
  const tooltipId = `${id}-tooltip`;
  const [tooltipShown, setTooltipShown] = useState(false);
  return (
    <dl className="ui-stat">
      <div className="ui-stat-row">
        <dt className="ui-stat-label">
          <span id={labelId}>{label}</span>
          {definition && (
            <span className="ui-stat-definition">
              <button
                type="button"
                className="ui-stat-info"
                aria-labelledby={`${buttonTextId} ${labelId}`}
                aria-describedby={tooltipId}
                onClick={() => setTooltipShown((shown) => !shown)}
                onFocus={() => setTooltipShown(true)}
                onBlur={() => setTooltipShown(false)}
                onMouseEnter={() => setTooltipShown(true)}
                onMouseLeave={() => setTooltipShown(false)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setTooltipShown(false);
                }}
              >
                <span aria-hidden="true">i</span>
                <span className="visually-hidden" id={buttonTextId}>
                  <Trans>Definition:</Trans>
                </span>
              </button>
              <span role="tooltip" id={tooltipId} className="ui-tooltip" hidden={!tooltipShown}>
                {definition}
              </span>
            </span>
          )}
        </dt>
        <dd className="ui-stat-value">{value}</dd>
        {hint && <dd className="ui-stat-hint">{hint}</dd>}
      </div>
    </dl>
  );
}
