/** A phone-country entry as the country-code list call returns it. */
export interface CountryEntry {
  countryCode: string;
  countryName: string;
  phoneCode: string;
  isLimit?: boolean;
}

export interface CountryListView {
  showPhoneCode: boolean;
  showLimit: boolean;
}

export const DEFAULT_PHONE_CODE = '+1';

/**
 * Country search: by phone code when codes are shown, else by name, case-insensitive.
 * Countries with isLimit are hidden when showLimit is false.
 */
export function searchCountries(list: readonly CountryEntry[], query: string, view: CountryListView): CountryEntry[] {
  const visible = view.showLimit ? list : list.filter((c) => !c.isLimit);
  const q = query.trim().toLowerCase();
  if (q === '') return [...visible];
  if (view.showPhoneCode) {
    const digits = q.replace(/^\+/, '');
    return visible.filter((c) => c.phoneCode.replace(/^\+/, '').startsWith(digits));
  }
  return visible.filter((c) => c.countryName.toLowerCase().includes(q));
}

/**
 * The phone code a new phone number starts with: the visitor's country's (the `countryCode` a successful
 * reply carried, spec section 8), else the default.
 */
export function defaultPhoneCode(countryCode: string | null): string {
  const entry = countryCode ? FALLBACK_COUNTRIES.find((c) => c.countryCode === countryCode.toUpperCase()) : undefined;
  return entry?.phoneCode ?? DEFAULT_PHONE_CODE;
}

/** The built-in list, used when the country-code call fails. */
export const FALLBACK_COUNTRIES: readonly CountryEntry[] = [
  { countryCode: 'US', countryName: 'United States', phoneCode: '+1' },
  { countryCode: 'CA', countryName: 'Canada', phoneCode: '+1' },
  { countryCode: 'GB', countryName: 'United Kingdom', phoneCode: '+44' },
  { countryCode: 'DE', countryName: 'Germany', phoneCode: '+49' },
  { countryCode: 'FR', countryName: 'France', phoneCode: '+33' },
  { countryCode: 'ES', countryName: 'Spain', phoneCode: '+34' },
  { countryCode: 'IT', countryName: 'Italy', phoneCode: '+39' },
  { countryCode: 'NL', countryName: 'Netherlands', phoneCode: '+31' },
  { countryCode: 'RU', countryName: 'Russia', phoneCode: '+7' },
  { countryCode: 'JP', countryName: 'Japan', phoneCode: '+81' },
  { countryCode: 'KR', countryName: 'South Korea', phoneCode: '+82' },
  { countryCode: 'HK', countryName: 'Hong Kong', phoneCode: '+852' },
  { countryCode: 'TW', countryName: 'Taiwan', phoneCode: '+886' },
  { countryCode: 'SG', countryName: 'Singapore', phoneCode: '+65' },
  { countryCode: 'MY', countryName: 'Malaysia', phoneCode: '+60' },
  { countryCode: 'TH', countryName: 'Thailand', phoneCode: '+66' },
  { countryCode: 'VN', countryName: 'Vietnam', phoneCode: '+84' },
  { countryCode: 'PH', countryName: 'Philippines', phoneCode: '+63' },
  { countryCode: 'ID', countryName: 'Indonesia', phoneCode: '+62' },
  { countryCode: 'IN', countryName: 'India', phoneCode: '+91' },
  { countryCode: 'AU', countryName: 'Australia', phoneCode: '+61' },
  { countryCode: 'BR', countryName: 'Brazil', phoneCode: '+55' },
  { countryCode: 'MX', countryName: 'Mexico', phoneCode: '+52' },
  { countryCode: 'AR', countryName: 'Argentina', phoneCode: '+54' },
  { countryCode: 'TR', countryName: 'Turkey', phoneCode: '+90' },
  { countryCode: 'AE', countryName: 'United Arab Emirates', phoneCode: '+971' },
  { countryCode: 'NG', countryName: 'Nigeria', phoneCode: '+234' },
  { countryCode: 'ZA', countryName: 'South Africa', phoneCode: '+27' },
  { countryCode: 'UA', countryName: 'Ukraine', phoneCode: '+380' },
  { countryCode: 'KZ', countryName: 'Kazakhstan', phoneCode: '+7' },
];
