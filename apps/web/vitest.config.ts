import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { translationPlugins } from './vite.lingui';

export default defineProject({
  plugins: [...translationPlugins(), react()],
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
