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
  build: { target: 'es2022', sourcemap: false },
  // The server-render module carries everything it needs: the server loads it from wherever the
  // build was put, where no node_modules can be found.
  ssr: { noExternal: true, target: 'node' },
});
