import { useLingui } from '@lingui/react/macro';
import { LANGUAGES, type Language } from '@makerbazaar/core';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useChooseLanguage } from '@/features/account/use-choose-language';

/**
 * The language picker in the top bar: each language in its own script, applied without a reload.
 * Its names are drawn in the device's own fonts: in the shop's Noto fonts, every page would
 * download all three Indian scripts' fonts just to name them.
 */
export function LanguageSwitcher() {
  const { i18n, t } = useLingui();
  const chooseLanguage = useChooseLanguage();
  const id = useId();
  return (
    <div className="flex items-center gap-1.5">
      <Languages className="size-3.5 shrink-0" aria-hidden="true" />
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => void chooseLanguage(event.target.value as Language)}
        className="h-6 cursor-pointer rounded border-0 bg-transparent py-0 pr-1 pl-0 font-[system-ui,sans-serif] text-xs font-medium text-slate-100 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
      >
        {Object.entries(LANGUAGES).map(([code, name]) => (
          <option key={code} value={code} lang={code} className="bg-slate-900 font-[system-ui,sans-serif] text-slate-100">
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
