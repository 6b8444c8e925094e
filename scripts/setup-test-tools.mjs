// `node scripts/setup-test-tools.mjs [chromium] [java] [postgresql]`: what the named checks need from outside
// npm (both by default) is found, installed from Debian, or named in the command to run.
import { ensureTestTools } from './lib/test-tools.ts';

const tools = process.argv.slice(2);
for (const tool of tools) {
  if (!['chromium', 'java', 'postgresql', 'pgbouncer'].includes(tool)) throw new Error(`Unknown tool "${tool}": expected chromium, java, postgresql or pgbouncer`);
}
if (!(await ensureTestTools(tools.length ? tools : ['chromium', 'java']))) process.exit(1);
