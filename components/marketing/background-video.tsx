'use client';

import { useEffect, useRef, useState } from 'react';
import { icon } from '@/components/ui/icon';

const PauseIcon = icon([["rect",{"x":"14","y":"3","width":"5","height":"18","rx":"1"}],["rect",{"x":"5","y":"3","width":"5","height":"18","rx":"1"}]]);
const PlayIcon = icon([["path",{"d":"M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z"}]]);

type BackgroundVideoProps = { mp4: string; webm?: string; poster: string };

/**
 * Decorative looping video behind a hero. It stops under prefers-reduced-motion, and the
 * button lets anyone pause it (WCAG 2.2.2: moving content longer than five seconds).
 * Place it inside a relatively positioned, isolated hero (PageHero): it fills that box and
 * never affects layout.
 */
export function BackgroundVideo({ mp4, webm, poster }: BackgroundVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React does not always serialise `muted` as an attribute; autoplay needs it set.
    video.muted = true;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const apply = () => {
      if (query.matches) {
        video.pause();
        setPlaying(false);
      } else {
        video.play().then(
          () => setPlaying(true),
          () => setPlaying(false),
        );
      }
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      video.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    } else {
      video.pause();
      setPlaying(false);
    }
  };

  return (
    <>
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        <video
          ref={ref}
          className="h-full w-full object-cover"
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          poster={poster}
          tabIndex={-1}
          data-testid="hero-video"
        >
          {webm ? <source src={webm} type="video/webm" /> : null}
          <source src={mp4} type="video/mp4" />
        </video>
        {/* Keeps hero text readable over the brightest frames. */}
        <div className="absolute inset-0 bg-gradient-to-r from-slate-950/95 via-slate-900/80 to-slate-900/40" />
      </div>
      <button
        type="button"
        onClick={toggle}
        className="absolute right-4 bottom-4 z-10 inline-flex h-11 w-11 items-center justify-center rounded-full border border-white/30 bg-slate-950/70 text-white backdrop-blur hover:bg-slate-950/90"
        aria-label={playing ? 'Pause background video' : 'Play background video'}
      >
        {playing ? <PauseIcon className="h-4 w-4" /> : <PlayIcon className="h-4 w-4" />}
      </button>
    </>
  );
}
