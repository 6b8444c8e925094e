// What the test suite needs from outside npm, found, installed from Debian where possible, or
// named in the one command to run. Imported by scripts/test-all.mjs (Node 24 strips the types).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export type Tool = 'chromium' | 'java' | 'postgresql' | 'pgbouncer';

/**
 * The Debian packages that provide each tool. Chromium's headless shell runs the e2e tests, the
 * full browser the benches (Lighthouse among them). With them, Arial's metric twin: the e2e tests
 * check the fallback fonts (app/font-fallbacks.css) against it; and DejaVu, the sans-serif that
 * sharp draws an SVG's text with when it converts the site's images for e-mails (the tests check
 * that the text is drawn).
 */
export const debianPackages: Record<Tool, string> = {
  chromium: 'chromium chromium-headless-shell fonts-liberation fonts-dejavu-core',
  java: 'default-jre-headless',
  postgresql: 'postgresql',
  pgbouncer: 'pgbouncer',
};

/** vnu.jar, the HTML checker, needs Java 11 or later. */
export const MIN_JAVA = 11;

export type Machine = { isRoot: boolean; hasAptGet: boolean };

export type SetupPlan =
  | { kind: 'ready' }
  | { kind: 'install'; command: string }
  | { kind: 'stop'; message: string; command?: string };

const toolPurpose: Record<Tool, string> = {
  chromium: 'Chromium and its fonts (for the e2e tests and the e-mail images)',
  java: `Java ${MIN_JAVA}+ (for the HTML check)`,
  postgresql: 'PostgreSQL 15+ (for the tests on a real database server)',
  pgbouncer: 'PgBouncer (for the tests through a transaction pooler, as Supabase runs one)',
};

const toolHint: Record<Tool, string> = {
  chromium: 'Chromium, with PLAYWRIGHT_CHROMIUM_PATH set to its binary, and the DejaVu Sans font',
  java: `a Java ${MIN_JAVA}+ runtime with \`java\` on the PATH`,
  postgresql: 'PostgreSQL 15+ (initdb and pg_ctl), or set TEST_DATABASE_URL to a server the tests may use',
  pgbouncer: 'PgBouncer 1.18+ (`pgbouncer` on the PATH or in /usr/sbin)',
};

/** Decides, without side effects, how to get the missing tools on this machine. */
export function planSetup(missing: readonly Tool[], machine: Machine): SetupPlan {
  if (missing.length === 0) return { kind: 'ready' };
  const packages = missing.map((tool) => debianPackages[tool]).join(' ');
  const what = missing.map((tool) => toolPurpose[tool]).join(' and ');
  if (machine.hasAptGet && machine.isRoot) return { kind: 'install', command: `apt-get update && apt-get install -y ${packages}` };
  if (machine.hasAptGet) {
    return { kind: 'stop', message: `${what} not found. Install it, then run the tests again:`, command: `sudo apt-get update && sudo apt-get install -y ${packages}` };
  }
  const hints = missing.map((tool) => toolHint[tool]);
  return { kind: 'stop', message: `${what} not found, and this is not a Debian machine: install ${hints.join(' and ')}, then run the tests again.` };
}

/**
 * The browser the e2e tests will launch (tests/helpers/servers.ts), if it exists: the same order
 * of choice. On Debian the gate wants the headless shell and installs it when it is missing: the
 * full browser would run every test too, at three times the cost of each page.
 */
export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  if (env.PLAYWRIGHT_CHROMIUM_PATH) return existsSync(env.PLAYWRIGHT_CHROMIUM_PATH) ? env.PLAYWRIGHT_CHROMIUM_PATH : undefined;
  if (existsSync('/usr/bin/chromium-headless-shell')) return '/usr/bin/chromium-headless-shell';
  if (existsSync('/etc/debian_version')) return undefined;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    // Playwright's own download, where someone ran `npx playwright install chromium`.
    const { chromium } = await import('playwright');
    const bundled = chromium.executablePath();
    return existsSync(bundled) ? bundled : undefined;
  } catch {
    return undefined;
  }
}

/** Whether fontconfig finds DejaVu Sans, which the e-mail images' SVG text is drawn with on Linux. */
export function hasDejaVuSans(): boolean {
  if (process.platform !== 'linux') return true;
  const listed = spawnSync('fc-list', [':family=DejaVu Sans', 'file'], { encoding: 'utf8' });
  return listed.status === 0 ? listed.stdout.trim() !== '' : existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
}

/** The folder of initdb and pg_ctl: Debian's newest cluster version, or the PATH's. */
export function postgresBinDir(): string | undefined {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => Number(v) >= 15 && existsSync(`${debian}/${v}/bin/initdb`))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return `${debian}/${versions[0]}/bin`;
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return found ? path.dirname(found) : undefined;
}

/** PgBouncer's binary: Debian puts it in /usr/sbin, which a non-root PATH may lack. */
export function pgbouncerBin(): string | undefined {
  if (existsSync('/usr/sbin/pgbouncer')) return '/usr/sbin/pgbouncer';
  return spawnSync('sh', ['-c', 'command -v pgbouncer'], { encoding: 'utf8' }).stdout.trim() || undefined;
}

/** "17.0.15" → 17, "1.8.0_392" → 8, from `java -version`'s first line. */
export function parseJavaMajor(versionOutput: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

export function javaMajor(): number | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return result.status === 0 ? parseJavaMajor(`${result.stderr}${result.stdout}`) : undefined;
}

async function missingTools(tools: readonly Tool[]): Promise<Tool[]> {
  const missing: Tool[] = [];
  for (const tool of tools) {
    const found =
      tool === 'chromium'
        ? Boolean(await findChromium()) && hasDejaVuSans()
        : tool === 'java'
          ? (javaMajor() ?? 0) >= MIN_JAVA
          : tool === 'pgbouncer'
            ? Boolean(pgbouncerBin())
            : Boolean(postgresBinDir());
    if (!found) missing.push(tool);
  }
  return missing;
}

function stop(message: string, command?: string): false {
  console.error(`\n✖ ${message}`);
  if (command) console.error(`\n    ${command}\n`);
  return false;
}

/**
 * Makes sure the tools are there before anything is built: installs them with apt-get when
 * running as root on Debian, otherwise stops with the command to run. Never skips a check.
 */
export async function ensureTestTools(tools: readonly Tool[]): Promise<boolean> {
  const { PLAYWRIGHT_CHROMIUM_PATH } = process.env;
  if (tools.includes('chromium') && PLAYWRIGHT_CHROMIUM_PATH && !existsSync(PLAYWRIGHT_CHROMIUM_PATH)) {
    // Installing Debian's Chromium would not help: the variable wins in playwright.config.ts.
    return stop(`PLAYWRIGHT_CHROMIUM_PATH is ${PLAYWRIGHT_CHROMIUM_PATH}, which does not exist. Point it at a Chromium binary, or unset it:`, 'unset PLAYWRIGHT_CHROMIUM_PATH');
  }
  const missing = await missingTools(tools);
  const machine = { isRoot: process.getuid?.() === 0, hasAptGet: spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0 };
  const plan = planSetup(missing, machine);
  if (plan.kind === 'ready') return true;
  if (plan.kind === 'stop') return stop(plan.message, plan.command);

  console.log(`\n▶ setup: ${missing.join(' and ')} missing; installing from Debian: ${plan.command}`);
  // Slim Debian images lack this folder, and the JRE's post-install step fails without it.
  const script = `mkdir -p /usr/share/man/man1 && ${plan.command}`;
  const installed = spawnSync('sh', ['-c', script], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const still = await missingTools(tools);
  if (installed.status !== 0) return stop(`apt-get failed (exit ${installed.status}). Fix the cause above, then run:`, plan.command);
  if (still.length > 0) return stop(`${still.join(' and ')} still not found after installing (is it on the PATH?)`);
  return true;
}
