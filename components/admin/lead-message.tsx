import { ChevronDown } from '@/components/ui/icons';
import { messagePreview } from '@/lib/leads/client';
import { fillTemplate } from '@/lib/template';
import { adminCopy } from '@/content/admin';

const copy = adminCopy.leads;

/**
 * A lead's message; a long one shows its first lines and a 'Show all' disclosure. The details
 * element only holds the open state: the text stays above the control in both states, and the
 * whole thing works without script.
 */
export function LeadMessage({ message, name }: { message: string | null; name: string }) {
  if (!message) {
    return (
      <p className="mt-1">
        <em className="text-slate-500">{copy.noMessage}</em>
      </p>
    );
  }
  const preview = messagePreview(message);
  if (!preview) return <p className="mt-1 break-words whitespace-pre-line">{message}</p>;
  const of = <span className="sr-only">{fillTemplate(copy.message.of, { name })}</span>;
  return (
    <div className="group/message mt-1">
      {/* At most eight lines on a phone, where the preview's 400 characters wrap the most. */}
      <p className="line-clamp-8 break-words whitespace-pre-line group-has-open/message:hidden" data-testid="lead-message-preview">
        {preview}
      </p>
      <p className="hidden break-words whitespace-pre-line group-has-open/message:block" data-testid="lead-message-full">
        {message}
      </p>
      <details className="group/more mt-2">
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-sm font-semibold text-accent-700 hover:text-slate-900 [&::-webkit-details-marker]:hidden">
          <span className="group-open/more:hidden">
            {copy.message.showAll}
            {of}
          </span>
          <span className="hidden group-open/more:inline">
            {copy.message.showLess}
            {of}
          </span>
          <ChevronDown className="h-4 w-4 transition-transform group-open/more:rotate-180 motion-reduce:transition-none" aria-hidden="true" />
        </summary>
      </details>
    </div>
  );
}
