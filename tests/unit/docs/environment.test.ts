/**
 * @jest-environment node
 *
 * The environment is documented twice, in .env.example (with comments) and in
 * docs/development.md's table: both must name the same variables, and each must be read by code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

const example = new Set([...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));

function tableVariables(): Set<string> {
  const doc = read('docs/development.md');
  const section = doc.slice(doc.indexOf('## Environment'));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| variable |')));
  const names = new Set<string>();
  for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
    const first = row.split('|')[1]!;
    for (const [, name] of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(name!);
  }
  return names;
}

/** Every source file the app, its scripts and its config are made of. */
function sources(): string {
  const roots = ['app', 'lib', 'components', 'scripts', 'middleware.ts', 'instrumentation.ts', 'next.config.ts'];
  const texts: string[] = [];
  const walk = (at: string) => {
    if (statSync(at).isDirectory()) for (const entry of readdirSync(at)) walk(path.join(at, entry));
    else if (/\.(ts|tsx|mjs|cjs|js)$/.test(at)) texts.push(readFileSync(at, 'utf8'));
  };
  for (const root of roots) walk(path.join(process.cwd(), root));
  return texts.join('\n');
}

describe('the documented environment', () => {
  it('names the same variables in .env.example and in docs/development.md', () => {
    expect([...tableVariables()].sort()).toEqual([...example].sort());
  });

  it('names only variables some code reads', () => {
    const code = sources();
    const unread = [...example].filter((name) => !new RegExp(`['"\`.]${name}\\b`).test(code));
    expect(unread).toEqual([]);
  });
});
