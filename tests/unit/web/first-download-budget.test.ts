import { describe, expect, it } from 'vitest';
import { budgetFailure, INITIAL_DOWNLOAD_BUDGET_KIB, INITIAL_DOWNLOAD_GOAL_KIB } from '../../support/web-bundle';

const sized = (kib: number) => ({ initialGzip: kib * 1024, initial: [{ file: 'assets/index-x.js', bytes: kib * 3072, gzip: kib * 1024 }] });

describe("the first download's budget", () => {
  it('is the goal: 1.1 times a minimal react-admin app, 340 KiB', () => {
    expect(INITIAL_DOWNLOAD_GOAL_KIB).toBe(340);
    expect(INITIAL_DOWNLOAD_BUDGET_KIB).toBe(INITIAL_DOWNLOAD_GOAL_KIB);
  });

  it('passes at the budget and fails past it, naming the size, the biggest files and what to do', () => {
    expect(budgetFailure(sized(INITIAL_DOWNLOAD_BUDGET_KIB))).toBeNull();
    const failure = budgetFailure(sized(INITIAL_DOWNLOAD_BUDGET_KIB + 1));
    expect(failure).toContain(`${INITIAL_DOWNLOAD_BUDGET_KIB + 1}.0 KiB gzip, over its budget of ${INITIAL_DOWNLOAD_BUDGET_KIB} KiB`);
    expect(failure).toContain('assets/index-x.js');
    expect(failure).toContain('shared/resource-index.ts');
    expect(failure).toContain('lazyScreen');
    expect(failure).toContain('bench/first-download-why.ts');
  });
});
