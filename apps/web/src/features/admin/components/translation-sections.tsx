import { LANGUAGES, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@makerbazaar/core';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';

const IN_ENGLISH: Record<TranslatedLanguage, string> = { hi: 'Hindi', te: 'Telugu', ta: 'Tamil' };

/** A translated field's label, such as "Question in Hindi": the form holds the field in four languages. */
export const translatedLabel = (field: string, language: TranslatedLanguage) => `${field} in ${IN_ENGLISH[language]}`;

function Section({
  language,
  initiallyOpen,
  invalid,
  children,
}: {
  language: TranslatedLanguage;
  initiallyOpen: boolean;
  invalid: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  // A refused field must not hide in a closed section.
  useEffect(() => {
    if (invalid) setOpen(true);
  }, [invalid]);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-md border px-3"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm font-medium desktop:min-h-9 [&::-webkit-details-marker]:hidden">
        <span lang={language}>{LANGUAGES[language]}</span>
        <span className="text-muted-foreground">{IN_ENGLISH[language]}</span>
        <ChevronDown
          aria-hidden="true"
          className="ml-auto size-4 text-muted-foreground transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="grid gap-3 pb-3">{children}</div>
    </details>
  );
}

/**
 * An entry's texts in Hindi, Telugu and Tamil, a section for each language (open where the entry has
 * a translation, or a field is refused). All optional: a customer reading the shop in a language
 * sees the English where its field is blank. `fields` draws a language's fields; give them
 * `lang={language}`, so browsers offer the right keyboard and spelling.
 */
export function TranslationSections({
  translated,
  invalid,
  fields,
}: {
  translated: (language: TranslatedLanguage) => boolean;
  invalid: (language: TranslatedLanguage) => boolean;
  fields: (language: TranslatedLanguage) => ReactNode;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Translations (optional)</legend>
      <p className="text-xs text-muted-foreground">
        Customers reading the shop in Hindi, Telugu or Tamil see these; where a field is blank they see the English.
      </p>
      {TRANSLATED_LANGUAGES.map((language) => (
        <Section key={language} language={language} initiallyOpen={translated(language)} invalid={invalid(language)}>
          {fields(language)}
        </Section>
      ))}
    </fieldset>
  );
}
