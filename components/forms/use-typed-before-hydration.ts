'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * A controlled field's server HTML takes keystrokes before React hydrates it (a slow connection,
 * a busy laptop). React keeps that text in the field but never reports it, so the state behind
 * the field stays what the server rendered, and a later render can overwrite the text. Once
 * hydrated, this hands what the field holds to `adopt`, as if it had just been typed.
 */
export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, rendered: string, adopt: (typed: string) => void) {
  const first = useRef({ rendered, adopt });
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== first.current.rendered) first.current.adopt(typed);
  }, [field]);
}
