import { addressInputSchema, addressListSchema, addressParamsSchema, addressSchema } from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { registerSavedEntries } from '../../lib/saved-entry-routes.js';
import { requireUserOnEveryRoute } from '../../plugins/auth-guard.js';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './addresses.service.js';

/** The customer's address book: /api/addresses/. */
export const addressesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  requireUserOnEveryRoute(app);

  registerSavedEntries(app, {
    path: '/addresses/',
    tag: 'addresses',
    summaries: {
      list: 'Saved addresses, the default first',
      save: 'Save an address (the first one saved becomes the default)',
      makeDefault: 'Make this the default address (the previous default stops being one)',
      remove: 'Delete a saved address (deleting the default makes the newest one left the default)',
    },
    schemas: { list: addressListSchema, entry: addressSchema, params: addressParamsSchema, input: addressInputSchema },
    list: (userId) => listAddresses(db, userId),
    save: (userId, input) => createAddress(db, userId, input),
    change: {
      summary: 'Change a saved address',
      save: (userId, id, input) => updateAddress(db, userId, id, input),
    },
    makeDefault: (userId, id) => setDefaultAddress(db, userId, id),
    remove: (userId, id) => deleteAddress(db, userId, id),
  });
};
