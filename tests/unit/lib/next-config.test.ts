/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { NEXT_START_FLAGS } from '@/scripts/lib/next-start';

// `npm start` has Node load next.config.ts with its own type stripping, which keeps Next's SWC
// binding out of the server's memory (docs/performance.md, "Server memory"). Node resolves no
// extensionless import and no @/ alias: one such import in the config or a file it imports, and
// Next falls back to SWC with only a warning in the log. This loads the config as Node does.
describe('next.config.ts', () => {
  it("loads with Node's type stripping, as `next start` loads it", () => {
    const script = "const { default: config } = await import('./next.config.ts'); console.log(JSON.stringify({ handler: typeof config.cacheHandler, redirects: (await config.redirects()).length }));";
    const run = spawnSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const loaded = JSON.parse(run.stdout) as { handler: string; redirects: number };
    expect(loaded.handler).toBe('string');
    expect(loaded.redirects).toBeGreaterThan(0);
  });

  it('is loaded that way by `npm start`, and by the servers the tests and benches start (NEXT_START_FLAGS)', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(NEXT_START_FLAGS).toContain('--experimental-next-config-strip-types');
    const start = (scripts.start ?? '').split(' ');
    expect(start.slice(start.indexOf('next'), start.indexOf('next') + 2)).toEqual(['next', 'start']);
    expect(start).toEqual(expect.arrayContaining(NEXT_START_FLAGS));
  });
});
