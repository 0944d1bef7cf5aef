/**
 * The portal's build: sources in web/, output in dist/web (served at "/" by the API server).
 * In development `npm run dev:web` proxies /api to the API on port 3000, so the portal always
 * talks to a same-origin /api.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `locales/en.json?subtree=messages`: one top-level key of a locale file, as JSON, so that a
 * chunk can carry a few texts of the other language without all of them (French carries the
 * English catalogue of server messages, to recognise them). vitest.config.ts uses it too.
 */
export const localeSubtree = (): Plugin => ({
  name: 'locale-subtree',
  enforce: 'pre',
  async resolveId(source, importer) {
    const [path, query] = source.split('?');
    const key = new URLSearchParams(query ?? '').get('subtree');
    if (!key || !path.endsWith('.json')) return null;
    const file = await this.resolve(path, importer, { skipSelf: true });
    return file ? `\0locale-subtree:${key}:${file.id}` : null;
  },
  load(id) {
    const match = /^\0locale-subtree:(\w+):(.+)$/.exec(id);
    if (!match) return null;
    const tree = (JSON.parse(readFileSync(match[2], 'utf8')) as Record<string, unknown>)[match[1]] ?? {};
    // Its id ends in .json: vite's JSON plugin makes the module.
    return JSON.stringify(tree);
  },
});

export default defineConfig({
  root: here('./web'),
  plugins: [react(), localeSubtree()],
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    // The shell (React, MUI, react-admin, zod) is one ~600 kB shared chunk; bench/web-bundle-size.ts watches it.
    chunkSizeWarningLimit: 700,
    // Each language's texts, MSAL, the layout and each resource's description and screens are
    // separate chunks loaded on demand (dynamic imports; see README, "The first download"). No manual vendor chunk: grouping vendors by package pulls code that only lazy
    // screens use into the first download (measured: +48 KiB gzip).
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically is one chunk: it all loads at start anyway. Split by
          // which lazy screens share each part, it was 96 chunks, each with its own import and
          // export lists and compressed apart: 344 KiB gzip, 299 KiB as one chunk.
          groups: [{ name: 'start', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
