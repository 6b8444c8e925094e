'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export const HOVER_DELAYS = { open: 200, skip: 300, close: 150 } as const;

/**
 * Open/close state for a hover menu: opening waits `open` ms, closing waits `close` ms,
 * and re-entering within `skip` ms of a close opens at once.
 */
export function useHoverIntent(delays = HOVER_DELAYS) {
  const [open, setOpenState] = useState(false);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closedAt = useRef(0);
  const openRef = useRef(false);

  const clearTimers = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  }, []);

  const setOpen = useCallback(
    (next: boolean) => {
      clearTimers();
      // Only a real close starts the skip window, not a no-op close on navigation.
      if (openRef.current && !next) closedAt.current = Date.now();
      openRef.current = next;
      setOpenState(next);
    },
    [clearTimers],
  );

  const onPointerEnter = useCallback(() => {
    clearTimeout(closeTimer.current);
    if (open) return;
    if (Date.now() - closedAt.current < delays.skip) {
      setOpen(true);
      return;
    }
    clearTimeout(openTimer.current);
    openTimer.current = setTimeout(() => setOpen(true), delays.open);
  }, [open, delays, setOpen]);

  const onPointerLeave = useCallback(() => {
    clearTimeout(openTimer.current);
    if (!open) return;
    closeTimer.current = setTimeout(() => setOpen(false), delays.close);
  }, [open, delays, setOpen]);

  useEffect(() => clearTimers, [clearTimers]);

  return { open, setOpen, onPointerEnter, onPointerLeave };
}
