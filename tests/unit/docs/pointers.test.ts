import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A pointer such as `README "Deploying"` or `docs/operations.md "IndexNow"` in code, comments,
 * messages or docs names a heading that exists in that file, and no tracked file links outside
 * the repository by a relative path.
 */
const root = process.cwd();
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(ts|tsx|mjs|cjs|js|md|sql|example)$/.test(file) && !file.startsWith('tests/unit/docs/'));

const POINTER = /\b(README|docs\/[a-z0-9/-]+\.md),? "([^"\n]+)"/g;

function headings(file: string): Set<string> {
  const text = readFileSync(path.join(root, file === 'README' ? 'README.md' : file), 'utf8');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!.trim()));
}

describe('pointers to doc sections', () => {
  const pointers = tracked.flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(POINTER)].map((match) => ({ at: file, doc: match[1]!, section: match[2]! })),
  );

  it('are found (the check reads the files it should)', () => {
    expect(pointers.length).toBeGreaterThan(5);
  });

  it('name headings that exist', () => {
    const cache = new Map<string, Set<string>>();
    const broken = pointers.filter(({ doc, section }) => {
      if (!cache.has(doc)) cache.set(doc, headings(doc));
      return !cache.get(doc)!.has(section);
    });
    expect(broken.map(({ at, doc, section }) => `${at}: ${doc} "${section}"`)).toEqual([]);
  });

  it('name files and npm scripts that exist (README and docs/)', () => {
    const docs = tracked.filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')));
    const scripts = Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts);
    const missing = docs.flatMap((doc) => {
      const text = readFileSync(path.join(root, doc), 'utf8');
      const files = [...text.matchAll(/`((?:lib|app|components|content|scripts|tests|bench|supabase)\/[A-Za-z0-9_.\/\[\]()-]+)`/g)]
        .map((match) => match[1]!)
        .filter((file) => !/[*<]/.test(file) && !existsSync(path.join(root, file)));
      const commands = [...text.matchAll(/npm run ([a-z][a-z0-9:-]*)/g)].map((match) => match[1]!).filter((name) => !scripts.includes(name));
      return [...files.map((file) => `${doc}: ${file}`), ...commands.map((name) => `${doc}: npm run ${name}`)];
    });
    expect(missing).toEqual([]);
  });

  it('never lead outside the repository', () => {
    const outside = tracked.filter((file) => file.endsWith('.md') && /\]\(\.\.\/\.\.?\/?(shared|\.\.)|\]\(\.\.\/shared/.test(readFileSync(path.join(root, file), 'utf8')));
    const fromRoot = ['README.md'].filter((file) => /\]\(\.\.\//.test(readFileSync(path.join(root, file), 'utf8')));
    expect([...outside, ...fromRoot]).toEqual([]);
  });
});
