import { cn } from '@/components/ui/cn';
import { GuideCopyButton } from './guide-copy-button';

type GuideCodeBlockProps = {
  id: string;
  title: string;
  language: 'json' | 'robots' | 'markdown' | 'html' | 'shell';
  code: string;
};

const languageLabel: Record<GuideCodeBlockProps['language'], string> = {
  json: 'JSON-LD',
  robots: 'robots.txt',
  markdown: 'Markdown',
  html: 'HTML',
  shell: 'Shell',
};

/** A dark code sample that scrolls inside itself on narrow screens, with a copy button. */
export function GuideCodeBlock({ id, title, language, code }: GuideCodeBlockProps) {
  return (
    <figure
      id={id}
      className="my-8 overflow-hidden rounded-2xl border border-slate-800 bg-slate-950 shadow-sm"
      data-code-language={language}
      {...(language === 'json' ? { 'data-jsonld-example': '' } : {})}
    >
      <figcaption className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2.5">
        <span className="min-w-0 text-sm text-slate-300">
          <span className="mr-2 rounded bg-white/10 px-1.5 py-0.5 font-mono text-xs text-accent-300">{languageLabel[language]}</span>{' '}
          <span className="font-medium text-white">{title}</span>
        </span>
        <GuideCopyButton text={code} label={title} />
      </figcaption>
      <pre
        tabIndex={0}
        className={cn(
          'max-h-[32rem] overflow-auto p-4 text-[0.8125rem] leading-6 text-slate-100 focus-visible:outline-offset-[-2px]',
          // Markdown reads as prose, so it wraps; code keeps its lines and scrolls.
          language === 'markdown' && 'break-words whitespace-pre-wrap',
        )}
      >
        <code className="font-mono">{code}</code>
      </pre>
    </figure>
  );
}
