import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

const control =
  'mt-2 block w-full rounded-xl border bg-white px-4 text-slate-900 placeholder:text-slate-500 focus:border-accent-500 aria-[invalid=true]:border-red-600';

type Common = { label: ReactNode; name: string; id?: string; error?: string; hint?: ReactNode; tone?: 'light' | 'dark' };

function Label({ id, label, required, tone }: { id: string; label: ReactNode; required?: boolean; tone?: 'light' | 'dark' }) {
  return (
    <label htmlFor={id} className={cn('block text-sm font-semibold', tone === 'dark' ? 'text-white' : 'text-slate-900')}>
      {label}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          {' '}*
        </span>
      ) : null}
    </label>
  );
}

function Messages({ id, error, hint, tone }: { id: string; error?: string; hint?: ReactNode; tone?: 'light' | 'dark' }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={cn('mt-1 text-sm', tone === 'dark' ? 'text-slate-300' : 'text-slate-600')}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={cn('mt-1 text-sm font-medium', tone === 'dark' ? 'text-red-300' : 'text-red-700')}>
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/** A labelled input whose error is tied to it with aria-describedby. */
export function TextField({ label, name, id = name, error, hint, tone, className, ...props }: Common & Omit<ComponentProps<'input'>, 'name' | 'id'>) {
  return (
    <div className={className}>
      <Label id={id} label={label} required={props.required} tone={tone} />
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(control, 'min-h-11', error ? 'border-red-600' : 'border-slate-300')}
        {...props}
      />
      <Messages id={id} error={error} hint={hint} tone={tone} />
    </div>
  );
}

export function TextAreaField({ label, name, id = name, error, hint, tone, className, ...props }: Common & Omit<ComponentProps<'textarea'>, 'name' | 'id'>) {
  return (
    <div className={className}>
      <Label id={id} label={label} required={props.required} tone={tone} />
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(control, 'py-3', error ? 'border-red-600' : 'border-slate-300')}
        {...props}
      />
      <Messages id={id} error={error} hint={hint} tone={tone} />
    </div>
  );
}
