import { describe, expect, it } from 'vitest';
import { budgetFailure, INITIAL_DOWNLOAD_BUDGET_KIB } from '../../support/web-bundle';

const sized = (kib: number) => ({ initialGzip: kib * 1024, initial: [{ file: 'assets/index-x.js', bytes: kib * 3072, gzip: kib * 1024 }] });

describe("the first download's budget", () => {
  it('is the issue’s goal, 1.1 times a minimal react-admin app', () => expect(INITIAL_DOWNLOAD_BUDGET_KIB).toBe(340));

  it('passes at the budget and fails past it, naming the size, the biggest files and what to do', () => {
    expect(budgetFailure(sized(340))).toBeNull();
    const failure = budgetFailure(sized(341));
    expect(failure).toContain('341.0 KiB gzip, over its budget of 340 KiB');
    expect(failure).toContain('assets/index-x.js');
    expect(failure).toContain('shared/resource-index.ts');
    expect(failure).toContain('lazyScreen');
    expect(failure).toContain('bench/first-download-why.ts');
  });
});
