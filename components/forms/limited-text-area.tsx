'use client';

import { useCallback, useEffect, useState, type ComponentProps } from 'react';
import { characterCountCopy as copy } from '@/content/character-count';
import { fillTemplate } from '@/lib/template';
import { cn } from '@/components/ui/cn';
import { TextAreaField } from './field';

/** From this share of the limit on, the counter counts. */
const NEAR = 0.8;
/** Screen readers hear the count once typing pauses, not at every keystroke. */
const SPEAK_AFTER_MS = 1000;

const figure = (n: number) => n.toLocaleString('en-US');

export type CharacterCount = { state: 'under' | 'near' | 'over'; text: string };

/** What the counter says for a text of `length` characters. */
export function characterCount(length: number, limit: number): CharacterCount {
  const values = { count: figure(length), limit: figure(limit), over: figure(length - limit) };
  if (length > limit) return { state: 'over', text: fillTemplate(copy.over, values) };
  if (length >= limit * NEAR) return { state: 'near', text: fillTemplate(copy.near, values) };
  return { state: 'under', text: fillTemplate(copy.limit, values) };
}

type Props = Omit<ComponentProps<typeof TextAreaField>, 'maxLength' | 'hint' | 'ref'> & { limit: number };

/**
 * A text area with a live character count instead of a maxlength: a browser silently cuts a
 * pasted text at maxlength, so the visitor would send less than they wrote without knowing.
 * Here nothing is cut; the count warns near the limit and says by how much a text is over it,
 * and the server refuses an over-long text with the field's message, keeping what was typed.
 * Without JavaScript the hint names the limit (and the count, when a refused text comes back).
 */
export function LimitedTextAreaField({ limit, defaultValue, onChange, className, error, ...props }: Props) {
  const [length, setLength] = useState(() => String(defaultValue ?? '').length);
  const count = characterCount(length, limit);
  const over = count.state === 'over';

  // Also counts what was typed before the page became interactive, and what a form reset
  // (after a submission) leaves in the field.
  const attach = useCallback((area: HTMLTextAreaElement | null) => {
    if (!area) return;
    setLength(area.value.length);
    const form = area.form;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The reset event comes before the values change.
    const afterReset = () => {
      timer = setTimeout(() => setLength(area.value.length));
    };
    form?.addEventListener('reset', afterReset);
    return () => {
      clearTimeout(timer);
      form?.removeEventListener('reset', afterReset);
    };
  }, []);

  const [spoken, setSpoken] = useState('');
  const announcement = count.state === 'under' ? '' : count.text;
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(announcement), SPEAK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [announcement]);

  return (
    <div className={className}>
      <TextAreaField
        {...props}
        ref={attach}
        defaultValue={defaultValue}
        error={error}
        aria-invalid={over || error ? true : undefined}
        hint={
          <span className={cn(over && 'font-medium text-red-700')} data-state={count.state}>
            {count.text}
          </span>
        }
        onChange={(event) => {
          setLength(event.target.value.length);
          onChange?.(event);
        }}
      />
      <p className="sr-only" aria-live="polite">
        {spoken}
      </p>
    </div>
  );
}
