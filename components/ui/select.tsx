import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'select'>, 'defaultValue' | 'value'> & { defaultValue: string };

/**
 * A native select that shows its `defaultValue` after every render, not only the first. React
 * applies a select's default once, when it mounts, and resets a form to it after each action:
 * without the key, a save that failed would drop the choice sent, and a save that worked would
 * show the old value beside the new one. Remounting on a new default keeps both right.
 */
export function Select({ defaultValue, ...props }: Props) {
  return <select key={defaultValue} defaultValue={defaultValue} {...props} />;
}
