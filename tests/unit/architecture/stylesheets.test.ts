/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { publicRouteFiles, read, root } from '../../helpers/import-graph';

// The public pages' stylesheet (app/site.css) has Tailwind write utilities only for the class
// names in the sources it lists, so the admin's never reach a visitor. A public component in a
// file it does not scan would render unstyled, and only on the pages that use it: every file a
// public route imports, on the server or in the browser, must be one of its sources.

type Rule = { exclude: boolean; dir: string };

function sourcesOf(stylesheet: string): Rule[] {
  const text = fs.readFileSync(stylesheet, 'utf8');
  expect(text).toMatch(/@import 'tailwindcss' source\(none\);/);
  return [...text.matchAll(/^@source (not )?'([^']+)';$/gm)].map(([, not, dir]) => ({ exclude: !!not, dir: path.resolve(path.dirname(stylesheet), dir!) }));
}

const within = (file: string, dir: string) => file === dir || file.startsWith(dir + path.sep);
const scanned = (file: string, rules: Rule[]) => rules.some((r) => !r.exclude && within(file, r.dir)) && !rules.some((r) => r.exclude && within(file, r.dir));

/** Every file the entries import, directly or not. */
function imported(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (/\.tsx?$/.test(file)) for (const next of read(file).files) visit(next);
  };
  entries.forEach(visit);
  return seen;
}

describe("the public pages' stylesheet", () => {
  const rules = sourcesOf(path.join(root, 'app/site.css'));

  it("scans every file a public route imports, and not the admin's", () => {
    const files = [...imported(publicRouteFiles())].filter((file) => /\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => !scanned(file, rules)).map((file) => path.relative(root, file))).toEqual([]);
    for (const admin of ['app/admin/layout.tsx', 'components/admin/post-form.tsx']) expect(scanned(path.join(root, admin), rules)).toBe(false);
  });

  it("the admin's stylesheet scans the whole project", () => {
    const admin = fs.readFileSync(path.join(root, 'app/admin/admin.css'), 'utf8');
    expect(admin).toMatch(/^@import 'tailwindcss';$/m);
    expect(admin).not.toMatch(/@source/);
  });
});
