import 'server-only';
import { localDatabase } from '@/lib/db/pglite';
import { dataBackend, supabaseConfig } from '@/lib/db/backend';
import { createLocalRepository } from './local';
import { createSupabaseRepository } from './supabase';
import type { PostRepository } from './types';

export const postBackend = dataBackend;

let repository: PostRepository | undefined;

/** The one place that picks the blog's storage backend. */
export function postRepository(): PostRepository {
  if (!repository) {
    const config = supabaseConfig();
    repository = config ? createSupabaseRepository(config) : createLocalRepository(localDatabase);
  }
  return repository;
}

export type { Post, PostSummary, PostPage, PostInput, PostRepository } from './types';
export { DuplicateSlugError } from './types';
