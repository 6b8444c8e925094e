import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Select } from '@/components/ui/select';

/**
 * The admin lists' filters (posts, leads): a plain GET form, so the filters live in the address,
 * work without script and can be bookmarked. Each field is labelled above its control.
 */

const control = 'mt-1 block min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900';
const labelClass = 'block text-xs font-semibold text-slate-900';

type FormProps = {
  action: string;
  label: string;
  /** Whether any filter is set: then a link clears them all. */
  active: boolean;
  copy: { apply: string; clear: string };
  className: string;
  children: ReactNode;
};

export function FilterForm({ action, label, active, copy, className, children }: FormProps) {
  return (
    <form method="get" action={action} role="search" aria-label={label} className={cn('grid gap-3 rounded-2xl border border-slate-200 bg-white p-4', className)}>
      {children}
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {copy.apply}
        </button>
        {active ? (
          <Link href={action} className="text-sm font-semibold text-accent-700 hover:text-slate-900">
            {copy.clear}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

type FieldProps = { id: string; name: string; label: string; value: string | undefined };

/** A choice of one value, or `anyLabel` for none. */
export function FilterSelect({ id, name, label, value, anyLabel, options }: FieldProps & { anyLabel: string; options: readonly { value: string; label: string }[] }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Select id={id} name={name} defaultValue={value ?? ''} className={control}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Free text, at most `maxLength` characters. */
export function FilterSearch({ id, name, label, value, maxLength }: FieldProps & { maxLength: number }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} type="search" name={name} defaultValue={value ?? ''} maxLength={maxLength} className={control} />
    </div>
  );
}
