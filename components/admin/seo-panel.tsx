'use client';

import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { icon } from '@/components/ui/icon';
import { breadcrumbUrl, descriptionAdvice, SEO_ADVICE, SEO_LIMITS, titleAdvice, truncateSnippet, type LengthAdvice, type SeoDraftFields } from '@/lib/posts/client';
import { fillTemplate } from '@/lib/template';
import { site } from '@/content/site';
import { seoPanelCopy as copy } from '@/content/seo-panel';
import { TextAreaField, TextField } from '@/components/forms/field';
import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration';
import { cn } from '@/components/ui/cn';

const TriangleAlertIcon = icon([["path",{"d":"m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3"}],["path",{"d":"M12 9v4"}],["path",{"d":"M12 17h.01"}]]);

// Where a social card cuts its text (two lines of a 500 px card).
const SOCIAL_TITLE_CHARS = 70;
const SOCIAL_DESCRIPTION_CHARS = 110;

type Props = {
  /** The site's address as the server runs it (never the build's: the preview would not hydrate). */
  siteUrl: string;
  /** The editor's live title and slug (controlled there). */
  title: string;
  slug: string;
  /** What the fields start from: the saved post, a restored copy, or what a failed save sent. */
  initial: SeoDraftFields;
  error: (field: 'metaTitle' | 'metaDescription' | 'canonicalUrl' | 'socialImageUrl') => string | undefined;
};

type Note = { tone: 'note' | 'warn'; text: string } | null;

/** A field's counter and its advice, read with the field (it is the field's hint). */
function Advice({ counter, note }: { counter: string; note: Note }) {
  return (
    <>
      <span className="tabular-nums">{counter}</span>
      {note ? (
        <span className={cn(note.tone === 'warn' && 'font-medium text-amber-800')} data-advice={note.tone}>
          {' · '}
          {note.tone === 'warn' ? <TriangleAlertIcon className="mr-1 inline h-4 w-4 align-[-3px]" aria-hidden="true" /> : null}
          {note.text}
        </span>
      ) : null}
    </>
  );
}

function titleMessage(advice: LengthAdvice): Note {
  if (advice === 'long') return { tone: 'warn', text: copy.metaTitle.long } as const;
  return advice === 'empty' ? ({ tone: 'note', text: copy.metaTitle.empty } as const) : null;
}

function descriptionMessage(advice: LengthAdvice): Note {
  if (advice === 'short') return { tone: 'warn', text: copy.metaDescription.short } as const;
  if (advice === 'long') return { tone: 'warn', text: copy.metaDescription.long } as const;
  return advice === 'empty' ? ({ tone: 'note', text: copy.metaDescription.empty } as const) : null;
}

/** The canonical URL as a results page would show it, when it is a URL at all. */
function canonicalCrumb(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? breadcrumbUrl(url.origin, url.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * The editor's SEO fields with a live search-result preview and a social-card preview. The
 * excerpt is the form's own uncontrolled field, so the panel follows it by listening to the form.
 */
export function SeoPanel({ title, slug, initial, error, siteUrl }: Props) {
  const root = useRef<HTMLElement>(null);
  const [metaTitle, setMetaTitle] = useState(initial.metaTitle);
  const [metaDescription, setMetaDescription] = useState(initial.metaDescription);
  const [canonicalUrl, setCanonicalUrl] = useState(initial.canonicalUrl);
  const [socialImageUrl, setSocialImageUrl] = useState(initial.socialImageUrl);
  const [noindex, setNoindex] = useState(initial.noindex);
  const [excerpt, setExcerpt] = useState('');
  // Typed before the editor's script ran: kept (see useTypedBeforeHydration).
  const metaTitleField = useRef<HTMLInputElement>(null);
  const metaDescriptionField = useRef<HTMLTextAreaElement>(null);
  const canonicalUrlField = useRef<HTMLInputElement>(null);
  const socialImageUrlField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(metaTitleField, metaTitle, setMetaTitle);
  useTypedBeforeHydration(metaDescriptionField, metaDescription, setMetaDescription);
  useTypedBeforeHydration(canonicalUrlField, canonicalUrl, setCanonicalUrl);
  useTypedBeforeHydration(socialImageUrlField, socialImageUrl, setSocialImageUrl);

  useEffect(() => {
    const form = root.current?.closest('form');
    const field = form?.elements.namedItem('excerpt');
    if (!(field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement)) return;
    const read = () => setExcerpt(field.value);
    // A failed save resets the form to what was sent, without an input event.
    const afterReset = () => window.setTimeout(read, 0);
    read();
    form!.addEventListener('input', read);
    form!.addEventListener('reset', afterReset);
    return () => {
      form!.removeEventListener('input', read);
      form!.removeEventListener('reset', afterReset);
    };
  }, []);

  const headline = metaTitle.trim() || (title.trim() ? `${title.trim()} | ${site.name}` : '');
  const description = metaDescription.trim() || excerpt.trim();
  const crumb = canonicalCrumb(canonicalUrl) ?? breadcrumbUrl(siteUrl, `/blog/${slug.trim() || copy.slugPlaceholder}`);
  const socialTitle = metaTitle.trim() || title.trim();
  const image = socialImageUrl.trim();
  const showImage = /^(\/[A-Za-z0-9._~-]|https:\/\/)/.test(image);

  const titleLength = metaTitle.trim().length;
  const descriptionLength = metaDescription.trim().length;
  const titleNote = titleMessage(titleAdvice(metaTitle));
  const descriptionNote = descriptionMessage(descriptionAdvice(metaDescription));

  return (
    <section ref={root} aria-labelledby="seo-panel-title" className="grid gap-6 rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <div>
        <h2 id="seo-panel-title" className="text-h3">
          {copy.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{copy.intro}</p>
      </div>
      <TextField
        label={copy.metaTitle.label}
        name="metaTitle"
        maxLength={SEO_LIMITS.metaTitle}
        value={metaTitle}
        ref={metaTitleField}
        onChange={(e) => setMetaTitle(e.target.value)}
        error={error('metaTitle')}
        hint={
          <Advice counter={fillTemplate(copy.metaTitle.counter, { count: String(titleLength), max: String(SEO_ADVICE.titleMax) })} note={titleNote} />
        }
      />
      <TextAreaField
        label={copy.metaDescription.label}
        name="metaDescription"
        rows={3}
        maxLength={SEO_LIMITS.metaDescription}
        value={metaDescription}
        ref={metaDescriptionField}
        onChange={(e) => setMetaDescription(e.target.value)}
        error={error('metaDescription')}
        hint={
          <Advice
            counter={fillTemplate(copy.metaDescription.counter, {
              count: String(descriptionLength),
              min: String(SEO_ADVICE.descriptionMin),
              max: String(SEO_ADVICE.descriptionMax),
            })}
            note={descriptionNote}
          />
        }
      />
      <div className="grid gap-6 md:grid-cols-2">
        <TextField
          label={copy.canonicalUrl.label}
          name="canonicalUrl"
          type="url"
          inputMode="url"
          maxLength={SEO_LIMITS.canonicalUrl}
          placeholder="https://…"
          value={canonicalUrl}
          ref={canonicalUrlField}
          onChange={(e) => setCanonicalUrl(e.target.value)}
          error={error('canonicalUrl')}
          hint={copy.canonicalUrl.hint}
        />
        <TextField
          label={copy.socialImageUrl.label}
          name="socialImageUrl"
          maxLength={SEO_LIMITS.socialImageUrl}
          placeholder={copy.socialImageUrl.placeholder}
          value={socialImageUrl}
          ref={socialImageUrlField}
          onChange={(e) => setSocialImageUrl(e.target.value)}
          error={error('socialImageUrl')}
          hint={copy.socialImageUrl.hint}
        />
      </div>
      <div>
        <label className="flex items-center gap-3 text-sm font-semibold text-slate-900">
          <input
            type="checkbox"
            name="noindex"
            checked={noindex}
            onChange={(e) => setNoindex(e.target.checked)}
            aria-describedby="noindex-hint"
            className="h-5 w-5 rounded accent-amber-500"
          />
          {copy.noindex.label}
        </label>
        <p id="noindex-hint" className="mt-1 text-sm text-slate-600">
          {copy.noindex.hint}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <figure aria-labelledby="search-preview-caption" className="min-w-0">
          <figcaption id="search-preview-caption" className="text-sm font-semibold text-slate-900">
            {copy.searchPreview.caption}
          </figcaption>
          <div className="mt-2 rounded-xl border border-slate-200 bg-white p-4 font-sans">
            <p className="truncate text-sm text-slate-700" data-preview="url">
              {crumb}
            </p>
            <p className="mt-1 text-xl leading-snug text-[#1a0dab]" data-preview="title">
              {headline ? truncateSnippet(headline, SEO_ADVICE.titleMax) : copy.searchPreview.untitled}
            </p>
            <p className="mt-1 text-sm text-slate-700" data-preview="description">
              {description ? truncateSnippet(description, SEO_ADVICE.descriptionMax) : copy.searchPreview.noDescription}
            </p>
            {noindex ? <p className="mt-2 text-sm font-medium text-amber-800">{copy.searchPreview.hidden}</p> : null}
          </div>
        </figure>
        <figure aria-labelledby="social-preview-caption" className="min-w-0">
          <figcaption id="social-preview-caption" className="text-sm font-semibold text-slate-900">
            {copy.socialPreview.caption}
          </figcaption>
          <div className="mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white">
            <div className="relative aspect-[1200/630] bg-slate-900">
              {showImage ? (
                <Image src={image} alt={copy.socialPreview.imageAlt} fill unoptimized sizes="(min-width: 1024px) 400px, 100vw" className="object-cover" />
              ) : (
                <div className="flex h-full flex-col justify-end bg-gradient-to-br from-slate-900 to-slate-700 p-4 text-white">
                  <span className="text-xs font-semibold uppercase tracking-wide text-amber-300">{copy.socialPreview.generated}</span>
                  <span className="mt-1 line-clamp-2 text-lg font-bold">{title.trim() || copy.searchPreview.untitled}</span>
                </div>
              )}
            </div>
            <div className="border-t border-slate-200 p-3">
              <p className="truncate text-xs uppercase text-slate-600" data-preview="domain">
                {breadcrumbUrl(siteUrl, '/')}
              </p>
              <p className="mt-1 font-semibold text-slate-900" data-preview="social-title">
                {socialTitle ? truncateSnippet(socialTitle, SOCIAL_TITLE_CHARS) : copy.searchPreview.untitled}
              </p>
              <p className="mt-1 text-sm text-slate-700" data-preview="social-description">
                {description ? truncateSnippet(description, SOCIAL_DESCRIPTION_CHARS) : copy.searchPreview.noDescription}
              </p>
            </div>
          </div>
        </figure>
      </div>
    </section>
  );
}
