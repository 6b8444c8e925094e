'use client';

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { formValues } from '@/lib/form-data';
import { draftFields, parseDraft, sameFields, serializeDraft, type DraftFields, type StoredDraft } from '@/lib/posts/client';
import { adminCopy } from '@/content/admin';

/** How often the editor copies the form to the browser, besides on blur and when the tab hides. */
export const AUTOSAVE_MS = 3000;

// localStorage as an external store: this tab's writes notify here, other tabs' via 'storage'.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
function read(key: string) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (some private modes): the editor works, without the copy
  }
}
function store(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Full or disabled: the warning before leaving still protects the open editor.
  }
  listeners.forEach((listener) => listener());
}

type Options = {
  storageKey: string;
  /** What the post looks like saved: a form equal to it has nothing to keep. */
  pristine: DraftFields;
  form: RefObject<HTMLFormElement | null>;
  /** False once the form has been submitted: an earlier copy is only offered to a fresh editor. */
  offerable: boolean;
};

/**
 * Keeps the editor's unsaved changes in the browser and offers them back: autosaves every few
 * seconds, on blur and when the tab is hidden; offers an earlier copy that differs from the post;
 * asks before the page or an in-app link leaves unsaved changes behind.
 */
export function usePostDraft({ storageKey, pristine, form, offerable }: Options) {
  const stored = useSyncExternalStore(
    subscribe,
    () => read(storageKey),
    () => null,
  );
  const [decided, setDecided] = useState(false);
  const offer: StoredDraft | null = useMemo(() => {
    if (decided || !offerable) return null;
    const draft = parseDraft(stored);
    return draft && !sameFields(draft.fields, pristine) ? draft : null;
  }, [decided, offerable, stored, pristine]);

  const latest = useRef({ offer, decided, pristine });
  useEffect(() => {
    latest.current = { offer, decided, pristine };
  });
  /** Set after a successful save: nothing is unsaved any more, even before the editor leaves. */
  const closed = useRef(false);
  const written = useRef<DraftFields | null>(null);

  const current = useCallback(() => (form.current ? draftFields(formValues(new FormData(form.current))) : null), [form]);
  const unsaved = useCallback(() => {
    const fields = current();
    return !closed.current && fields !== null && !sameFields(fields, latest.current.pristine);
  }, [current]);

  const save = useCallback(() => {
    const fields = current();
    if (closed.current || !fields) return;
    if (!latest.current.decided) {
      // An earlier copy waits for Restore or Discard; writing now would overwrite it.
      if (latest.current.offer) return;
      latest.current.decided = true;
      setDecided(true);
    }
    if (written.current && sameFields(fields, written.current)) return;
    written.current = fields;
    store(storageKey, sameFields(fields, latest.current.pristine) ? null : serializeDraft(fields, new Date()));
  }, [current, storageKey]);

  useEffect(() => {
    const timer = window.setInterval(save, AUTOSAVE_MS);
    const onHidden = () => document.visibilityState === 'hidden' && save();
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      save();
      event.preventDefault();
      event.returnValue = '';
    };
    // Links inside the app navigate without unloading the page, so beforeunload never fires.
    const onLinkClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return;
      if (!unsaved()) return;
      save();
      if (!window.confirm(adminCopy.draft.leave)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onLinkClick, true);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onLinkClick, true);
    };
  }, [save, unsaved]);

  return {
    /** An earlier unsaved copy to offer, until it is restored or discarded. */
    offer,
    /** For the form's onBlur: a copy whenever focus leaves a field. */
    save,
    /** The offered copy is now in the form; it is kept (and updated) from here on. */
    accept: () => setDecided(true),
    discard: () => {
      store(storageKey, null);
      setDecided(true);
    },
    /** After a successful save: the copy is gone and leaving no longer asks. */
    clear: () => {
      closed.current = true;
      store(storageKey, null);
    },
  };
}
