import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { translationPlugins } from './vite.lingui';

export default defineConfig({
  plugins: [...translationPlugins(), react(), tailwindcss()],
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  // The API server to proxy to in development (`API_ORIGIN=http://localhost:5300 npx vite`).
  server: {
    proxy: {
      '/api': process.env.API_ORIGIN ?? 'http://localhost:3000',
      '/media': process.env.API_ORIGIN ?? 'http://localhost:3000',
    },
  },
  build: {
    target: 'es2022',
    // One stylesheet, linked from every page's head. Split per chunk, every lazy chunk that imports the
    // first script would list a stylesheet as its dependency, and Vite's loader would download it again
    // and restyle the whole page.
    cssCodeSplit: false,
    sourcemap: false,
    // `.vite/manifest.json`: the chunks each screen needs, which the server preloads with a page it
    // renders. A lazily loaded chunk then lists no dependencies of its own for the browser to preload:
    // that list of every chunk's name would otherwise sit in the first script (4 KB gzip).
    manifest: true,
    // Everything the first script imports in the one file, but React and the module that runs React
    // DOM (lib/react-dom-client.ts): split where lazy chunks share it, it was ten files, each
    // compressed on its own (4 KB more gzip) and each a request before the app runs. React and React
    // DOM's runner are files of their own so that a rendered page can run them in tasks of their own.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'react-dom-client', test: /src[\\/]lib[\\/]react-dom-client/, tags: ['$initial'], priority: 1 },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
  },
  // The server-render module carries everything it needs: the server loads it from wherever the
  // build was put, where no node_modules can be found.
  ssr: { noExternal: true, target: 'node' },
});
