import { suggestProductSlug } from '@makerbazaar/core';
import { useEffect, useState } from 'react';
import { type FieldPath, type FieldValues, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';

/**
 * A new record's slug follows what it is called (its title, name or question) until someone edits
 * the slug by hand; a saved record's slug never moves on its own, since links to it are out there.
 * Returns the slug field's registration, which notices the hand edit.
 */
export function useSlugFollows<Values extends FieldValues & { slug: string }, Parsed extends FieldValues>(
  form: UseFormReturn<Values, unknown, Parsed>,
  source: FieldPath<Values>,
  { follows, maxLength }: { follows: boolean; maxLength?: number },
) {
  const [editedByHand, setEditedByHand] = useState(false);
  const following = follows && !editedByHand;
  const from: unknown = useWatch({ control: form.control, name: source });
  const slugPath = 'slug' as FieldPath<Values>;
  const { setValue } = form;

  useEffect(() => {
    if (!following) return;
    const slug = suggestProductSlug(typeof from === 'string' ? from : '');
    setValue(
      slugPath,
      (maxLength === undefined ? slug : slug.slice(0, maxLength)) as PathValue<Values, typeof slugPath>,
    );
  }, [following, from, maxLength, setValue, slugPath]);

  return form.register(slugPath, { onChange: () => setEditedByHand(true) });
}
