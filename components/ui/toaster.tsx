'use client';

import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

// Sonner's rich colours, darkened to meet WCAG AA contrast.
const colours = {
  '--success-bg': '#ecfdf5',
  '--success-border': '#a7f3d0',
  '--success-text': '#065f46',
  '--error-bg': '#fef2f2',
  '--error-border': '#fecaca',
  '--error-text': '#991b1b',
} as CSSProperties;

/**
 * `belowHeader`: toasts start under a 4rem header (the admin's), so they never cover its
 * buttons; sonner's own offsets are 24 px, 16 px on phones.
 */
export function Toaster({ belowHeader = false }: { belowHeader?: boolean }) {
  return (
    <Sonner
      position="top-right"
      richColors
      closeButton
      theme="light"
      style={colours}
      toastOptions={{ duration: 6000 }}
      {...(belowHeader ? { offset: { top: 'calc(4rem + 24px)' }, mobileOffset: { top: 'calc(4rem + 12px)' } } : {})}
    />
  );
}
