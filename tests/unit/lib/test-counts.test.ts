/**
 * @jest-environment node
 *
 * The closing line's counts: a test that never ran is not a skipped test.
 */
import { playwrightCounts } from '../../../scripts/lib/test-counts';

const test = (status: string, duration = 10, annotations: { type: string }[] = []) => ({ status, projectName: 'public', annotations, results: [{ duration }] });

describe('playwrightCounts', () => {
  it('tells passed, flaky, failed, deliberately skipped and never run apart', () => {
    const report = {
      suites: [
        {
          file: 'tests/e2e/blog.spec.ts',
          specs: [
            { title: 'lists posts', tests: [test('expected', 1200)] },
            { title: 'retried', tests: [test('flaky', 3400)] },
            { title: 'broken', tests: [test('unexpected', 500)] },
            { title: 'skipped on purpose', tests: [test('skipped', 0, [{ type: 'skip' }])] },
            { title: 'after a failure in its serial group', tests: [test('skipped', 0)] },
          ],
          suites: [{ specs: [{ title: 'nested', tests: [test('skipped', 0)] }] }],
        },
      ],
    };
    const counts = playwrightCounts(report);
    expect(counts).toMatchObject({ passed: 2, flaky: 1, failed: 1, skipped: 1, notRun: 2 });
    expect(counts.files['blog.spec.ts']).toEqual({ passed: 2, failed: 1, skipped: 1, notRun: 2 });
    expect(counts.slowest[0]).toEqual({ title: '[public] blog.spec.ts › retried', ms: 3400 });
  });

  it('counts nothing from a report that was never written', () => {
    expect(playwrightCounts(undefined)).toMatchObject({ passed: 0, failed: 0, skipped: 0, notRun: 0, slowest: [] });
  });
});
