/**
 * @jest-environment node
 */
import path from 'node:path';
import ts from 'typescript';

// The same resolver the lint rule uses (scripts/lint/layering.mjs), loaded as the ES module it is.
type Layering = {
  domainGraph: (typescript: typeof ts) => Map<string, Map<string, string>>;
  domainCycles: (edges: Map<string, Map<string, string>>) => string[][];
  layeringViolation: (specifier: string, importerFile: string) => { domain: string; module: string } | null;
};
const loadLayering = () => import(path.join(process.cwd(), 'scripts/lint/layering.mjs')) as Promise<Layering>;

function describeCycle(cycle: string[], edges: Map<string, Map<string, string>>): string {
  return cycle
    .map((from, i) => {
      const to = cycle[(i + 1) % cycle.length] ?? from;
      return `${from} → ${to} (${edges.get(from)?.get(to)})`;
    })
    .join('\n  ');
}

describe('lib/ domain imports', () => {
  it('form no cycle: no two domains import each other, directly or round a loop', async () => {
    const { domainGraph, domainCycles } = await loadLayering();
    const edges = domainGraph(ts);
    const cycles = domainCycles(edges);
    if (cycles.length > 0) throw new Error(`Domain import cycles:\n  ${cycles.map((cycle) => describeCycle(cycle, edges)).join('\n\n  ')}`);
  });

  it('finds a loop, direct or round several domains', async () => {
    const { domainCycles } = await loadLayering();
    const graph = (pairs: [string, string][]) => {
      const edges = new Map<string, Map<string, string>>();
      for (const [from, to] of pairs) edges.set(from, (edges.get(from) ?? new Map()).set(to, `${from}.ts → ${to}`));
      return edges;
    };
    expect(domainCycles(graph([['audit', 'auth'], ['auth', 'audit']]))).toEqual([['audit', 'auth']]);
    expect(domainCycles(graph([['a', 'b'], ['b', 'c'], ['c', 'a']]))).toEqual([['a', 'b', 'c']]);
    expect(domainCycles(graph([['posts', 'authors'], ['posts', 'indexnow'], ['indexnow', 'audit']]))).toEqual([]);
  });

  it('sees a domain reached by a relative path or a type-only import', async () => {
    const { layeringViolation } = await loadLayering();
    const root = process.cwd();
    expect(layeringViolation('../posts/reshape', path.join(root, 'lib/leads/x.ts'))).toEqual({ domain: 'posts', module: 'reshape' });
    expect(layeringViolation('./reshape', path.join(root, 'lib/posts/x.ts'))).toBeNull();
    expect(layeringViolation('@/lib/format', path.join(root, 'app/x.ts'))).toBeNull();
    expect(layeringViolation('@/lib/db', path.join(root, 'app/x.ts'))).toBeNull();
    expect(layeringViolation('@/lib/http/edge', path.join(root, 'middleware.ts'))).toBeNull();
    expect(layeringViolation('@/lib/leads/jobs', path.join(root, 'instrumentation.ts'))).toBeNull();
    expect(layeringViolation('@/lib/posts/jobs', path.join(root, 'app/api/cron/publish/route.ts'))).toBeNull();
    // The jobs run with no visitor and no session: a page, an action or another domain may not call them.
    expect(layeringViolation('@/lib/posts/jobs', path.join(root, 'app/(site)/blog/page.tsx'))).toEqual({ domain: 'posts', module: 'jobs', face: 'jobs' });
    expect(layeringViolation('../leads/jobs', path.join(root, 'lib/staff/actions.ts'))).toEqual({ domain: 'leads', module: 'jobs', face: 'jobs' });
    // A jobs face may run another domain's jobs; no other module of that domain may.
    expect(layeringViolation('@/lib/leads/jobs', path.join(root, 'lib/outbox/jobs.ts'))).toBeNull();
    expect(layeringViolation('@/lib/newsletter/jobs', path.join(root, 'lib/outbox/drain.ts'))).toEqual({ domain: 'newsletter', module: 'jobs', face: 'jobs' });
    expect(layeringViolation('@/lib/newsletter/repository', path.join(root, 'lib/leads/x.ts'))).toEqual({ domain: 'newsletter', module: 'repository' });
    expect(layeringViolation('@/lib/db/startup', path.join(root, 'instrumentation.ts'))).toEqual({ domain: 'db', module: 'startup' });
    expect(layeringViolation('@/lib/posts/schedule/cron', path.join(root, 'app/x.ts'))).toEqual({ domain: 'posts', module: 'schedule/cron' });
  });
});
