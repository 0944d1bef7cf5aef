/**
 * The portal's build: sources in web/, output in dist/web (served at "/" by the API server).
 * In development `npm run dev:web` proxies /api to the API on port 3000, so the portal always
 * talks to a same-origin /api.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./web'),
  plugins: [react()],
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    // The shell (React, MUI, react-admin, zod) is one ~600 kB shared chunk; bench/web-bundle-size.ts watches it.
    chunkSizeWarningLimit: 700,
    // French, MSAL and each resource's screens are separate chunks loaded on demand (dynamic
    // imports). No manual vendor chunk: grouping vendors by package pulls code that only lazy
    // screens use into the first download (measured: +48 KiB gzip).
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
