import { detailSchema } from '@makerbazaar/core';

/**
 * The answers of a back-office route before it does anything: 401 when no one is signed in, 403
 * when the one signed in lacks the area's role. Spread into a route's `response` schemas.
 */
export const staffRefusals = { 401: detailSchema, 403: detailSchema };
