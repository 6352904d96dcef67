import {
  type AdminFaqEntry,
  everyTranslation,
  FAQ_CATEGORIES,
  type FaqCreateInput,
  type FaqCreateValues,
  faqCreateSchema,
} from '@makerbazaar/core';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { TranslationSections, translatedLabel } from '../components/translation-sections';
import { DialogForm, FormDialog } from '../kit/dialog-form';
import { SelectField, TextareaField } from '../kit/fields';
import { showSaveError } from '../kit/save-error';
import { SwitchField } from '../kit/switch-field';
import type { EditDialogProps } from '../kit/use-edit-dialog';
import { useSlugFollows } from '../kit/use-slug-follows';
import { useSaveFaqEntry } from './api/faq';
import { GROWING } from './editor-fields';

const EMPTY = {
  slug: '',
  category: 'Orders',
  question: '',
  answer: '',
  is_published: true,
  translations: everyTranslation({}, { question: '', answer: '' }),
} satisfies FaqCreateInput;
// Translations are refused as a whole by the server (its fields are checked here first): that says so above the form.
const FIELDS = ['slug', 'category', 'question', 'answer', 'is_published'] as const satisfies (keyof FaqCreateInput)[];

/** Adds a question to the help page (editing none) or edits one. */
export function FaqEntryDialog({ editing: entry, open, onOpenChange }: EditDialogProps<AdminFaqEntry>) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={entry ? 'Edit question' : 'New question'}
      description={
        entry
          ? 'Changes show on the help page as soon as you save.'
          : 'It goes last on the help page; drag it where it belongs.'
      }
    >
      {(close) => <FaqEntryForm key={entry?.id ?? 'new'} entry={entry} onDone={close} />}
    </FormDialog>
  );
}

function FaqEntryForm({ entry, onDone }: { entry?: AdminFaqEntry; onDone: () => void }) {
  const save = useSaveFaqEntry();
  const form = useForm<FaqCreateInput, unknown, FaqCreateValues>({
    resolver: formResolver(faqCreateSchema),
    defaultValues: entry
      ? {
          slug: entry.slug,
          category: entry.category,
          question: entry.question,
          answer: entry.answer,
          is_published: entry.is_published,
          translations: entry.translations,
        }
      : EMPTY,
  });
  const { register, formState } = form;
  const errors = formState.errors;

  // A new question's anchor follows its wording; a short one reads better in a link.
  const anchorField = useSlugFollows(form, 'question', { follows: !entry, maxLength: 60 });

  const submit = (values: FaqCreateValues) =>
    save.mutate(
      { id: entry?.id, values },
      {
        onSuccess: () => {
          toast.success(entry ? 'The question is saved.' : 'The question is added to the help page.');
          onDone();
        },
        onError: (error) => showSaveError(error, form.setError, FIELDS),
      },
    );

  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      saving={save.isPending}
      saveLabel={entry ? 'Save changes' : 'Add question'}
    >
      <FormField label="Question" error={errors.question?.message} {...register('question')} />
      <TextareaField
        label="Answer"
        rows={6}
        controlClassName={GROWING}
        error={errors.answer?.message}
        {...register('answer')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Category" error={errors.category?.message} {...register('category')}>
          {FAQ_CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </SelectField>
        <FormField
          label="Anchor"
          hint={`Links to it: /help#${form.watch('slug') || '…'}`}
          error={errors.slug?.message}
          {...anchorField}
        />
      </div>
      <TranslationSections
        translated={(language) =>
          Boolean(entry?.translations[language].question || entry?.translations[language].answer)
        }
        invalid={(language) => Boolean(errors.translations?.[language])}
        fields={(language) => (
          <>
            <FormField
              label={translatedLabel('Question', language)}
              lang={language}
              error={errors.translations?.[language]?.question?.message}
              {...register(`translations.${language}.question`)}
            />
            <TextareaField
              label={translatedLabel('Answer', language)}
              lang={language}
              rows={4}
              controlClassName={GROWING}
              error={errors.translations?.[language]?.answer?.message}
              {...register(`translations.${language}.answer`)}
            />
          </>
        )}
      />
      <SwitchField control={form.control} name="is_published" label="Published" description="Shown on the help page." />
    </DialogForm>
  );
}
