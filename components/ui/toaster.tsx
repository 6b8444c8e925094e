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

// Toasts start below the header, so they never cover its buttons. Every header (the site's sticky
// one, the Florida page's, the admin's) is 4rem tall on phones; the admin's adds its row of
// sections from 768 px (`header`). Sonner's own offsets are 24 px, 16 px on phones.
const belowHeaderOnPhones = { top: 'calc(4rem + 12px)' };

/** `header`: the header's height where Sonner uses its desktop offset (from 600 px). */
export function Toaster({ header = '4rem' }: { header?: string }) {
  const belowHeader = { top: `calc(${header} + 24px)` };
  return (
    <Sonner
      position="top-right"
      richColors
      closeButton
      theme="light"
      style={colours}
      offset={belowHeader}
      mobileOffset={belowHeaderOnPhones}
      toastOptions={{ duration: 6000 }}
    />
  );
}
