import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app.js';

interface Operation {
  security?: Record<string, string[]>[];
}

describe('the OpenAPI document', () => {
  let context: TestContext;
  let paths: Record<string, Record<string, Operation>>;
  let components: { securitySchemes?: unknown };

  beforeAll(async () => {
    context = await createTestApp({ seed: false });
    ({ paths, components } = (await context.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
  });
  afterAll(() => context.close());

  it('declares the bearer token scheme', () => {
    expect(components.securitySchemes).toEqual({ bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } });
  });

  it('requires the token where the route requires a customer, whether the route or its plugin says so', () => {
    const required = [{ bearerAuth: [] }];
    expect(paths['/api/users/profile/']?.get?.security).toEqual(required);
    expect(paths['/api/courses/{id}/enroll/']?.post?.security).toEqual(required);
    // The cart's plugin guards every one of its routes with a hook.
    expect(paths['/api/cart/']?.get?.security).toEqual(required);
    expect(paths['/api/cart/{id}/']?.patch?.security).toEqual(required);
    expect(paths['/api/orders/{id}/cancel/']?.post?.security).toEqual(required);
  });

  it('makes the token optional where the route only uses it, and leaves public routes open', () => {
    expect(paths['/api/support/']?.post?.security).toEqual([{}, { bearerAuth: [] }]);
    expect(paths['/api/products/']?.get?.security).toBeUndefined();
    expect(paths['/api/login/']?.post?.security).toBeUndefined();
  });
});
