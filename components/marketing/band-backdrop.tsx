import { cn } from '@/components/ui/cn';

const glows = {
  // Heroes: up in the top right corner, behind the header's edge.
  'top-right': '-top-56 right-[calc(-10%-4rem)] h-[36rem] w-[36rem]',
  // Call-to-action bands: rising from under the buttons.
  'bottom-center': '-bottom-48 left-1/2 h-[26rem] w-[48rem] max-w-full -translate-x-1/2',
};

/**
 * The dark bands' decoration, behind their content: a faint grid and an amber glow (`bg-glow`, a
 * gradient rather than a blur filter, which would cost the first frame tens of milliseconds of
 * raster). The band itself must be `relative isolate overflow-hidden`.
 */
export function BandBackdrop({ glow }: { glow: keyof typeof glows }) {
  return (
    <>
      <div className="bg-grid absolute inset-0 -z-10" aria-hidden="true" />
      <div className={cn('absolute -z-10 bg-glow', glows[glow])} aria-hidden="true" />
    </>
  );
}
