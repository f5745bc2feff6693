import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { http } from '../../../runtime/config.ts';
import {
  type CountryEntry,
  type CountryListView,
  DEFAULT_PHONE_CODE,
  FALLBACK_COUNTRIES,
  searchCountries,
} from '../../../runtime/validation/countries.ts';
import { registerPhoneCodeCache } from '../../ui/phoneCodeCache.ts';

type BusType = 'register' | 'login' | 'forget' | 'kyc' | 'bind';

interface CountryData extends CountryListView {
  hot: CountryEntry[];
  all: CountryEntry[];
}

const FALLBACK: CountryData = { hot: [], all: [...FALLBACK_COUNTRIES], showPhoneCode: true, showLimit: false };
/** One list per business type until the language changes; a failed load is not kept. */
const cache = new Map<BusType, Promise<CountryData>>();
// The lists are localized: a language switch clears them (spec section 2).
registerPhoneCodeCache(() => cache.clear());

function loadCountries(busType: BusType): Promise<CountryData> {
  let pending = cache.get(busType);
  if (!pending) {
    pending = http
      .call('countryCodeList', { busType }, { showError: false })
      .then((r) => ({ hot: r.hotList, all: r.commonList, showPhoneCode: r.showPhoneCode, showLimit: r.showLimit }))
      // Spec section 8: a failed country list falls back to the built-in one, for this opening only: the
      // next opening of a picker asks the server again.
      .catch(() => {
        cache.delete(busType);
        return FALLBACK;
      });
    cache.set(busType, pending);
  }
  return pending;
}

const withPlus = (code: string) => (code.startsWith('+') ? code : `+${code}`);

export interface CountryPickerProps {
  value: string;
  onChange: (phoneCode: string) => void;
  busType?: BusType;
  /** Countries that need an address (the register form passes CN and RU). */
  addressRequired?: readonly string[];
}

/**
 * The country-code picker: a button showing the code (default +1) that opens a panel with a search
 * box, hot countries and the full list, or a no-data state. Search follows spec section 5.
 */
export function CountryPicker({ value, onChange, busType = 'register', addressRequired }: CountryPickerProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [data, setData] = useState<CountryData | null>(null);
  const panelId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || (data && data !== FALLBACK)) return;
    let live = true;
    void loadCountries(busType).then((d) => {
      if (live) setData(d);
    });
    return () => {
      live = false;
    };
  }, [open, data, busType]);

  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  const view = data ?? FALLBACK;
  const found = useMemo(() => searchCountries(view.all, query, view), [view, query]);
  const hot = useMemo(() => (query.trim() === '' ? searchCountries(view.hot, '', view) : []), [view, query]);

  // However it closes, the next opening starts from the whole list with its popular countries.
  const close = () => {
    setOpen(false);
    setQuery('');
  };

  const choose = (entry: CountryEntry) => {
    onChange(withPlus(entry.phoneCode));
    close();
  };

  const item = (entry: CountryEntry, list: string) => (
    <li key={`${list}-${entry.countryCode}-${entry.phoneCode}`}>
      <button
        type="button"
        className="country-option"
        aria-pressed={withPlus(entry.phoneCode) === value}
        data-address-required={addressRequired?.includes(entry.countryCode) || undefined}
        onClick={() => choose(entry)}
      >
        <span className="country-name">{entry.countryName}</span>
        {view.showPhoneCode && <span className="country-code">{withPlus(entry.phoneCode)}</span>}
      </button>
    </li>
  );

  return (
    <div className="country-picker">
      <button
        ref={toggleRef}
        type="button"
        className="country-picker-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Country code ${value || DEFAULT_PHONE_CODE}`}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {value || DEFAULT_PHONE_CODE}
      </button>
      {open && (
        <section
          id={panelId}
          className="country-picker-panel"
          aria-label={t`Choose a country code`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              // The picker closes, not the modal around it; focus goes back to its toggle.
              event.preventDefault();
              event.stopPropagation();
              close();
              toggleRef.current?.focus();
            }
          }}
        >
          <input
            ref={searchRef}
            type="search"
            aria-label={t`Search countries`}
            placeholder={t`Search`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {!data && (
            <p role="status">
              <Trans>Loading countries…</Trans>
            </p>
          )}
          {hot.length > 0 && (
            <section>
              <h3>
                <Trans>Popular</Trans>
              </h3>
              <ul aria-label={t`Popular countries`}>{hot.map((entry) => item(entry, 'hot'))}</ul>
            </section>
          )}
          {found.length > 0 ? (
            <ul aria-label={t`All countries`}>{found.map((entry) => item(entry, 'all'))}</ul>
          ) : (
            <p className="country-no-data">
              <Trans>No matching country</Trans>
            </p>
          )}
        </section>
      )}
    </div>
  );
}
