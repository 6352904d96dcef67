import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@makerbazaar/core';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

const SHOP_LANGUAGES = Object.keys(LANGUAGES) as Language[];

/**
 * The language the shop is read in on this request: the one its client names with `?lang=` (the
 * storefront does on answers carrying the shop's own texts, so a page rendered on the server, which
 * sends no cookies, gets them in its language), else the language switch's cookie, else — a first
 * visit, before any choice — the first of the browser's languages (Accept-Language) the shop speaks.
 * English for a browser naming none of them, and for crawlers, which send none.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const named = (request.query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(named)) return named;
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return browserLanguage(request.headers['accept-language']);
}

function browserLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const preferred = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(SHOP_LANGUAGES);
  return isLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;
}
