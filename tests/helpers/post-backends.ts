import type { PGlite } from '@electric-sql/pglite';
import { memoryDatabase } from '@/lib/db/pglite';
import { createLocalRepository } from '@/lib/posts/local';
import { createSupabaseRepository } from '@/lib/posts/supabase';
import type { PostRepository } from '@/lib/posts/types';

export type PostBackend = { name: string; setup: () => Promise<{ repo: PostRepository; teardown: () => Promise<void> }> };

/**
 * The backends a blog contract runs on: the embedded database always (in memory), and a real
 * Supabase project when SUPABASE_TEST_URL, SUPABASE_TEST_ANON_KEY and
 * SUPABASE_TEST_SERVICE_ROLE_KEY are set (otherwise `suite` says it skipped it).
 */
export function postBackends(suite: string): PostBackend[] {
  const backends: PostBackend[] = [
    {
      name: 'local (PGlite in memory)',
      setup: async () => {
        const db: PGlite = await memoryDatabase();
        return { repo: createLocalRepository(async () => db), teardown: () => db.close() };
      },
    },
  ];
  const { SUPABASE_TEST_URL: url, SUPABASE_TEST_ANON_KEY: anonKey, SUPABASE_TEST_SERVICE_ROLE_KEY: serviceRoleKey } = process.env;
  if (url && anonKey && serviceRoleKey) {
    backends.push({ name: 'supabase', setup: async () => ({ repo: createSupabaseRepository({ url, anonKey, serviceRoleKey }), teardown: async () => {} }) });
  } else {
    console.info(`${suite}: skipped the supabase backend — set SUPABASE_TEST_URL, SUPABASE_TEST_ANON_KEY and SUPABASE_TEST_SERVICE_ROLE_KEY to run it against a real project.`);
  }
  return backends;
}
