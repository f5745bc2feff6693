import { Trans, useLingui } from '@lingui/react/macro';
import type { MinerModel } from '../../../runtime/http/contract/miners.ts';
import { dateTimeFormat } from '../../format/format.ts';
import { useFormat } from '../../format/useFormat.ts';
import { COOLING_LABELS } from './minerLabels.ts';

const RELEASE_MONTH: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', timeZone: 'UTC' };

/** "July 2022": a model's release month (`YYYY-MM`), in the visitor's language. */
export function releaseMonth(locale: string, yearMonth: string): string {
  return dateTimeFormat(locale, RELEASE_MONTH).format(new Date(`${yearMonth}-01T00:00:00Z`));
}

/** One model's spec sheet as a table of rows (the product pages). */
export function MinerSpecs({ model }: { model: MinerModel }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const rows: Array<[string, string]> = [
    [t`Manufacturer`, model.manufacturer],
    [t`Algorithm`, model.algorithm],
    [t`Hashrate`, format.hashrate(model.hashrateTh)],
    [t`Power`, `${format.number(model.powerW)} W`],
    [t`Efficiency`, format.efficiency(model.efficiencyJt)],
    [t`Cooling`, i18n._(COOLING_LABELS[model.cooling])],
    [t`Noise`, `${format.number(model.noiseDb)} dB`],
    [
      t`Dimensions (L × W × H)`,
      `${format.number(model.lengthMm)} × ${format.number(model.widthMm)} × ${format.number(model.heightMm)} mm`,
    ],
    [t`Net weight`, `${format.number(model.weightKg)} kg`],
    [t`Released`, releaseMonth(format.locale, model.releasedOn)],
  ];
  return (
    <table className="ui-table miner-specs">
      <caption className="visually-hidden">
        <Trans>Specifications of the {model.name}</Trans>
      </caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
