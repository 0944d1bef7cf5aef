/**
 * Gzip size of the JavaScript a first visit downloads: the entry script of dist/web/index.html
 * and every chunk it imports statically (dynamic imports, loaded on demand, are listed apart).
 * `npx tsx bench/web-bundle-size.ts` builds the portal first; with a folder argument it measures
 * that build as it is. The measure and its budget are tests/support/web-bundle.ts's.
 */
import { buildWeb } from '../tests/support/web-build';
import { budgetFailure, INITIAL_DOWNLOAD_BUDGET_KIB, kib, measureBundle } from '../tests/support/web-bundle';

export { measureBundle, type BundleSize } from '../tests/support/web-bundle';

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv[2]) await buildWeb();
  const result = measureBundle(process.argv[2]);
  for (const f of result.initial) console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KiB gzip  ${(f.bytes / 1024).toFixed(1).padStart(7)} KiB  ${f.file}`);
  console.log(`initial JS: ${kib(result.initialGzip)} gzip (budget ${INITIAL_DOWNLOAD_BUDGET_KIB} KiB); loaded on demand: ${kib(result.lazyGzip)} gzip`);
  const failure = budgetFailure(result);
  if (failure) console.log(failure);
}
