/**
 * @jest-environment node
 *
 * A server's own copy of the build: what its page cache writes must never reach the build.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyBuild } from '../../../scripts/lib/build-copy';

let root: string;
const build = (file: string) => path.join(root, '.next', file);
const copy = (file: string) => path.join(root, '.next-e2e-test', file);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-copy-'));
  const files: Record<string, string> = {
    'BUILD_ID': 'build-1',
    'server/chunks/page.js': 'module.exports = 1;',
    'server/app/blog.html': '<p>prerendered</p>',
    'server/app/blog.meta': '{"status":200}',
    'server/route-cache/blog/page.html': '<p>cached by a run</p>',
    'cache/turbopack/blob': 'build cache',
    'cache/fetch-cache/read': '{"kind":"FETCH"}',
    'types/routes.d.ts': 'export {};',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(build(file)), { recursive: true });
    writeFileSync(build(file), text);
  }
  mkdirSync(build('node_modules'));
  symlinkSync('../../node_modules/sharp', build('node_modules/sharp-1234'));
  copyBuild(path.join(root, '.next-e2e-test'), path.join(root, '.next'));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('copyBuild', () => {
  it('copies what the page cache writes over, so a write in the copy leaves the build as it was', () => {
    expect(statSync(copy('server/app/blog.html')).ino).not.toBe(statSync(build('server/app/blog.html')).ino);
    writeFileSync(copy('server/app/blog.html'), '<p>rendered by the copy’s server</p>');
    writeFileSync(copy('server/app/blog.meta'), '{"status":404}');
    expect(readFileSync(build('server/app/blog.html'), 'utf8')).toBe('<p>prerendered</p>');
    expect(readFileSync(build('server/app/blog.meta'), 'utf8')).toBe('{"status":200}');
    expect(readFileSync(copy('BUILD_ID'), 'utf8')).toBe('build-1');
  });

  it('links the code instead of copying it', () => {
    expect(statSync(copy('server/chunks/page.js')).ino).toBe(statSync(build('server/chunks/page.js')).ino);
  });

  it('keeps links to packages as links, pointing where they did', () => {
    expect(readlinkSync(copy('node_modules/sharp-1234'))).toBe('../../node_modules/sharp');
  });

  it('leaves out the build cache, cached reads, pages cached by earlier runs and type files', () => {
    for (const left of ['cache', 'server/route-cache', 'types']) expect(existsSync(copy(left))).toBe(false);
  });

  it('replaces an earlier copy whole', () => {
    writeFileSync(copy('stale'), 'from an earlier run');
    copyBuild(path.join(root, '.next-e2e-test'), path.join(root, '.next'));
    expect(existsSync(copy('stale'))).toBe(false);
  });
});
