import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldControlProps } from '../../ui/formField.tsx';
import { kycCountriesQuery } from './kycQueries.ts';

const INTL_LOCALE: Record<string, string> = { sg: 'zh-Hant', zh: 'zh-Hans' };

/** A country select: the API's list, each name in the page's language. */
export function CountrySelect({
  value,
  onChange,
  control,
}: {
  value: string;
  onChange: (code: string) => void;
  control: FieldControlProps;
}) {
  const { t, i18n } = useLingui();
  const countries = useQuery(kycCountriesQuery());
  const options = useMemo(() => {
    const codes = (countries.data?.commonList ?? []).map((entry) => entry.countryCode);
    if (value && !codes.includes(value)) codes.push(value);
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([INTL_LOCALE[i18n.locale] ?? i18n.locale], { type: 'region' });
    } catch {
      names = null;
    }
    const name = (code: string) =>
      names?.of(code) ?? countries.data?.commonList.find((entry) => entry.countryCode === code)?.countryName ?? code;
    return codes.map((code) => ({ code, name: name(code) })).sort((a, b) => a.name.localeCompare(b.name, i18n.locale));
  }, [countries.data, value, i18n.locale]);
  return (
    <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{countries.isPending ? t`Loading countries…` : t`Choose a country`}</option>
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </select>
  );
}
