import { LANGUAGES, type Language, parseLanguage } from '@makerbazaar/core';
import { languageNamesFont } from '@/lib/i18n';
import { useChooseLanguage } from './use-choose-language';

/** A choice of the shop's languages, each named in its own script, that switches the interface at once. */
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
      className={className}
      style={{ fontFamily: languageNamesFont(parseLanguage(value)) }}
    >
      {Object.entries(LANGUAGES).map(([code, name]) => (
        <option key={code} value={code} lang={code} className={optionClassName}>
          {name}
        </option>
      ))}
    </select>
  );
}
