'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { icon } from '@/components/ui/icon';
import { checkDraft } from '@/lib/geo/client';
import { fillTemplate } from '@/lib/template';
import { geoCheckCopy } from '@/content/geo-check';
import { NewTabHint } from '@/components/ui/new-tab-hint';

const CircleCheckIcon = icon([["circle",{"cx":"12","cy":"12","r":"10"}],["path",{"d":"m16 9-5.5 5.5L8 12"}]]);
const CircleAlertIcon = icon([["circle",{"cx":"12","cy":"12","r":"10"}],["line",{"x1":"12","x2":"12","y1":"8","y2":"12"}],["line",{"x1":"12","x2":"12.01","y1":"16","y2":"16"}]]);

/** Long enough that a burst of typing is checked once, short enough to feel live. */
export const GEO_DEBOUNCE_MS = 300;

type FormFields = { excerpt: string; metaDescription?: string };

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

// Fields the form owns (uncontrolled): read from the form itself, so a field another panel adds
// (metaDescription) is picked up by name without this panel knowing where it lives.
function formFields(form: HTMLFormElement): FormFields {
  const data = new FormData(form);
  return { excerpt: text(data.get('excerpt')), metaDescription: data.has('metaDescription') ? text(data.get('metaDescription')) : undefined };
}

/**
 * The editor's "AI citation readiness" panel: the draft checked against the rules of our AI SEO
 * guides as it changes. Advice only: it holds no field, so it can never block a save. Render it
 * inside the post form; title and content come from the form's state, the rest from its fields.
 */
export function GeoPanel({ title, content, siteUrl }: { title: string; content: string; siteUrl: string }) {
  const root = useRef<HTMLElement>(null);
  const [fields, setFields] = useState<FormFields>({ excerpt: '' });
  const [draft, setDraft] = useState({ title, content });

  useEffect(() => {
    const timer = setTimeout(() => setDraft({ title, content }), GEO_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [title, content]);

  useEffect(() => {
    const form = root.current?.closest('form');
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setFields(formFields(form)), GEO_DEBOUNCE_MS);
    };
    schedule();
    form.addEventListener('input', schedule);
    form.addEventListener('change', schedule);
    return () => {
      clearTimeout(timer);
      form.removeEventListener('input', schedule);
      form.removeEventListener('change', schedule);
    };
  }, []);

  const results = useMemo(() => checkDraft({ ...draft, ...fields }, { siteUrl }), [draft, fields, siteUrl]);
  const passed = results.filter((result) => result.pass).length;

  return (
    <section ref={root} aria-labelledby="geo-title" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="geo-title" className="text-h3">
          {geoCheckCopy.title}
        </h2>
        <p aria-live="polite" className="text-sm font-semibold text-slate-900">
          {fillTemplate(geoCheckCopy.summary, { passed: String(passed), total: String(results.length) })}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600">{geoCheckCopy.intro}</p>
      <ul className="mt-4 grid gap-3">
        {results.map((result) => (
          <li key={result.id} className="flex gap-3">
            {/* Two shapes, not two colours: a tick passes, an exclamation mark needs work. */}
            {result.pass ? (
              <CircleCheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
            ) : (
              <CircleAlertIcon className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
            )}
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-900">
                <span className="sr-only">{result.pass ? geoCheckCopy.passed : geoCheckCopy.failed} </span>
                {result.name}
              </p>
              <p className="text-sm text-slate-700">{result.hint}</p>
              <p className="mt-0.5 text-xs text-slate-600">
                <a href={result.guide.path} target="_blank" rel="noopener" className="font-semibold text-accent-700 underline underline-offset-2 hover:text-slate-900">
                  {fillTemplate(geoCheckCopy.guide, { guide: result.guide.name })}
                  <NewTabHint />
                </a>
                : “{result.from}”
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
