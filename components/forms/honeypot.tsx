import { useId } from 'react';
import { HONEYPOT_FIELD } from '@/lib/leads/client';

/** A field people never see or reach; bots that fill every input give themselves away. */
export function Honeypot() {
  // Unique per form: several forms share a page (footer, sidebar, contact).
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
