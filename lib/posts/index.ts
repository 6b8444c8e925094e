import 'server-only';
import { localDatabase } from '@/lib/db/pglite';
import { createLocalRepository } from './local';
import { createSupabaseRepository, type SupabaseConfig } from './supabase';
import type { PostRepository } from './types';

/** Supabase when its URL and anon key are set; the embedded database otherwise. */
export function supabaseConfig(): SupabaseConfig | null {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL?.trim();
  const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY?.trim();
  if (!url || !anonKey) return null;
  return { url, anonKey, serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY?.trim() || undefined };
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
