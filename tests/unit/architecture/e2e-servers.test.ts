import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { portOffsets } from '../../helpers/servers';

// A spec starts a server only through startNext (tests/helpers/next-server.ts), on a port named
// in the table of tests/helpers/servers.ts: one way to start a server, and no two on one port.
const STARTS_A_PROCESS = [
  [/from ['"](node:)?child_process['"]/, 'imports child_process'],
  [/next\/dist\/bin\/next|['"]next['"],\s*\[?\s*['"]start['"]|\bnext start\b/, 'runs `next start`'],
] as const;
const NAMES_A_PORT = [
  [/\b(localhost|127\.0\.0\.1|\[::1\]):\d/, 'a host with a port number'],
  [/\w*[pP]ort\w*\s*[+-]\s*\d/, 'a port worked out from a number'],
  [/[pP]ort['"]?\s*:\s*\d/, 'a port number in an object'],
  [/--port['"]?,?\s*['"]?\d/, 'a port number on a command line'],
  [/\b(startNext|start\w*Sink|start\w*Receivers?|listen)\(\s*\d/, 'a port number given to a server'],
] as const;

const COMMENT = /^\s*(\/\/|\/?\*)/;

/** What in `source` breaks the rule, comment lines aside: each finding as `line: what`. */
function serverRuleBreaks(source: string, { mayRunNext = false } = {}): string[] {
  const rules = mayRunNext ? NAMES_A_PORT : [...STARTS_A_PROCESS, ...NAMES_A_PORT];
  return source
    .split('\n')
    .flatMap((line, i) => (COMMENT.test(line) ? [] : rules.filter(([pattern]) => pattern.test(line)).map(([, what]) => `${i + 1}: ${what}`)));
}

const root = process.cwd();
const specs = readdirSync(path.join(root, 'tests/e2e')).filter((file) => file.endsWith('.ts'));

describe('servers in the e2e suite', () => {
  it.each(specs)('tests/e2e/%s starts no server itself and names no port number', (file) => {
    expect(serverRuleBreaks(readFileSync(path.join(root, 'tests/e2e', file), 'utf8'))).toEqual([]);
  });

  // Their webServer commands run `next start`, on ports from the table.
  it.each(['playwright.config.ts', 'playwright.soak.config.ts'])('%s names no port number', (file) => {
    expect(serverRuleBreaks(readFileSync(path.join(root, file), 'utf8'), { mayRunNext: true })).toEqual([]);
  });

  it('finds a spec that spawns `next start` or names a port', () => {
    const spawned = [
      "import { spawn } from 'node:child_process';",
      "const server = spawn('npx', ['next', 'start', '--port', String(port + 2)]);",
      "spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start']);",
    ].join('\n');
    expect(serverRuleBreaks(spawned)).toEqual(['1: imports child_process', '2: runs `next start`', '2: a port worked out from a number', '3: runs `next start`']);
    expect(serverRuleBreaks('const url = `http://localhost:3150`;')).toEqual(['1: a host with a port number']);
    expect(serverRuleBreaks('const ports = [basePort + 60, basePort + 61];')).toEqual(['1: a port worked out from a number']);
    expect(serverRuleBreaks('await startReceivers({ smtpPort: 3142, webhookPort: 3143 });')).toEqual(['1: a port number in an object']);
    expect(serverRuleBreaks('sink = await startSmtpSink(3151);')).toEqual(['1: a port number given to a server']);
    expect(serverRuleBreaks("command: 'npx next start --port 3101'", { mayRunNext: true })).toEqual(['1: a port number on a command line']);
    expect(serverRuleBreaks("sink = await startSmtpSink(ports.newsletterSmtp);\nserver = await startNext('newsletter', { distDir });")).toEqual([]);
    expect(serverRuleBreaks('// two `next start` processes on localhost:3140')).toEqual([]);
  });

  it('gives every server, sink and receiver a port of its own', () => {
    const offsets = Object.values(portOffsets);
    expect(new Set(offsets).size).toBe(offsets.length);
  });
});
