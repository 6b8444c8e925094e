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

export function Toaster() {
  return <Sonner position="top-right" richColors closeButton theme="light" style={colours} toastOptions={{ duration: 6000 }} />;
}
