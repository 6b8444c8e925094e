import { createElement, type ReactElement, type SVGProps } from 'react';

/** A lucide drawing: its elements and their attributes. */
export type IconNode = ReadonlyArray<readonly [string, Readonly<Record<string, string>>]>;
export type Icon = (props: Omit<SVGProps<SVGSVGElement>, 'children'>) => ReactElement;

const defaults = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

/**
 * A lucide icon as a plain SVG component, with lucide's default attributes. Server code imports
 * the generated set in ./icons (HTML only, no JavaScript); a client component defines the few it
 * draws in its own file, so a chunk never carries icons its page does not use. Plain TypeScript
 * (no JSX), so Node scripts that read content/ can load it.
 */
export function icon(node: IconNode): Icon {
  return function LucideSvg(props) {
    return createElement('svg', { ...defaults, ...props }, ...node.map(([tag, attrs]) => createElement(tag, attrs)));
  };
}
