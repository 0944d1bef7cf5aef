/**
 * Why a module is in the portal's first download: builds the portal (without writing it) and
 * prints, for each module whose path contains an argument, the shortest chain of static imports
 * from the entry to it; "not in the first download" when only dynamic imports reach it.
 * `npx tsx bench/first-download-why.ts luxon zod/index shared/administration/products`
 */
import { build, type Plugin } from 'vite';

const targets = process.argv.slice(2);
const root = process.cwd();
const short = (id: string) => id.replace(`${root}/`, '').replace(/.*node_modules\//, 'node_modules/');

const why = (): Plugin => ({
  name: 'first-download-why',
  generateBundle() {
    const ids = [...this.getModuleIds()];
    const entry = ids.find((id) => this.getModuleInfo(id)?.isEntry);
    if (!entry) return;
    const from = new Map<string, string | null>([[entry, null]]);
    const queue = [entry];
    while (queue.length) {
      const id = queue.shift()!;
      for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
        if (from.has(next)) continue;
        from.set(next, id);
        queue.push(next);
      }
    }
    for (const target of targets) {
      const hit = [...from.keys()].find((id) => id.includes(target));
      if (!hit) {
        console.log(`${target}: not in the first download`);
        continue;
      }
      const chain: string[] = [];
      for (let at: string | null = hit; at; at = from.get(at) ?? null) chain.unshift(short(at));
      console.log(`${target}:\n  ${chain.join('\n  -> ')}`);
    }
  },
});

if (!targets.length) console.log('usage: npx tsx bench/first-download-why.ts <part of a module path>...');
else {
  process.env.NODE_ENV = 'production';
  await build({ configFile: `${root}/vite.config.ts`, logLevel: 'silent', mode: 'production', build: { write: false }, plugins: [why()] });
}
