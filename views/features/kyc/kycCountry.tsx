import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { intlLocale, regionNames } from '../../format/format.ts';
import type { FieldControlProps } from '../../ui/formField.tsx';
import { kycCountriesQuery } from './kycQueries.ts';

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
    const names = regionNames(i18n.locale);
    const name = (code: string) =>
      names?.of(code) ?? countries.data?.commonList.find((entry) => entry.countryCode === code)?.countryName ?? code;
    return codes
      .map((code) => ({ code, name: name(code) }))
      .sort((a, b) => a.name.localeCompare(b.name, intlLocale(i18n.locale)));
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
