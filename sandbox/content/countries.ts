/** [countryCode, countryName, phoneCode, isLimit]: limited countries are where the service is not offered. */
// biome-ignore format: one country a line reads as a table
const COUNTRIES: Array<[string, string, string, boolean]> = [
  ['US', 'United States', '+1', false],
  ['CA', 'Canada', '+1', false],
  ['GB', 'United Kingdom', '+44', false],
  ['DE', 'Germany', '+49', false],
  ['FR', 'France', '+33', false],
  ['ES', 'Spain', '+34', false],
  ['IT', 'Italy', '+39', false],
  ['NL', 'Netherlands', '+31', false],
  ['JP', 'Japan', '+81', false],
  ['KR', 'South Korea', '+82', false],
  ['HK', 'Hong Kong', '+852', false],
  ['SG', 'Singapore', '+65', false],
  ['TW', 'Taiwan', '+886', false],
  ['AU', 'Australia', '+61', false],
  ['BR', 'Brazil', '+55', false],
  ['MX', 'Mexico', '+52', false],
  ['IN', 'India', '+91', false],
  ['NG', 'Nigeria', '+234', false],
  ['TR', 'Turkey', '+90', false],
  ['AE', 'United Arab Emirates', '+971', false],
  ['RU', 'Russia', '+7', false],
  ['CN', 'China', '+86', true],
  ['KP', 'North Korea', '+850', true],
  ['IR', 'Iran', '+98', true],
  ['CU', 'Cuba', '+53', true],
  ['SY', 'Syria', '+963', true],
];

const HOT = ['US', 'GB', 'DE', 'JP', 'KR', 'HK', 'SG'];

/** Limited countries are listed but hidden from registration (`showLimit: false`); other flows show them. */
export function countryCodeList(busType: string) {
  const entry = ([countryCode, countryName, phoneCode, isLimit]: [string, string, string, boolean]) => ({
    countryCode,
    countryName,
    phoneCode,
    isLimit,
  });
  return {
    commonList: COUNTRIES.map(entry),
    hotList: COUNTRIES.filter(([code]) => HOT.includes(code)).map(entry),
    showPhoneCode: busType !== 'kyc',
    showLimit: busType !== 'register' && busType !== 'login',
  };
}
