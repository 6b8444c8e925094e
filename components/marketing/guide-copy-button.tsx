'use client';

import { useEffect, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { icon } from '@/components/ui/icon';

const CheckIcon = icon([["path",{"d":"M20 6 9 17l-5-5"}]]);
const CopyIcon = icon([["rect",{"width":"14","height":"14","x":"8","y":"8","rx":"2","ry":"2"}],["path",{"d":"M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2"}]]);

type State = 'idle' | 'copied' | 'failed';

/** Copies a code sample; the label flips to "Copied" and a live region announces it. */
export function GuideCopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<State>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={copy}
        aria-label={`Copy ${label}`}
        data-state={state}
        className={cn(
          'inline-flex min-h-9 min-w-[6.5rem] items-center justify-center gap-1.5 rounded-full border px-3 text-xs font-semibold transition-colors',
          state === 'copied'
            ? 'border-emerald-400/40 bg-emerald-400/10 text-emerald-200'
            : 'border-white/20 text-slate-200 hover:bg-white/10 hover:text-white',
        )}
      >
        {state === 'copied' ? <CheckIcon className="h-3.5 w-3.5" /> : <CopyIcon className="h-3.5 w-3.5" />}
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
      </button>
      <span role="status" aria-live="polite" className="sr-only">
        {state === 'copied' ? `${label} copied to clipboard` : state === 'failed' ? 'Copying failed; select the code and copy it manually' : ''}
      </span>
    </>
  );
}
