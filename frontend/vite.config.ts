import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// The UI is served by memgate itself (same origin as the API); `vite dev`
// proxies the API to a running `memgate serve` on MEMGATE_ADDR.
export default defineConfig({
  plugins: [svelte()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: {
    proxy: {
      '/v1': `http://${process.env.MEMGATE_ADDR ?? '127.0.0.1:7345'}`,
      '/login': `http://${process.env.MEMGATE_ADDR ?? '127.0.0.1:7345'}`,
    },
  },
  resolve: process.env.VITEST ? { conditions: ['browser'] } : undefined,
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'happy-dom',
  },
});
