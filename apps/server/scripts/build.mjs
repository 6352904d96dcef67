// Builds the server to JavaScript in dist/: `node dist/main.js` runs the shop and `node dist/admin.js`
// the admin commands, with no TypeScript loader at run time; then the template a new embedded
// database starts from (src/db/embedded-template.ts). The workspace's own packages are
// bundled in (@makerbazaar/core exports its TypeScript source); everything from node_modules stays
// an import, resolved by node as usual (native modules, PGlite's WebAssembly, Swagger UI's assets).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');
const outdir = path.join(serverRoot, 'dist');

/** Every bare import stays external except the workspace's packages, which export TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@makerbazaar/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverRoot,
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/cli/admin.ts',
    'build-embedded-template': 'src/cli/build-embedded-template.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  // Error classes keep their names in logs (serializeErrorForLog reads constructor.name).
  keepNames: true,
  sourcemap: 'linked',
  plugins: [externalPackages],
  logLevel: 'warning',
});
execFileSync(process.execPath, [path.join(outdir, 'build-embedded-template.js')], { stdio: 'inherit' });
