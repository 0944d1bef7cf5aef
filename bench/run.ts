/** `npm run bench`: runs every benchmark in this folder, one after the other, each in its own process. */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('.', import.meta.url));
const scripts = readdirSync(folder)
  .filter((name) => name.endsWith('.ts') && name !== 'run.ts')
  .sort();
let failed = 0;
for (const script of scripts) {
  console.log(`\n# ${script}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `${folder}${script}`], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
