/**
 * A vitest reporter that prints, at the end of a run, the ten slowest test files (to see where time
 * goes) and every test that passed only when tried again (to see what is flaky, and mend it).
 */
import type { Reporter, TestModule } from 'vitest/node';

const COUNT = 10;

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files = testModules
      .map((module) => ({ name: `${module.project.name} ${module.moduleId.replace(`${process.cwd()}/`, '')}`, ms: module.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, COUNT);
    if (!files.length) return;
    const lines = files.map(({ name, ms }) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
    process.stdout.write(`\nSlowest ${files.length} test files:\n${lines.join('\n')}\n`);
    const flaky = testModules.flatMap((module) =>
      [...module.children.allTests('passed')].filter((test) => test.diagnostic()?.flaky).map((test) => test.fullName),
    );
    process.stdout.write(
      flaky.length ? `\nPassed only when tried again (flaky, to mend):\n${flaky.map((name) => `  ${name}`).join('\n')}\n` : '\nNo test needed a second try.\n',
    );
  }
}
