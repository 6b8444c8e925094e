'use client';

import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { icon } from '@/components/ui/icon';

const MessageCircleIcon = icon([["path",{"d":"M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719"}]]);

/**
 * A fixed contact button in the bottom-right corner. It steps aside once `hideWhenVisibleId`
 * (the page's own call to action) scrolls into view, so it never sits on top of the CTA or footer.
 */
export function GuideFloatingCta({ href, label, hideWhenVisibleId }: { href: string; label: string; hideWhenVisibleId: string }) {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const target = document.getElementById(hideWhenVisibleId);
    if (!target) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setHidden(target.getBoundingClientRect().top < window.innerHeight);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [hideWhenVisibleId]);

  return (
    <div
      className={cn(
        'fixed right-4 bottom-4 z-30 transition-all duration-200 sm:right-6 sm:bottom-6',
        hidden ? 'invisible translate-y-3 opacity-0' : 'visible translate-y-0 opacity-100',
      )}
      data-floating-cta=""
    >
      {/* Below 640 px it shrinks to a round icon button so it hides as little of the text as possible. */}
      <ButtonLink href={href} size="md" className="shadow-lg ring-1 shadow-slate-900/25 ring-slate-900/10 max-sm:h-14 max-sm:w-14 max-sm:px-0!">
        <MessageCircleIcon className="h-5 w-5 sm:h-4 sm:w-4" />
        <span className="max-sm:sr-only">{label}</span>
      </ButtonLink>
    </div>
  );
}
