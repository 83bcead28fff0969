// A Vitest reporter for CI (.ci/run adds it beside the default one): at the end of the run it prints the
// ten test files that took longest, so the next change that slows CI down shows which file it was.
// A file's time is what its worker spent on it: setting up, importing (collecting) and running its tests.

const COUNT = 10;

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export default class SlowestFilesReporter {
  /** @param {import('vitest/node').Vitest} vitest */
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  /** @param {ReadonlyArray<import('vitest/node').TestModule>} testModules */
  onTestRunEnd(testModules) {
    const rows = testModules.map((m) => {
      const d = m.diagnostic();
      const setup = d.environmentSetupDuration + d.prepareDuration + d.setupDuration;
      return { file: `${m.project.name} ${m.relativeModuleId}`, total: setup + d.collectDuration + d.duration, setup, imports: d.collectDuration, tests: d.duration };
    });
    rows.sort((a, b) => b.total - a.total);
    const lines = rows.slice(0, COUNT).map((r, i) =>
      `${String(i + 1).padStart(2)}. ${seconds(r.total).padStart(8)}  ${r.file}  (set-up ${seconds(r.setup)}, import ${seconds(r.imports)}, tests ${seconds(r.tests)})`,
    );
    console.log(`\nThe ${Math.min(COUNT, rows.length)} slowest test files of ${rows.length}:\n${lines.join('\n')}\n`);
  }
}
