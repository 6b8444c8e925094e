import { CheckCircle2, Download, Info, TriangleAlert } from '@/components/ui/icons';
import type { GuideBlock } from '@/content/ai-seo/types';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Faq } from './faq';
import { GuideAccordion } from './guide-accordion';
import { GuideCodeBlock } from './guide-code-block';
import { GuideLinkCard } from './guide-link-card';
import { RichText } from './guide-rich-text';

type ProseBlock = Extract<GuideBlock, { kind: 'paragraph' | 'subheading' | 'list' }>;
type OtherBlock = Exclude<GuideBlock, ProseBlock>;
type Group = { prose: true; blocks: ProseBlock[] } | { prose: false; block: OtherBlock };

const isProse = (block: GuideBlock): block is ProseBlock =>
  block.kind === 'paragraph' || block.kind === 'subheading' || block.kind === 'list';

/** Runs of plain copy share one prose wrapper; components stay outside it so prose styles never reach them. */
function groupBlocks(blocks: readonly GuideBlock[]): Group[] {
  const groups: Group[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (isProse(block)) {
      if (last?.prose) last.blocks.push(block);
      else groups.push({ prose: true, blocks: [block] });
    } else {
      groups.push({ prose: false, block });
    }
  }
  return groups;
}

function Prose({ block }: { block: ProseBlock }) {
  if (block.kind === 'paragraph') return <p><RichText text={block.text} /></p>;
  if (block.kind === 'subheading') return <h3>{block.text}</h3>;
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List>
      {block.items.map((item) => (
        <li key={item}>
          <RichText text={item} />
        </li>
      ))}
    </List>
  );
}

export function Checklist({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2.5', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-sm leading-6 text-slate-700">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Block({ block }: { block: OtherBlock }) {
  switch (block.kind) {
    case 'checklist':
      return (
        <div className="my-8 rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <p className="mb-4 font-display font-semibold text-slate-900">{block.title}</p>
          <Checklist items={block.items} />
        </div>
      );
    case 'callout': {
      const Icon = block.tone === 'warning' ? TriangleAlert : Info;
      return (
        <div role="note" className={cn('my-8 flex gap-4 rounded-2xl border-l-4 p-5 sm:p-6', block.tone === 'warning' ? 'border-accent-500 bg-amber-50' : 'border-slate-900 bg-slate-50')}>
          <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', block.tone === 'warning' ? 'text-accent-700' : 'text-slate-900')} aria-hidden="true" />
          <div className="text-sm leading-6 text-slate-700">
            <p className="font-semibold text-slate-900">{block.title}</p>
            <p className="mt-1">
              <RichText text={block.text} />
            </p>
          </div>
        </div>
      );
    }
    case 'code':
      return <GuideCodeBlock id={block.id} title={block.title} language={block.language} code={block.code} />;
    case 'table':
      return (
        <div className="my-8 overflow-x-auto rounded-2xl border border-slate-200" role="region" aria-label={block.caption} tabIndex={0}>
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption className="border-b border-slate-200 bg-slate-50 px-4 py-3 text-left font-display font-semibold text-slate-900">{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {block.rows.map((row) => (
                <tr key={row.join('|')} className="align-top">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="px-4 py-3 font-medium text-slate-900 [&_code]:whitespace-nowrap">
                        <RichText text={cell} />
                      </th>
                    ) : (
                      <td key={index} className="px-4 py-3 leading-6 text-slate-700">
                        <RichText text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'stats':
      return (
        <ul className="my-8 grid gap-4 sm:grid-cols-2">
          {block.items.map((item) => (
            <li key={item.label}>
              <Card className="relative h-full overflow-hidden">
                <div className="absolute inset-x-0 top-0 h-1 bg-accent-400" aria-hidden="true" />
                <p className="font-display text-4xl font-extrabold tracking-tight text-slate-900">{item.value}</p>
                <p className="mt-1 font-semibold text-slate-900">{item.label}</p>
                <p className="mt-3 text-sm leading-6 text-slate-600">
                  <RichText text={item.detail} />
                </p>
              </Card>
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="my-8 space-y-4">
          {block.items.map((step, index) => (
            <li key={step.title}>
              <Card className="flex gap-4 sm:gap-5">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-slate-900 font-display font-bold text-accent-300" aria-hidden="true">
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  {step.label ? <p className="text-xs font-semibold tracking-widest text-accent-700 uppercase">{step.label}</p> : null}
                  <h3 className="mt-1 text-h3">{step.title}</h3>
                  <p className="mt-2 leading-7 text-slate-700">
                    <RichText text={step.text} />
                  </p>
                  {step.checklist ? <Checklist items={step.checklist} className="mt-4 border-t border-slate-100 pt-4" /> : null}
                </div>
              </Card>
            </li>
          ))}
        </ol>
      );
    case 'accordion':
      return (
        <GuideAccordion
          label={block.label}
          defaultOpenId={block.items[0]?.id ?? null}
          items={block.items.map((item) => ({
            id: item.id,
            title: item.title,
            summary: item.summary,
            content: <GuideBlocks blocks={item.blocks} />,
          }))}
        />
      );
    case 'cards':
      return (
        <ul className="my-8 grid gap-4 sm:grid-cols-2">
          {block.items.map((card) => (
            <li key={card.href}>
              <GuideLinkCard item={card} more="Read the guide" />
            </li>
          ))}
        </ul>
      );
    case 'faq':
      return (
        <div className="my-6">
          <Faq items={block.items} />
        </div>
      );
    case 'download':
      return (
        <div className="my-10 rounded-2xl bg-slate-900 p-6 text-slate-300 sm:p-8" data-download-block="">
          <p className="text-xs font-semibold tracking-widest text-accent-400 uppercase">{block.eyebrow}</p>
          <h3 className="mt-2 text-h3 text-white">{block.title}</h3>
          <p className="mt-3 max-w-2xl leading-7">{block.text}</p>
          <Checklist items={block.items} className="mt-5 [&_li]:text-slate-300 [&_svg]:text-accent-400" />
          <ButtonLink href={block.action.href} size="lg" className="mt-7">
            {block.action.label}
            <Download className="h-5 w-5" aria-hidden="true" />
          </ButtonLink>
        </div>
      );
  }
}

/** Renders a section's blocks: prose runs in `prose-body`, everything else as its component. */
export function GuideBlocks({ blocks }: { blocks: readonly GuideBlock[] }) {
  return (
    <>
      {groupBlocks(blocks).map((group, index) =>
        group.prose ? (
          <div key={index} className="prose-body">
            {group.blocks.map((block, blockIndex) => (
              <Prose key={blockIndex} block={block} />
            ))}
          </div>
        ) : (
          <Block key={index} block={group.block} />
        ),
      )}
    </>
  );
}
