'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { onScrollFrame } from './scroll-frame';

/**
 * A fixed box in the bottom-right corner (its content is rendered by the server: see
 * guide-floating-cta.tsx). It steps aside once `hideWhenVisibleId` (the page's own call to
 * action) scrolls into view, so it never sits on top of the CTA or footer.
 */
export function FloatingUntilVisible({ hideWhenVisibleId, className, children }: { hideWhenVisibleId: string; className?: string; children: ReactNode }) {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const target = document.getElementById(hideWhenVisibleId);
    if (!target) return;
    return onScrollFrame(() => setHidden(target.getBoundingClientRect().top < window.innerHeight));
  }, [hideWhenVisibleId]);

  return (
    <div
      className={cn(
        'fixed right-4 bottom-4 z-30 transition-all duration-200 sm:right-6 sm:bottom-6',
        hidden ? 'invisible translate-y-3 opacity-0' : 'visible translate-y-0 opacity-100',
        className,
      )}
      data-floating-cta=""
    >
      {children}
    </div>
  );
}
