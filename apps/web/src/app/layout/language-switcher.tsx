import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Icon } from '@/components/ui/icon';
import { LanguageSelect } from '@/features/account/language-select';

/** The language picker in the top bar, applied without a reload. */
export function LanguageSwitcher() {
  const { i18n, t } = useLingui();
  const id = useId();
  return (
    <div className="flex items-center gap-1.5">
      <Icon name="languages" className="size-3.5 shrink-0" aria-hidden="true" />
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <LanguageSelect
        id={id}
        value={i18n.locale}
        className="h-11 cursor-pointer rounded border-0 bg-transparent py-0 pr-1 pl-0 text-xs font-medium text-slate-100 hover:text-white focus-visible:outline-2 focus-visible:outline-white desktop:h-6"
        optionClassName="bg-slate-900 text-slate-100"
      />
    </div>
  );
}
