import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { translateApiMessage } from './api-messages';

/** The shared rules' messages (English, as the server sends them too) in the page's language. */
function translateErrors(errors: FieldErrors): FieldErrors {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    // A field's error (with its `ref`, a DOM element, not followed); otherwise a group of fields.
    if (typeof error.type === 'string') {
      if (typeof error.message === 'string') error.message = translateApiMessage(error.message);
    } else translateErrors(error as FieldErrors);
  }
  return errors;
}

/** react-hook-form validation with a shared schema from @makerbazaar/core, its messages translated. */
export const formResolver = ((...schemaArgs: Parameters<typeof zodResolver>) => {
  const resolve = zodResolver(...schemaArgs);
  return async (values: FieldValues, context: unknown, options: Parameters<Resolver>[2]) => {
    const result = await resolve(values, context, options);
    return { ...result, errors: translateErrors(result.errors) };
  };
}) as typeof zodResolver;

/**
 * The same, with the schema loaded when the form first validates, or earlier by `preload` (when the
 * customer comes to the form), not before it is drawn: zod and core's schemas (about 27 KB gzip, and
 * a long task of a phone's start) stay out of a screen's start. Made once per form, at module level.
 */
export function lazyFormResolver<Input extends FieldValues, Output>(load: () => Promise<ZodType<Output, Input>>) {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  const ready = () => {
    resolver ??= load().then((schema) => formResolver(schema));
    return resolver;
  };
  const resolve: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await ready())(values, context, options);
  return Object.assign(resolve, { preload: () => void ready() });
}
