// CI's closing line (.ci/run): the gate's and the soak tier's counts added up, as
// `N passed, N failed, N skipped`. A tier that wrote no summary (it crashed first) counts as a
// failure.
import { existsSync, readFileSync } from 'node:fs';

const total = { passed: 0, failed: 0, skipped: 0 };
for (const tier of ['gate', 'soak']) {
  const file = `.reports/summary-${tier}.json`;
  if (!existsSync(file)) {
    console.log(`${tier}: no summary (it did not finish)`);
    total.failed++;
    continue;
  }
  const counts = JSON.parse(readFileSync(file, 'utf8'));
  console.log(`${tier}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  for (const key of Object.keys(total)) total[key] += counts[key];
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed ? 1 : 0);
