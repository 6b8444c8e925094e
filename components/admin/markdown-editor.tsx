'use client';

import MDEditor, { commands, type ICommand } from '@uiw/react-md-editor/nohighlight';
import '@uiw/react-md-editor/markdown-editor.css';
import { cloneElement, isValidElement, useEffect, useState, type SVGProps } from 'react';
import { previewMarkdown, type MarkdownPreview } from '@/lib/posts/actions';

/** Asks for a URL and wraps the selection in a markdown link; refuses unsafe schemes. */
const linkCommand: ICommand = {
  ...commands.link,
  execute: (state, api) => {
    const url = window.prompt('Link URL (https://…, /path or mailto:)', 'https://')?.trim();
    if (!url || url === 'https://') return;
    if (!/^(https?:\/\/|\/(?!\/)|mailto:)/i.test(url)) {
      window.alert('Links must start with https://, http://, / or mailto:');
      return;
    }
    api.replaceSelection(`[${state.selectedText || 'link text'}](${url})`);
  },
};

/**
 * The toolbar's icons draw as role="img" without alternative text, which screen readers announce
 * as unlabelled images. Every button already has an aria-label, so its icon is decoration.
 */
function decorative(command: ICommand): ICommand {
  if (!isValidElement<SVGProps<SVGSVGElement>>(command.icon)) return command;
  return { ...command, icon: cloneElement(command.icon, { role: undefined, 'aria-hidden': true, focusable: 'false' }) };
}

const toolbar = [commands.title1, commands.title2, commands.title3, commands.divider, commands.bold, commands.italic, linkCommand].map(decorative);
const viewModes = [commands.codeEdit, commands.codeLive, commands.codePreview].map(decorative);

/** The preview pane shows exactly what the public page will: the server's sanitised render. */
function ServerPreview({ source }: { source: string }) {
  const [preview, setPreview] = useState<MarkdownPreview>({ html: '' });
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      previewMarkdown(source)
        .then((rendered) => !cancelled && setPreview(rendered))
        .catch(() => !cancelled && setPreview({ error: 'Preview unavailable.' }));
    }, 300);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [source]);
  if ('error' in preview) {
    return (
      <div className="prose-body p-4" data-testid="editor-preview">
        <p role="status">{preview.error}</p>
      </div>
    );
  }
  return <div className="prose-body p-4" data-testid="editor-preview" dangerouslySetInnerHTML={{ __html: preview.html }} />;
}

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string;
};

export default function MarkdownEditor({ id, value, onChange, invalid, describedBy }: Props) {
  return (
    <div data-color-mode="light" className={invalid ? 'rounded-lg ring-2 ring-red-600' : undefined}>
      <MDEditor
        value={value}
        onChange={(next) => onChange(next ?? '')}
        commands={toolbar}
        extraCommands={viewModes}
        preview="edit"
        height={12 * 24 + 60}
        visibleDragbar={false}
        textareaProps={{
          id,
          rows: 12,
          required: true,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
          placeholder: 'Write the article in markdown…',
        }}
        components={{ preview: (source) => <ServerPreview source={source} /> }}
      />
    </div>
  );
}
