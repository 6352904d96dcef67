// Import rules of docs/decisions/026-module-boundaries.md, run by `npm run check:imports`.
// Cycles count runtime imports only: an `import type` is erased by the compiler and loads nothing.
const test = '\\.test\\.tsx?$';
const runtimeOnly = { dependencyTypesNot: ['type-only'] };

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Files of the server and the web app import each other in a cycle.',
      severity: 'error',
      from: { path: '^apps/(server|web)/src/' },
      to: { circular: true, ...runtimeOnly, viaOnly: runtimeOnly },
    },
    {
      name: 'no-other-module-internals',
      comment:
        "A server module uses another module's services, presenters and rules, not its routes, tests or *.internal.ts files.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: `^apps/server/src/modules/[^/]+/.*(\\.routes\\.ts|${test}|\\.internal\\.ts)$`,
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'no-other-feature-internals',
      comment: 'A web feature imports another feature only through its entry point, index.ts.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'no-tests-in-the-product',
      comment: 'Code that ships never imports a test or the test helpers.',
      severity: 'error',
      from: { path: '^apps/(server|web)/src/', pathNot: [test, '^apps/server/src/testing/', '^apps/web/src/test/'] },
      to: { path: [test, '^apps/server/src/testing/', '^apps/web/src/test/'] },
    },
  ],
  options: {
    // Tests arrange data across modules (decision 007): they are checked as targets, not followed.
    doNotFollow: { path: ['node_modules', test, '^apps/server/src/testing/', '^apps/web/src/test/'] },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: false,
    parser: 'swc',
  },
};
