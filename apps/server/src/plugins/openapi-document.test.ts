import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app.js';

// The API's shape is a contract with the web app and outside clients: a refactor must leave the
// document byte-for-byte the same. A deliberate change of shape updates the hash with
// `npx vitest run -u apps/server/src/plugins/openapi-document.test.ts`, and the reviewer compares
// the documents (`GET /api/openapi.json`) before and after.
describe('the OpenAPI document', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestApp({ seed: false });
  });
  afterAll(() => context.close());

  it('is unchanged unless its hash is updated deliberately', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const hash = createHash('sha256')
      .update(`${JSON.stringify(document, null, 2)}\n`)
      .digest('hex');
    expect(hash).toMatchInlineSnapshot(`"54a5babcb4cb7b85e0de0a98d47ae1583ea41541ede10f52e64ad88e707d59e3"`);
  });
});
