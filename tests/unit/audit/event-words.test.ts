import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { activityCopy } from '@/content/admin-activity';
import { describeAuditEvent } from '@/lib/audit/describe';

const root = process.cwd();

/** The source files that record audit events: through recordAuditEvent, or an injected `deps.audit`. */
function recordingFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && /\b(recordAuditEvent|\.audit)\(/.test(readFileSync(file, 'utf8'))) files.push(file);
    }
  };
  for (const dir of ['app', 'components', 'lib']) walk(path.join(root, dir));
  return files;
}

/**
 * Every event name passed to a recording call, read by the type checker so that
 * `ok ? 'indexnow-submitted' : 'indexnow-failed'` and a helper returning one of several names
 * count as the names they can be. A name that is not a literal is reported as such.
 */
function recordedEventNames(): { names: Set<string>; notLiteral: string[] } {
  const files = recordingFiles();
  // Each file on its own terms: imports stay unresolved, which keeps this to a second or two.
  const program = ts.createProgram(files, { noResolve: true, noLib: false, allowJs: false, jsx: ts.JsxEmit.Preserve, strict: true, target: ts.ScriptTarget.ES2022, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const names = new Set<string>();
  const notLiteral: string[] = [];
  const isRecorder = (callee: ts.Expression) =>
    (ts.isIdentifier(callee) && callee.text === 'recordAuditEvent') || (ts.isPropertyAccessExpression(callee) && callee.name.text === 'audit');
  for (const file of files) {
    const source = program.getSourceFile(file)!;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && isRecorder(node.expression) && node.arguments[0]) {
        const type = checker.getTypeAtLocation(node.arguments[0]);
        const parts = type.isUnion() ? type.types : [type];
        for (const part of parts) {
          if (part.isStringLiteral()) names.add(part.value);
          else notLiteral.push(`${path.relative(root, file)}: ${node.arguments[0].getText(source)}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { names, notLiteral };
}

describe('every Activity event in words', () => {
  const { names, notLiteral } = recordedEventNames();

  it('finds the events the code records, scheduled saves and IndexNow failures included', () => {
    expect(names.size).toBeGreaterThan(30);
    for (const name of ['post-scheduled', 'indexnow-failed', 'newsletter-sent', 'newsletter-delivery-failed', 'lead-notification-failed']) expect(names).toContain(name);
  });

  it('records only names it can check: literal strings', () => {
    expect(notLiteral).toEqual([]);
  });

  it('has words for every event the code records', () => {
    const withoutWords = [...names].filter((name) => !Object.hasOwn(activityCopy.events, name));
    expect(withoutWords).toEqual([]);
  });

  it.each(Object.keys(activityCopy.events))('writes %s as a label, not its stored name', (name) => {
    const { label } = describeAuditEvent(name, {});
    expect(label).not.toBe(name);
    expect(label).toMatch(/^[A-Z]/);
  });

  it('fills each event’s details from what was recorded, in words', () => {
    expect(describeAuditEvent('newsletter-sent', { sendId: 'a1', post: 'storm-ready', title: 'Storm-ready pages', recipients: 2 })).toEqual({
      label: 'Newsletter sent',
      detail: '“Storm-ready pages” to 2 subscribers',
    });
    expect(describeAuditEvent('newsletter-sent', { post: 'storm-ready', recipients: 1 }).detail).toBe('/blog/storm-ready to 1 subscriber');
    expect(describeAuditEvent('newsletter-test-sent', { post: 'storm-ready', title: 'Storm-ready pages', to: 'dana@brightline.example' }).detail).toBe(
      '“Storm-ready pages” · to dana@brightline.example',
    );
    expect(describeAuditEvent('lead-status-changed', { id: 'x', name: 'Ana Ruiz', from: 'contacted', to: 'won' }).detail).toBe('Ana Ruiz: Contacted → Won');
    expect(describeAuditEvent('staff-role-changed', { person: 'Dana', from: 'author', to: 'editor' }).detail).toBe('Dana: Author → Editor');
    expect(describeAuditEvent('post-created', { id: 'x', slug: 'late-post', title: 'Late post', published: true, publishAt: 'Nov 28, 2026, 11:21 PM EST' }).detail).toBe(
      '“Late post” · /blog/late-post · published · goes public Nov 28, 2026, 11:21 PM EST',
    );
    expect(describeAuditEvent('post-revision-restored', { slug: 'late-post', revisionId: 'r', savedAt: '2026-11-29T04:21:00.000Z' }).detail).toBe(
      '/blog/late-post · the revision saved Nov 28, 2026, 11:21:00 PM EST',
    );
    expect(describeAuditEvent('logout-everywhere', { sessions: 3 }).detail).toBe('3 sessions ended');
    expect(describeAuditEvent('indexnow-submitted', { urls: ['https://x.example/blog/a', 'https://x.example/blog/b'], status: 202, ms: 40 }).detail).toBe(
      'https://x.example/blog/a, https://x.example/blog/b · status: 202 · 40 ms',
    );
  });

  it('leaves out a piece whose field was not recorded, and never shows a bare {slot}', () => {
    for (const name of Object.keys(activityCopy.events)) expect(describeAuditEvent(name, {}).detail).not.toMatch(/[{}]/);
    expect(describeAuditEvent('sign-in', { method: 'key' }).detail).toBe('with the admin key');
  });

  it('shows an event it has no words for by its stored name and fields, rather than hiding it', () => {
    expect(describeAuditEvent('retired-event', { count: 2, who: 'x' })).toEqual({ label: 'Event “retired-event”', detail: 'count: 2 · who: x' });
  });
});
