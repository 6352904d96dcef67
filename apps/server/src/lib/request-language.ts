import { LANGUAGE_COOKIE, type Language, parseLanguage } from '@makerbazaar/core';
import type { FastifyRequest } from 'fastify';

/** The language the shop is read in on this request (the switcher's cookie); English without one. */
export function requestLanguage(request: FastifyRequest): Language {
  return parseLanguage(request.cookies[LANGUAGE_COOKIE]);
}
