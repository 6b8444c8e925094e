import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The W3C Nu HTML Checker shipped by the pinned `vnu-jar` devDependency. */
export const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * Messages that are not ours to fix, each by its exact text with the reason. Nothing else may
 * be added without a reason this strong: every other message fails the check.
 */
export const allowedMessages = [
  {
    message: 'Bad value “” for attribute “action” on element “form”: Must be non-empty.',
    reason:
      'React renders action="" on every server-action form so that it posts to the page without JavaScript (progressive enhancement); the markup is the framework\'s, not ours.',
  },
] as const;

export type HtmlPage = { name: string; html: string };
export type HtmlError = { page: string; line?: number; column?: number; message: string; extract?: string };

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

const allowed = new Set<string>(allowedMessages.map((entry) => entry.message));

/**
 * The build's stylesheet, which Next inlines as `<style data-precedence>`, is emptied before the
 * check: the checker's CSS grammar predates what Tailwind emits (`@property`), and the check is of
 * the markup, as it was while the stylesheet was linked. The element itself is still checked.
 */
const withoutFrameworkCss = (html: string) => html.replace(/(<style data-precedence="[^"]*"[^>]*>)[\s\S]*?(<\/style>)/g, '$1$2');

/**
 * Checks every page in one run of the checker (the JVM takes seconds to start) and returns its
 * errors, apart from the allowed ones. Warnings are not errors and are left out.
 */
export async function checkHtml(pages: readonly HtmlPage[]): Promise<HtmlError[]> {
  if (pages.length === 0) throw new Error('checkHtml: no pages to check');
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    const files = new Map<string, string>();
    await Promise.all(
      pages.map(async (page, index) => {
        const file = path.join(dir, `${String(index).padStart(3, '0')}.html`);
        files.set(path.basename(file), page.name);
        await writeFile(file, withoutFrameworkCss(page.html));
      }),
    );
    const output = await runVnu(['--format', 'json', '--stdout', '--exit-zero-always', ...[...files.keys()].sort().map((f) => path.join(dir, f))]);
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    return messages
      .filter((m) => m.type !== 'info' && !allowed.has(m.message))
      .map((m) => ({
        page: (m.url && files.get(path.basename(new URL(m.url).pathname))) ?? m.url ?? 'unknown page',
        line: m.lastLine,
        column: m.firstColumn ?? m.lastColumn,
        message: m.type === 'non-document-error' ? `checker could not read the page: ${m.message}` : m.message,
        extract: m.extract,
      }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One line per error: `page line:column message — extract`. */
export function formatHtmlError(error: HtmlError): string {
  const where = error.line === undefined ? '' : ` ${error.line}:${error.column ?? 0}`;
  const extract = error.extract ? ` — ${error.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}` : '';
  return `${error.page}${where} ${error.message}${extract}`;
}

function runVnu(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('java', ['-Xss4m', '-jar', vnuJar, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error('No Java runtime: the HTML check runs vnu.jar with `java` (11 or later). `npm test` and `npm run check:html` install it where they can; otherwise run: sudo apt-get update && sudo apt-get install -y default-jre-headless')
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`vnu.jar exited with ${code}: ${stderr || stdout}`));
    });
  });
}
