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

// Every header (the site's sticky one, the Florida page's, the admin's) is 4rem tall: toasts
// start below it, so they never cover its buttons. Sonner's own offsets are 24 px, 16 px on phones.
const belowHeader = { top: 'calc(4rem + 24px)' };
const belowHeaderOnPhones = { top: 'calc(4rem + 12px)' };

export function Toaster() {
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
