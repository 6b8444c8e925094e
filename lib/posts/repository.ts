import 'server-only';
import { localDatabase } from '@/lib/db/pglite';
import { supabaseConfig } from '@/lib/db/backend';
import { createLocalRepository } from './local';
import { createSupabaseRepository } from './supabase';
import type { PostRepository } from './types';

let repository: PostRepository | undefined;

/**
 * The one place that picks the blog's storage backend. Private to lib/: routes and
 * components read through lib/posts/public.ts or lib/posts/admin.ts.
 */
export function postRepository(): PostRepository {
  if (!repository) {
    const config = supabaseConfig();
    repository = config ? createSupabaseRepository(config) : createLocalRepository(localDatabase);
  }
  return repository;
}
