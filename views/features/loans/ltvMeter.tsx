import { Trans, useLingui } from '@lingui/react/macro';
import { bpPercent, LTV_THRESHOLDS, type LtvLevel } from '../../../runtime/domain/loans.ts';
import { useFormat } from '../../format/useFormat.ts';
import { StatusBadge } from '../../ui/statusBadge.tsx';
import { LTV_LEVEL_LABELS, LTV_LEVEL_TONES } from './loanLabels.ts';
import './loans.css';

/** The meter's scale ends here: an LTV above it fills the bar. */
const SCALE_BP = 10_000;
const MARKS = [
  { bp: LTV_THRESHOLDS.initialBp, key: 'initial' },
  { bp: LTV_THRESHOLDS.marginCallBp, key: 'marginCall' },
  { bp: LTV_THRESHOLDS.liquidationBp, key: 'liquidation' },
] as const;

/**
 * The LTV on a bar from 0 to 100% with the 65% (initial), 80% (margin call) and 90% (liquidation) marks, its
 * figure and its level. `ltvBp` null: something is owed and nothing is held yet (above every mark).
 */
export function LtvMeter({ ltvBp, level }: { ltvBp: number | null; level: LtvLevel }) {
  const { t } = useLingui();
  const format = useFormat();
  const filled = ltvBp === null ? SCALE_BP : Math.min(ltvBp, SCALE_BP);
  const text = ltvBp === null ? t`no collateral yet` : format.percent(bpPercent(ltvBp));
  const markLabel = {
    initial: t`Initial`,
    marginCall: t`Margin call`,
    liquidation: t`Liquidation`,
  } as const;
  return (
    <div className="ltv-meter">
      <p className="ltv-meter-figure">
        <span className="ltv-meter-value">{text}</span>{' '}
        <StatusBadge status={level} labels={LTV_LEVEL_LABELS} tones={LTV_LEVEL_TONES} />
      </p>
      <meter
        className="visually-hidden"
        aria-label={t`Loan-to-value`}
        min={0}
        max={100}
        value={Number(bpPercent(filled))}
        aria-valuetext={text}
      >
        {text}
      </meter>
      {/* What the meter says, drawn: the bar and its marks (the legend names them). */}
      <div className={`ltv-meter-bar ltv-meter-${level}`} aria-hidden="true">
        <span className="ltv-meter-fill" style={{ width: `${(filled / SCALE_BP) * 100}%` }} />
        {MARKS.map((mark) => (
          <span key={mark.key} className="ltv-meter-mark" style={{ left: `${(mark.bp / SCALE_BP) * 100}%` }} />
        ))}
      </div>
      <ul className="ltv-meter-legend">
        {MARKS.map((mark) => (
          <li key={mark.key}>
            <Trans>
              {markLabel[mark.key]} {format.percent(bpPercent(mark.bp))}
            </Trans>
          </li>
        ))}
      </ul>
    </div>
  );
}
