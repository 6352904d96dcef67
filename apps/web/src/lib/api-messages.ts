import type { Messages } from '@lingui/core';
import { type ApiMessageCatalogue, apiMessageShapes, parseLanguage, translateApiMessageWith } from '@makerbazaar/core';
import { formatCalendarDate } from './format';
import { i18n } from './i18n';

/** Each loaded catalogue's shapes, worked out once. */
const shapes = new WeakMap<Messages, ReturnType<typeof apiMessageShapes>>();

/**
 * What the server or a shared form rule said, in the page's language: the catalogue
 * `locales/<language>/api-messages.po` holds each of their sentences by its English (core's
 * `translateApiMessageWith` finds it). A message no catalogue knows stays as it came.
 */
export function translateApiMessage(text: string): string {
  const messages = i18n.messages;
  let found = shapes.get(messages);
  if (!found) {
    found = apiMessageShapes(Object.keys(messages));
    shapes.set(messages, found);
  }
  const catalogue: ApiMessageCatalogue = {
    shapes: found,
    say: (id, values) => i18n._(id, values),
    formatDate: (date) => formatCalendarDate(date, parseLanguage(i18n.locale)),
  };
  return translateApiMessageWith(text, catalogue);
}
