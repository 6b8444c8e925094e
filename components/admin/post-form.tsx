'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { savePost } from '@/lib/posts/actions';
import { POST_LIMITS } from '@/lib/posts/limits';
import { slugify } from '@/lib/posts/schema';
import { allValues, firstValue } from '@/lib/form-data';
import type { Post } from '@/lib/posts/types';
import { site } from '@/content/site';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/forms/field';
import { toastResult } from '@/components/forms/toast-result';
import { useFormAction } from '@/components/forms/use-form-action';
import { TagInput } from './tag-input';

const MarkdownEditor = dynamic(() => import('./markdown-editor'), {
  ssr: false,
  loading: () => <div className="h-[348px] animate-pulse rounded-lg border border-slate-300 bg-slate-100" aria-label="Loading editor" />,
});

export function PostForm({ post }: { post?: Post }) {
  const mode = post ? 'edit' : 'create';
  const router = useRouter();
  const { state, formAction, pending, value, error } = useFormAction(savePost, {
    onResult: (result) => {
      toastResult(result);
      if (result.status === 'success') router.push('/admin');
    },
  });

  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [slugEdited, setSlugEdited] = useState(false);
  const [content, setContent] = useState(post?.content ?? '');

  // After a failure the form shows what was sent, tags and the publish box included.
  const sent = state.values;
  const initialTags = sent ? allValues(sent.tags) : (post?.tags ?? []);
  const published = sent ? firstValue(sent.published) === 'on' : (post?.published ?? false);

  return (
    <div>
      <Link href="/admin" className="text-sm font-semibold text-accent-700 hover:text-slate-900">
        ← Back to Admin
      </Link>
      <h1 className="text-h1 mt-4">{mode === 'create' ? 'New Post' : 'Edit Post'}</h1>
      <Card className="mt-8">
        <form action={formAction} className="grid gap-6" noValidate>
          {post ? <input type="hidden" name="id" value={post.id} /> : null}
          <TextField
            label="Title"
            name="title"
            required
            maxLength={POST_LIMITS.title}
            value={title}
            error={error('title')}
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
            error={error('slug')}
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
            defaultValue={value('excerpt') ?? post?.excerpt ?? ''}
            error={error('excerpt')}
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
                invalid={Boolean(error('content'))}
                describedBy={error('content') ? 'content-error' : undefined}
              />
            </div>
            <input type="hidden" name="content" value={content} />
            {error('content') ? (
              <p id="content-error" className="mt-1 text-sm font-medium text-red-700">
                {error('content')}
              </p>
            ) : null}
          </div>
          <div className="grid gap-6 md:grid-cols-2">
            <TextField label="Author" name="author" maxLength={POST_LIMITS.author} defaultValue={value('author') ?? post?.author ?? site.name} error={error('author')} />
            <TextField
              label="Image URL"
              name="imageUrl"
              maxLength={POST_LIMITS.imageUrl}
              placeholder="/blog/image.svg or https://…"
              defaultValue={value('imageUrl') ?? post?.imageUrl ?? ''}
              error={error('imageUrl')}
              hint="A bundled path like /blog/image.svg or an https:// URL. Leave empty for the default artwork."
            />
          </div>
          <TagInput key={initialTags.join('|')} initial={initialTags} error={error('tags')} />
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
