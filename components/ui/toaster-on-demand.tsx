'use client';

import { useEffect, useState, type ComponentType } from 'react';

type ToastModules = [typeof import('sonner'), typeof import('./toaster')];

let modules: Promise<ToastModules> | null = null;
let mountRegion: ((region: ComponentType) => void) | null = null;

/** The toast library and its styled region, fetched once; a failed fetch may be retried. */
export function importToasts(): Promise<ToastModules> {
  modules ??= Promise.all([import('sonner'), import('./toaster')]).catch((error: unknown) => {
    modules = null;
    throw error;
  });
  return modules;
}

/**
 * A public page's toast region. It renders nothing until the first toast, so sonner is fetched
 * when a form has something to say (or is first focused, see preloadToasts), not with the page.
 */
export function ToasterOnDemand() {
  const [Region, setRegion] = useState<ComponentType | null>(null);
  useEffect(() => {
    mountRegion = (region) => setRegion(() => region);
    return () => {
      mountRegion = null;
    };
  }, []);
  return Region ? <Region /> : null;
}

/**
 * sonner's `toast`, with the page's on-demand region mounted. sonner replays toasts created
 * before its region subscribed, so the first toast is not lost while the region mounts. Pages
 * with an eager <Toaster /> (the admin) have no on-demand region and show it there.
 */
export async function loadToast() {
  const [{ toast }, { Toaster }] = await importToasts();
  mountRegion?.(Toaster);
  return toast;
}

/**
 * Fetches the toast code when a visitor starts on a form, so the answer to a submission made
 * while the connection is failing (exactly when the error toast matters) does not also wait
 * on the network for its toast.
 */
export function preloadToasts() {
  importToasts().catch(() => {});
}
