import { REVISIONS_KEPT, type Post, type PostRevision } from '@/lib/posts/client';
import { diffHunks, diffLines, type DiffGap, type DiffLine } from '@/lib/diff';
import { formatAdminDateTime } from '@/lib/format';
import { fillTemplate } from '@/lib/template';
import { adminCopy } from '@/content/admin';
import { cn } from '@/components/ui/cn';
import { Card } from '@/components/ui/card';
import { RestoreRevisionButton } from './restore-revision-button';

const copy = adminCopy.revisions;
type Field = keyof typeof copy.fields;

// Line endings differ by how a text arrived (a form posts CRLF); they are not a change.
const textOf = (source: Pick<Post, 'title' | 'excerpt' | 'content' | 'tags'>): Record<Field, string> => ({
  title: source.title,
  excerpt: source.excerpt,
  tags: (source.tags ?? []).join(', '),
  content: source.content.replace(/\r\n/g, '\n'),
});

const marks = { same: ' ', added: '+', removed: '−' } as const;

function DiffView({ lines }: { lines: (DiffLine | DiffGap)[] }) {
  return (
    <pre className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white py-2 font-mono text-xs leading-relaxed whitespace-pre-wrap">
      {lines.map((line, index) =>
        line.kind === 'gap' ? (
          <span key={index} className="block px-3 text-slate-500 italic">
            {fillTemplate(copy.unchangedLines, { count: String(line.lines) })}
          </span>
        ) : (
          <span
            key={index}
            className={cn(
              'block px-3',
              line.kind === 'added' && 'bg-emerald-50 text-emerald-900',
              line.kind === 'removed' && 'bg-red-50 text-red-900',
            )}
          >
            <span aria-hidden="true">{marks[line.kind]} </span>
            {line.kind === 'same' ? null : <span className="sr-only">{copy.spoken[line.kind]}</span>}
            {line.text || '\u00a0'}
          </span>
        ),
      )}
    </pre>
  );
}

/** How a revision differs from the post as it stands, field by field; unchanged fields are left out. */
function Comparison({ revision, current }: { revision: PostRevision; current: Post }) {
  const before = textOf(revision);
  const after = textOf(current);
  const changed = (Object.keys(copy.fields) as Field[]).filter((field) => before[field] !== after[field]);
  if (changed.length === 0) return <p className="mt-3 text-sm text-slate-600">{copy.identical}</p>;
  return (
    <div className="mt-3 space-y-4">
      <p className="text-xs text-slate-600">{copy.legend}</p>
      {changed.map((field) => (
        <div key={field}>
          <h4 className="text-sm font-semibold text-slate-900">{copy.fields[field]}</h4>
          <DiffView lines={diffHunks(diffLines(before[field], after[field]))} />
        </div>
      ))}
    </div>
  );
}

/**
 * The editor's revision list: who saved when, a diff against the current text (server-rendered
 * in a disclosure, so it needs no script) and a restore that asks first.
 */
export function PostRevisions({ post, revisions }: { post: Post; revisions: PostRevision[] | null }) {
  return (
    <section aria-labelledby="revisions-title" className="mt-10">
      <h2 id="revisions-title" className="text-h2">
        {copy.title}
      </h2>
      <p className="mt-1 text-slate-600">{fillTemplate(copy.intro, { count: String(REVISIONS_KEPT) })}</p>
      {revisions === null ? (
        <Card className="mt-6 border-red-200 bg-red-50" role="alert">
          <p className="font-medium text-red-800">{copy.loadError}</p>
        </Card>
      ) : (
        <ol className="mt-6 space-y-3">
          {revisions.map((revision, index) => {
            const when = formatAdminDateTime(revision.createdAt);
            return (
              <li key={revision.id}>
                <Card padded={false} className="p-5">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <div>
                      <p className="font-semibold text-slate-900">
                        <time dateTime={revision.createdAt}>{when}</time>
                        {index === 0 ? <span className="ml-2 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">{copy.current}</span> : null}
                      </p>
                      <p className="text-sm text-slate-600">
                        {copy.savedBy} {revision.savedBy} · “{revision.title}”
                      </p>
                    </div>
                    {index === 0 ? null : <RestoreRevisionButton revisionId={revision.id} label={fillTemplate(copy.restoreLabel, { time: when })} time={when} />}
                  </div>
                  {index === 0 ? null : (
                    <details className="mt-3">
                      <summary className="cursor-pointer text-sm font-semibold text-accent-700 hover:text-slate-900">{copy.compare}</summary>
                      <Comparison revision={revision} current={post} />
                    </details>
                  )}
                </Card>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
