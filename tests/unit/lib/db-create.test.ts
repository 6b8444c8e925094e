/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A new embedded database is made by a short-lived process of its own (lib/db/pglite.ts), so the
// server never holds initdb's memory: what it makes must open and keep data, and when it cannot
// make one the error says where and why.
const created: string[] = [];
afterAll(() => created.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const globalForDb = globalThis as typeof globalThis & { __localDb?: Promise<unknown> };

async function openIn(root: string) {
  const previous = process.env.DATA_DIR;
  process.env.DATA_DIR = root;
  globalForDb.__localDb = undefined;
  try {
    const { localDatabase } = await import('@/lib/db/pglite');
    return await localDatabase();
  } finally {
    process.env.DATA_DIR = previous;
  }
}

describe('a new embedded database', () => {
  it('is made with the schema and the sample posts, and keeps what is written to it after a restart', async () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), 'db-create-')), 'data');
    created.push(path.dirname(root));
    const db = await openIn(root);
    const posts = await db.query<{ n: number }>('select count(*)::int as n from blog_posts');
    expect(posts.rows[0]!.n).toBeGreaterThan(0);
    await db.exec('create table kept (note text); insert into kept values (\'still here\')');
    await db.close();

    const reopened = await openIn(root);
    expect((await reopened.query<{ note: string }>('select note from kept')).rows).toEqual([{ note: 'still here' }]);
    await reopened.close();
  }, 120_000);

  it('names the folder it could not make the database in, and why', async () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), 'db-create-')), 'data');
    created.push(path.dirname(root));
    mkdirSync(root, { recursive: true, mode: 0o700 });
    writeFileSync(path.join(root, 'pglite'), 'a file where the database folder goes');
    await expect(openIn(root)).rejects.toThrow(`Could not create the embedded database in ${path.join(root, 'pglite')}: `);
  }, 60_000);
});
