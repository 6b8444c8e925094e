import { tokenizeInline } from '@/lib/ai-seo/public';

const linkClass = 'font-medium text-accent-700 underline underline-offset-2 hover:text-slate-900';
const codeClass = 'rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-900 break-words';

/** Renders guide copy with its three inline marks: links, strong and code. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {tokenizeInline(text).map((token, index) => {
        switch (token.type) {
          case 'text':
            return token.value;
          case 'strong':
            return (
              <strong key={index} className="font-semibold text-slate-900">
                {token.value}
              </strong>
            );
          case 'code':
            return (
              <code key={index} className={codeClass}>
                {token.value}
              </code>
            );
          case 'link': {
            // Route handlers such as /llms.txt are files, not pages: a plain anchor avoids a client-side route fetch.
            const plain = /^(https?:|mailto:|tel:)/.test(token.href) || /\.[a-z]+$/i.test(token.href);
            return plain ? (
              <a key={index} href={token.href} className={linkClass}>
                {token.value}
              </a>
            ) : (
              <a key={index} href={token.href} className={linkClass}>
                {token.value}
              </a>
            );
          }
        }
      })}
    </>
  );
}
