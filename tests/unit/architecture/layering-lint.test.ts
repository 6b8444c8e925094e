/**
 * @jest-environment node
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const RULE = 'local/layering';
const root = process.cwd();
// One ESLint for the file: loading the project's config takes a few seconds.
const eslint = new ESLint({ cwd: root });

async function layeringErrors(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE || message.fatal);
}

describe('the layering lint rule', () => {
  // The first lint loads eslint-config-next and its plugins: longer than jest's 5 s on a busy machine.
  beforeAll(() => eslint.calculateConfigForFile(path.join(root, 'app/page.tsx')), 60_000);

  it.each([
    ['a repository, by alias, from a route', "import { postRepository } from '@/lib/posts/repository';\nexport const x = postRepository;\n", 'app/fake/page.tsx'],
    ['a reshaper, by relative path, from another domain', "import { x } from '../posts/reshape';\nexport const y = x;\n", 'lib/leads/fake.ts'],
    ['the media store, whatever its name', "import { storeImage } from '@/lib/media/store';\nexport const x = storeImage;\n", 'app/fake/route.ts'],
    ['a module in a subfolder', "import { publishCronResponse } from '@/lib/posts/schedule/cron';\nexport const GET = publishCronResponse;\n", 'app/fake/route.ts'],
    ['a type-only import', "import type { Post } from '@/lib/posts/types';\nexport type X = Post;\n", 'components/fake.tsx'],
    ['a re-export', "export { leadRepository } from '@/lib/leads/repository';\n", 'components/fake.ts'],
    ['a dynamic import', "export const load = () => import('@/lib/db/startup');\n", 'instrumentation.ts'],
    ['a private module, relatively, from middleware', "import { x } from './lib/http/paths';\nexport const y = x;\n", 'middleware.ts'],
  ])('fails on %s', async (_name, code, file) => {
    const errors = await layeringErrors(code, file);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ ruleId: RULE, severity: 2 });
    expect(errors[0]?.message).toMatch(/is private to lib\/\w[\w-]*\. Import a face/);
  });

  it('names each face in its message, with what it offers and who imports it', async () => {
    const [error] = await layeringErrors("import { x } from '@/lib/posts/reshape';\nexport const y = x;\n", 'app/fake/page.tsx');
    expect(error?.message).toContain("'@/lib/posts/reshape' is private to lib/posts");
    expect(error?.message).toContain('@/lib/posts/public: server reads and builders for public pages that never read the session or cookies() (imported by public routes');
    expect(error?.message).toContain('@/lib/posts/edge: Web-API-only code, safe in middleware on the edge runtime (imported by middleware');
    expect(error?.message).toContain("@/lib/posts/jobs: cron handlers and start-up steps, which run with no visitor or session (imported by app/api/cron/*, app/api/ai-crawlers/*, instrumentation.ts and another domain's jobs face only)");
    for (const face of ['admin', 'actions', 'client']) expect(error?.message).toMatch(new RegExp(`@/lib/posts/${face}: [^;]+ \\(imported by [^;]+\\)`));
    expect(error?.message).toMatch(/@\/lib\/posts: [^;]+ \(imported by [^;]+\)\. Export what you need/);
  });

  it.each([
    ['a public face', "import { loadPost } from '@/lib/posts/public';\nexport const x = loadPost;\n", 'app/fake/page.tsx'],
    ['an admin face', "import { listPostsForAdmin } from '@/lib/posts/admin';\nexport const x = listPostsForAdmin;\n", 'app/admin/fake/page.tsx'],
    ['an actions face', "import { savePost } from '@/lib/posts/actions';\nexport const x = savePost;\n", 'components/admin/fake.tsx'],
    ['a client face', "import { POST_LIMITS } from '@/lib/posts/client';\nexport const x = POST_LIMITS;\n", 'components/admin/fake.tsx'],
    ['a bare domain (its index)', "import { database } from '@/lib/db';\nexport const x = database;\n", 'lib/leads/fake.ts'],
    ['an edge face, from middleware', "import { verifySession } from '@/lib/auth/edge';\nexport const x = verifySession;\n", 'middleware.ts'],
    ['a jobs face, from a cron route', "import { publishCronResponse } from '@/lib/posts/jobs';\nexport const GET = publishCronResponse;\n", 'app/api/cron/fake/route.ts'],
    ['a jobs face, from the crawler log’s internal route', "import { crawlerVisitResponse } from '@/lib/ai-crawlers/jobs';\nexport const POST = crawlerVisitResponse;\n", 'app/api/ai-crawlers/visit/route.ts'],
    ['a jobs face, from the one outbox drain (another jobs face)', "import { drainNewsletter } from '@/lib/newsletter/jobs';\nexport const x = drainNewsletter;\n", 'lib/outbox/jobs.ts'],
    ['a jobs face, dynamically, from instrumentation', "export const load = () => import('@/lib/db/jobs');\n", 'instrumentation.ts'],
    ['a shared utility', "import { formatDate } from '@/lib/format';\nexport const x = formatDate;\n", 'components/fake.tsx'],
    ['a private module inside its own domain', "import { postRepository } from './repository';\nexport const x = postRepository;\n", 'lib/posts/fake.ts'],
    ['a face by relative path from another domain', "import { database } from '../db/index';\nexport const x = database;\n", 'lib/leads/fake.ts'],
  ])('passes %s', async (_name, code, file) => {
    expect(await layeringErrors(code, file)).toEqual([]);
  });
});
