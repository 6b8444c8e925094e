'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { icon } from '@/components/ui/icon';
import { savePost } from '@/lib/posts/actions';
import { draftFields, draftImage, draftKey, POST_LIMITS, postFields, slugify, type DraftFields, type Post } from '@/lib/posts/client';
import { fillTemplate } from '@/lib/template';
import { formatAdminTime } from '@/lib/format';
import { site } from '@/content/site';
import { adminCopy } from '@/content/admin';
import { savePostFailure } from '@/content/admin-form-failures';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { TextAreaField, TextField } from '@/components/forms/field';
import { toastResult } from '@/components/forms/toast-result';
import { useFormAction } from '@/components/forms/use-form-action';
import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration';
import { FeaturedImageField, type UploadedImage } from './featured-image-field';
import { GeoPanel } from './geo-panel';
import { SeoPanel } from './seo-panel';
import { PublishAtField } from './publish-at-field';
import { TagInput } from './tag-input';
import { usePostDraft } from './use-post-draft';

const HistoryIcon = icon([["path",{"d":"M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8"}],["path",{"d":"M3 3v5h5"}],["path",{"d":"M12 7v5l4 2"}]]);

type ContentFieldProps = { id: string; value: string; onChange: (value: string) => void; invalid: boolean; describedBy?: string; ref?: Ref<HTMLTextAreaElement> };
type EditorComponent = (props: Omit<ContentFieldProps, 'ref'>) => ReactNode;

/**
 * The markdown editor, with a plain textarea in the server HTML and until the editor's code has
 * loaded: the label always names a real field and typing never waits. The editor takes over
 * only while the field does not have focus, so no keystroke or selection is lost in the swap.
 */
function ContentField({ ref, ...props }: ContentFieldProps) {
  const [Editor, setEditor] = useState<EditorComponent | null>(null);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    let live = true;
    import('./markdown-editor')
      .then((module) => live && setEditor(() => module.default))
      // The editor's code did not load (a dropped connection): the plain field stays and works.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (Editor && !focused) return <Editor {...props} />;
  return (
    <textarea
      ref={ref}
      id={props.id}
      rows={12}
      required
      maxLength={POST_LIMITS.content}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      placeholder={adminCopy.editor.placeholder}
      className={cn(
        'block min-h-[348px] w-full rounded-lg border bg-white px-4 py-3 font-mono text-sm text-slate-900',
        props.invalid ? 'border-red-600' : 'border-slate-300',
      )}
    />
  );
}

/**
 * `canPublish`: whether the role may publish or schedule this post (lib/auth/roles.ts); without
 * it the form saves drafts only, and the server refuses anything else. `defaultAuthor`: the byline
 * of a new post, the person's own author profile where one matches.
 */
export function PostForm({
  post,
  canPublish = true,
  defaultAuthor = site.name,
  siteUrl,
}: {
  post?: Post;
  canPublish?: boolean;
  defaultAuthor?: string;
  /** The site's address as the server runs it: the search preview and the link checks use it. */
  siteUrl: string;
}) {
  const mode = post ? 'edit' : 'create';
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const pristine = useMemo(() => postFields(post, defaultAuthor), [post, defaultAuthor]);

  const { state, formAction, pending, error } = useFormAction(savePost, {
    failure: savePostFailure,
    progressive: false,
    // On arrival: a save re-renders the editor page (a new revision, a new key for this form),
    // which would unmount the form before an effect could show the result.
    onArrival: true,
    onResult: (result) => {
      toastResult(result);
      if (result.status === 'success') {
        draft.clear();
        router.push('/admin');
      }
    },
  });
  const draft = usePostDraft({ storageKey: draftKey(post?.id), pristine, form, offerable: state.status === 'idle' });

  const [restored, setRestored] = useState<DraftFields | null>(null);
  // A restore re-creates the form so its uncontrolled fields take the restored values.
  const [formKey, setFormKey] = useState(0);
  const [title, setTitle] = useState(pristine.title);
  const [slug, setSlug] = useState(pristine.slug);
  const [slugEdited, setSlugEdited] = useState(false);
  const [content, setContent] = useState(pristine.content);
  const [imageUrl, setImageUrl] = useState(state.values ? draftFields(state.values).imageUrl : pristine.imageUrl);
  // The size of the image last uploaded (or saved with the post); sent only while the Image URL
  // field still names that image, so a hand-typed URL never gets another image's size.
  const [uploaded, setUploaded] = useState<UploadedImage | null>(() =>
    post?.imageUrl && post.imageWidth && post.imageHeight ? { url: post.imageUrl, width: post.imageWidth, height: post.imageHeight } : null,
  );
  const sized = uploaded && uploaded.url === imageUrl.trim() ? uploaded : null;

  function changeTitle(next: string) {
    setTitle(next);
    // The slug follows the title for new posts until it is edited by hand.
    if (mode === 'create' && !slugEdited) setSlug(slugify(next));
  }
  function changeSlug(next: string) {
    setSlug(next);
    setSlugEdited(true);
  }

  // Typed before the editor's script ran: kept, and the slug follows that title. The slug is
  // adopted after the title, so one typed by hand wins over the derived one.
  const titleField = useRef<HTMLInputElement>(null);
  const slugField = useRef<HTMLInputElement>(null);
  const contentField = useRef<HTMLTextAreaElement>(null);
  const imageUrlField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(titleField, title, changeTitle);
  useTypedBeforeHydration(slugField, slug, changeSlug);
  useTypedBeforeHydration(contentField, content, setContent);
  useTypedBeforeHydration(imageUrlField, imageUrl, setImageUrl);

  // After a failure the form shows what was sent, tags and the publish box included.
  const initial = state.values ? draftFields(state.values) : (restored ?? pristine);

  function restore(fields: DraftFields) {
    setTitle(fields.title);
    setSlug(fields.slug);
    setSlugEdited(fields.slug !== slugify(fields.title));
    setContent(fields.content);
    setImageUrl(fields.imageUrl);
    // The copy's uploaded image keeps its size, as it had in the form it was copied from.
    const image = draftImage(fields);
    if (image) setUploaded(image);
    setRestored(fields);
    setFormKey((key) => key + 1);
    draft.accept();
  }

  return (
    <div>
      <Link href="/admin" className="text-sm font-semibold text-accent-700 hover:text-slate-900">
        ← Back to Admin
      </Link>
      <h1 className="text-h1 mt-4">{mode === 'create' ? 'New Post' : 'Edit Post'}</h1>
      <div aria-live="polite">
        {draft.offer ? (
          <section
            aria-labelledby="draft-title"
            className="mt-6 flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex gap-3">
              <HistoryIcon className="mt-1 h-5 w-5 shrink-0 text-amber-800" aria-hidden="true" />
              <div>
                <h2 id="draft-title" className="text-h3">
                  {adminCopy.draft.title}
                </h2>
                <p className="mt-1 text-sm text-slate-700">{fillTemplate(adminCopy.draft.text, { time: formatAdminTime(draft.offer.savedAt) })}</p>
              </div>
            </div>
            <div className="flex shrink-0 gap-3">
              <Button type="button" variant="secondary" onClick={() => draft.offer && restore(draft.offer.fields)}>
                {adminCopy.draft.restore}
              </Button>
              <Button type="button" variant="ghost" onClick={draft.discard}>
                {adminCopy.draft.discard}
              </Button>
            </div>
          </section>
        ) : null}
      </div>
      <Card className="mt-8">
        <form key={formKey} ref={form} action={formAction} onBlur={draft.save} className="grid gap-6" noValidate>
          {post ? <input type="hidden" name="id" value={post.id} /> : null}
          <TextField
            label="Title"
            name="title"
            required
            maxLength={POST_LIMITS.title}
            value={title}
            error={error('title')}
            ref={titleField}
            onChange={(e) => changeTitle(e.target.value)}
          />
          <TextField
            label="Slug"
            name="slug"
            required
            maxLength={POST_LIMITS.slug}
            value={slug}
            error={error('slug')}
            hint={<>Public address: /blog/{slug || 'your-slug'}</>}
            ref={slugField}
            onChange={(e) => changeSlug(e.target.value)}
          />
          <TextAreaField label="Excerpt" name="excerpt" required rows={3} maxLength={POST_LIMITS.excerpt} defaultValue={initial.excerpt} error={error('excerpt')} />
          <div>
            <label htmlFor="post-content" className="block text-sm font-semibold text-slate-900">
              Content<span className="text-red-700" aria-hidden="true"> *</span>
            </label>
            <div className="mt-2">
              <ContentField
                ref={contentField}
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
            <TextField label="Author" name="author" maxLength={POST_LIMITS.author} defaultValue={initial.author} error={error('author')} />
            <TextField
              label="Image URL"
              name="imageUrl"
              maxLength={POST_LIMITS.imageUrl}
              placeholder="/blog/image.svg or https://…"
              value={imageUrl}
              ref={imageUrlField}
              onChange={(e) => setImageUrl(e.target.value)}
              error={error('imageUrl')}
              hint="A bundled path like /blog/image.svg or an https:// URL, or upload a featured image below. Leave empty for the default artwork."
            />
          </div>
          <FeaturedImageField
            image={sized}
            onUploaded={(image) => {
              setUploaded(image);
              setImageUrl(image.url);
            }}
          />
          {sized ? (
            <>
              <input type="hidden" name="imageWidth" value={sized.width} />
              <input type="hidden" name="imageHeight" value={sized.height} />
            </>
          ) : null}
          <TagInput key={initial.tags.join('|')} initial={initial.tags} error={error('tags')} />
          <GeoPanel title={title} content={content} siteUrl={siteUrl} />
          <SeoPanel title={title} slug={slug} initial={initial} error={error} siteUrl={siteUrl} />
          {canPublish ? (
            <>
              <label className="flex items-center gap-3 text-sm font-semibold text-slate-900">
                <input type="checkbox" name="published" defaultChecked={initial.published} className="h-5 w-5 rounded accent-amber-500" />
                Publish immediately
              </label>
              <PublishAtField defaultValue={initial.publishAt} error={error('publishAt')} />
            </>
          ) : (
            <p className="text-sm text-slate-600">{adminCopy.draftsOnly}</p>
          )}
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
