import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { siteIslands } from './scripts/vite-site-islands.ts';

export default defineConfig({
  plugins: [tailwindcss(), siteIslands(), reactRouter()],
  build: { assetsInlineLimit: 0, sourcemap: false },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
