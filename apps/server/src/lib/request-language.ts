import { isLanguage, LANGUAGE_COOKIE, type Language, parseLanguage } from '@makerbazaar/core';
import type { FastifyRequest } from 'fastify';

/**
 * The language the shop is read in on this request: the one its client names with `?lang=` (the
 * storefront does on answers carrying the shop's own texts, so a page rendered on the server, which
 * sends no cookies, gets them in its language), else the language switch's cookie; English without either.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const named = (request.query as { lang?: unknown } | undefined)?.lang;
  return isLanguage(named) ? named : parseLanguage(request.cookies[LANGUAGE_COOKIE]);
}
