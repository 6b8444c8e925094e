import 'server-only';
import { localDatabase } from '@/lib/db/pglite';
import { createLocalRepository } from './local';
import { createSupabaseRepository, type SupabaseConfig } from './supabase';
import type { PostRepository } from './types';
import { runtimeEnv } from '@/lib/env.server';

/** Supabase when its URL and anon key are set; the embedded database otherwise. */
export function supabaseConfig(): SupabaseConfig | null {
  const url = runtimeEnv('NEXT_PUBLIC_SUPABASE_URL');
  const anonKey = runtimeEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY');
  if (!url || !anonKey) return null;
  return { url, anonKey, serviceRoleKey: runtimeEnv('SUPABASE_SERVICE_ROLE_KEY') };
}

export const postBackend: 'supabase' | 'local' = supabaseConfig() ? 'supabase' : 'local';

let repository: PostRepository | undefined;

export function postRepository(): PostRepository {
  if (!repository) {
    const config = supabaseConfig();
    repository = config ? createSupabaseRepository(config) : createLocalRepository(localDatabase);
  }
  return repository;
}

export type { Post, PostSummary, PostPage, PostInput, PostRepository } from './types';
export { DuplicateSlugError } from './types';
