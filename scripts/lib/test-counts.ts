// What a Playwright JSON report says ran: passed, failed, deliberately skipped, and not run at
// all (a stopped serial group or project), which the summary counts as failed, never as skipped.
// Also the ten slowest tests. Plain Node (erasable TypeScript): scripts/test-all.mjs imports it.

type Outcome = 'passed' | 'flaky' | 'failed' | 'skipped' | 'notRun';
type Counts = { passed: number; failed: number; skipped: number; notRun: number };
type ReportTest = { status?: string; projectName?: string; annotations?: { type: string }[]; results?: { duration?: number }[] };
type ReportSuite = { file?: string; specs?: { title: string; tests?: ReportTest[] }[]; suites?: ReportSuite[] };

/** `report`: Playwright's JSON reporter output, or undefined when it wrote none. */
export function playwrightCounts(report: { suites?: ReportSuite[] } | undefined) {
  const counts = { passed: 0, failed: 0, flaky: 0, skipped: 0, notRun: 0, files: {} as Record<string, Counts>, slowest: [] as { title: string; ms: number }[] };
  const timed: { title: string; ms: number }[] = [];
  (function walk(suites: ReportSuite[] = [], file?: string) {
    for (const suite of suites) {
      const at = suite.file ?? file;
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const name = at?.split('/').pop() ?? '';
          const bucket = (counts.files[name] ??= { passed: 0, failed: 0, skipped: 0, notRun: 0 });
          const kind = classify(test);
          counts[kind]++;
          if (kind === 'flaky') counts.passed++;
          bucket[kind === 'flaky' ? 'passed' : kind]++;
          const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
          timed.push({ title: `[${test.projectName}] ${name} › ${spec.title}`, ms });
        }
      }
      walk(suite.suites, at);
    }
  })(report?.suites);
  counts.slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, 10);
  return counts;
}

/** One test's outcome: passed, flaky (passed on a retry), failed, skipped (test.skip) or notRun. */
function classify(test: ReportTest): Outcome {
  if (test.status === 'expected') return 'passed';
  if (test.status === 'flaky') return 'flaky';
  if (test.status === 'unexpected') return 'failed';
  // 'skipped': deliberately (a skip annotation) or because it never got to run.
  const deliberate = (test.annotations ?? []).some((a) => a.type === 'skip' || a.type === 'fixme');
  return deliberate ? 'skipped' : 'notRun';
}
