/** A vitest reporter that prints the ten slowest test files at the end of a run, to see where time goes. */
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
  }
}
