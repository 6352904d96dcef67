import { LANGUAGES, type Language } from '@makerbazaar/core';
import { cn } from '@/lib/cn';
import { useChooseLanguage } from './use-choose-language';

/**
 * A choice of the shop's languages, each named in its own script, that switches the interface at
 * once. The names are drawn in the device's fonts: in the shop's Noto fonts, every page showing
 * this choice would download all three Indian scripts' fonts just to name them.
 */
export function LanguageSelect({
  id,
  value,
  className,
  optionClassName,
}: {
  id: string;
  value: string;
  className?: string;
  optionClassName?: string;
}) {
  const chooseLanguage = useChooseLanguage();
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => void chooseLanguage(event.target.value as Language)}
      className={cn('font-[family-name:system-ui,sans-serif]', className)}
    >
      {Object.entries(LANGUAGES).map(([code, name]) => (
        <option key={code} value={code} lang={code} className={optionClassName}>
          {name}
        </option>
      ))}
    </select>
  );
}
