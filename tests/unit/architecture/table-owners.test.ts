/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

// Each domain's tables (and the SQL functions over them) are named only in that domain's folder,
// where its one repository speaks SQL for them: nothing else reads or writes them behind its back.
const root = process.cwd();
const OWNERS: { folder: string; owns: (name: string) => boolean }[] = [
  { folder: 'lib/newsletter/', owns: (name) => name.startsWith('newsletter_') },
  { folder: 'lib/leads/', owns: (name) => /^(contact_requests?|lead_notifications)/.test(name) || name === 'create_contact_request_with_outbox' },
];
const SHIPPED = ['lib', 'app', 'components', 'content', 'scripts', 'middleware.ts', 'instrumentation.ts'];
const SOURCE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** Every table and function the migrations create, by name. */
function schemaObjects(): string[] {
  const dir = path.join(root, 'supabase/migrations');
  const names = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.sql'))) {
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const [, name] of sql.matchAll(/create\s+(?:or\s+replace\s+)?(?:table|function)\s+(?:if\s+not\s+exists\s+)?public\.(\w+)/gi)) names.add(name!.toLowerCase());
  }
  return [...names].sort();
}

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return SOURCE.test(entry) ? [entry] : [];
  return fs.readdirSync(full).flatMap((name) => sourceFiles(path.posix.join(entry, name)));
}

/** `file: name` for each owned name a file outside its owner's folder names. */
function namedOutsideOwner(files: Record<string, string>, objects: string[]): string[] {
  const owned = objects.flatMap((name) => OWNERS.filter((owner) => owner.owns(name)).map((owner) => ({ name, folder: owner.folder })));
  const found: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    for (const { name, folder } of owned) {
      if (!file.startsWith(folder) && new RegExp(`\\b${name}\\b`, 'i').test(text)) found.push(`${file}: ${name}`);
    }
  }
  return found;
}

describe('table owners', () => {
  const objects = schemaObjects();

  it('know the tables of the schema', () => {
    const ownedBy = (folder: string) => objects.filter((name) => OWNERS.find((owner) => owner.folder === folder)!.owns(name));
    expect(ownedBy('lib/newsletter/')).toEqual(expect.arrayContaining(['newsletter_subscribers', 'newsletter_tokens', 'newsletter_sends', 'newsletter_deliveries', 'newsletter_deliveries_claim']));
    expect(ownedBy('lib/leads/')).toEqual(expect.arrayContaining(['contact_requests', 'lead_notifications', 'lead_notifications_claim', 'create_contact_request_with_outbox']));
  });

  it('are the only folders whose code names their tables', () => {
    const files = Object.fromEntries(SHIPPED.flatMap(sourceFiles).map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]));
    expect(namedOutsideOwner(files, objects)).toEqual([]);
  });

  it('find a table named anywhere else, in SQL or not', () => {
    const planted = {
      'lib/leads/subscribers.ts': "db.query('select count(*) from public.newsletter_subscribers')",
      'app/admin/fake/route.ts': 'const table = "lead_notifications";',
      'lib/newsletter/fake.ts': "db.query('select 1 from public.newsletter_deliveries where true')",
      'lib/leads/fake.ts': "db.query('select * from public.contact_requests')",
      'lib/posts/fake.ts': '// newsletter-sent, a newsletter_subscriber and contact_requests_v2 are other names',
    };
    expect(namedOutsideOwner(planted, objects)).toEqual(['lib/leads/subscribers.ts: newsletter_subscribers', 'app/admin/fake/route.ts: lead_notifications']);
  });
});
