'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { savePost, type SavePostResult } from '@/lib/posts/actions';
import { POST_LIMITS } from '@/lib/posts/limits';
import { slugify } from '@/lib/posts/schema';
import type { ActionState } from '@/lib/actions';
import type { Post } from '@/lib/posts/types';
import { site } from '@/content/site';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/forms/field';
import { TagInput } from './tag-input';

const MarkdownEditor = dynamic(() => import('./markdown-editor'), {
  ssr: false,
  loading: () => <div className="h-[348px] animate-pulse rounded-lg border border-slate-300 bg-slate-100" aria-label="Loading editor" />,
});

const initial: ActionState<SavePostResult> = { status: 'idle' };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function PostForm({ post }: { post?: Post }) {
  const mode = post ? 'edit' : 'create';
  const [state, action, pending] = useActionState(savePost, initial);
  const router = useRouter();
  const values = state.values ?? {};
  const errors = state.fieldErrors ?? {};

  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [slugEdited, setSlugEdited] = useState(false);
  const [content, setContent] = useState(post?.content ?? '');

  useEffect(() => {
    if (state.status === 'success') {
      toast.success(state.title ?? 'Success', { description: state.message });
      router.push('/admin');
    } else if (state.status === 'error') {
      toast.error(state.title ?? 'Error', { description: state.message ?? 'Failed to save blog post' });
    }
  }, [state, router]);

  const initialTags = Array.isArray(values.tags) ? values.tags : values.tags ? [values.tags] : (post?.tags ?? []);
  const published = values.title !== undefined ? first(values.published) === 'on' : (post?.published ?? false);

  return (
    <div>
      <Link href="/admin" className="text-sm font-semibold text-accent-700 hover:text-slate-900">
        ← Back to Admin
      </Link>
      <h1 className="text-h1 mt-4">{mode === 'create' ? 'New Post' : 'Edit Post'}</h1>
      <Card className="mt-8">
        <form action={action} className="grid gap-6" noValidate>
          {post ? <input type="hidden" name="id" value={post.id} /> : null}
          <TextField
            label="Title"
            name="title"
            required
            maxLength={POST_LIMITS.title}
            value={title}
            error={errors.title?.[0]}
            onChange={(e) => {
              setTitle(e.target.value);
              // The slug follows the title for new posts until it is edited by hand.
              if (mode === 'create' && !slugEdited) setSlug(slugify(e.target.value));
            }}
          />
          <TextField
            label="Slug"
            name="slug"
            required
            maxLength={POST_LIMITS.slug}
            value={slug}
            error={errors.slug?.[0]}
            hint={<>Public address: /blog/{slug || 'your-slug'}</>}
            onChange={(e) => {
              setSlug(e.target.value);
              setSlugEdited(true);
            }}
          />
          <TextAreaField
            label="Excerpt"
            name="excerpt"
            required
            rows={3}
            maxLength={POST_LIMITS.excerpt}
            defaultValue={first(values.excerpt) ?? post?.excerpt ?? ''}
            error={errors.excerpt?.[0]}
          />
          <div>
            <label htmlFor="post-content" className="block text-sm font-semibold text-slate-900">
              Content<span className="text-red-700" aria-hidden="true"> *</span>
            </label>
            <div className="mt-2">
              <MarkdownEditor
                id="post-content"
                value={content}
                onChange={setContent}
                invalid={Boolean(errors.content)}
                describedBy={errors.content ? 'content-error' : undefined}
              />
            </div>
            <input type="hidden" name="content" value={content} />
            {errors.content ? (
              <p id="content-error" className="mt-1 text-sm font-medium text-red-700">
                {errors.content[0]}
              </p>
            ) : null}
          </div>
          <div className="grid gap-6 md:grid-cols-2">
            <TextField label="Author" name="author" maxLength={POST_LIMITS.author} defaultValue={first(values.author) ?? post?.author ?? site.name} error={errors.author?.[0]} />
            <TextField
              label="Image URL"
              name="imageUrl"
              maxLength={POST_LIMITS.imageUrl}
              placeholder="/blog/image.svg or https://…"
              defaultValue={first(values.imageUrl) ?? post?.imageUrl ?? ''}
              error={errors.imageUrl?.[0]}
              hint="A bundled path like /blog/image.svg or an https:// URL. Leave empty for the default artwork."
            />
          </div>
          <TagInput key={initialTags.join('|')} initial={initialTags} error={errors.tags?.[0]} />
          <label className="flex items-center gap-3 text-sm font-semibold text-slate-900">
            <input type="checkbox" name="published" defaultChecked={published} className="h-5 w-5 rounded accent-amber-500" />
            Publish immediately
          </label>
          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-6">
            <Link href="/admin" className="inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold text-slate-700 hover:bg-slate-100">
              Cancel
            </Link>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : mode === 'create' ? 'Create Post' : 'Update Post'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
