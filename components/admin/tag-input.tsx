'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { icon } from '@/components/ui/icon';
import { MAX_TAG_LENGTH, MAX_TAGS, normalizeTags } from '@/lib/posts/client';
import { Button } from '@/components/ui/button';
import { adminCopy } from '@/content/admin';
import { useTypedBeforeHydration } from '@/components/forms/use-typed-before-hydration';

const PlusIcon = icon([["path",{"d":"M5 12h14"}],["path",{"d":"M12 5v14"}]]);
const XIcon = icon([["path",{"d":"M18 6 6 18"}],["path",{"d":"m6 6 12 12"}]]);

/** Tags: added with the button or Enter, removed with an X, submitted as repeated `tags` fields. */
export function TagInput({ initial, error }: { initial: string[]; error?: string }) {
  const [tags, setTags] = useState(initial);
  const [draft, setDraft] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, draft, setDraft);

  function add() {
    setTags((current) => normalizeTags([...current, draft]).slice(0, MAX_TAGS));
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  return (
    <div>
      <label htmlFor="post-tag" className="block text-sm font-semibold text-slate-900">
        Tags
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="post-tag"
          ref={field}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MAX_TAG_LENGTH}
          placeholder="e.g. weather-campaigns"
          aria-describedby={error ? 'tags-error' : 'tags-hint'}
          className="min-h-11 w-full rounded-xl border border-slate-300 px-4 text-slate-900"
        />
        <Button type="button" variant="secondary" onClick={add}>
          <PlusIcon className="h-4 w-4" aria-hidden="true" /> Add
        </Button>
      </div>
      <p id="tags-hint" className="mt-1 text-sm text-slate-600">
        {adminCopy.tagHint}
      </p>
      {error ? (
        <p id="tags-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Selected tags">
        {tags.map((tag) => (
          <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800">
            {tag}
            <input type="hidden" name="tags" value={tag} />
            <button
              type="button"
              onClick={() => setTags((current) => current.filter((t) => t !== tag))}
              className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-slate-200"
              aria-label={`Remove tag ${tag}`}
            >
              <XIcon className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
