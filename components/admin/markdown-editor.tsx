'use client';

import MDEditor, { commands, type ICommand } from '@uiw/react-md-editor/nohighlight';
import '@uiw/react-md-editor/markdown-editor.css';
import './markdown-editor.css';
import { cloneElement, isValidElement, useEffect, useState, type SVGProps } from 'react';
import { icon, type Icon } from '@/components/ui/icon';
import { previewMarkdown, type MarkdownPreview } from '@/lib/posts/actions';
import { adminCopy } from '@/content/admin';

const copy = adminCopy.editor;

// The package draws headings as the words "Heading 2"; lucide's marks match the other icons' size.
const Heading2Icon = icon([["path",{"d":"M4 12h8"}],["path",{"d":"M4 18V6"}],["path",{"d":"M12 18V6"}],["path",{"d":"M21 18h-4c0-4 4-3 4-6 0-1.5-2-2.5-4-1"}]]);
const Heading3Icon = icon([["path",{"d":"M4 12h8"}],["path",{"d":"M4 18V6"}],["path",{"d":"M12 18V6"}],["path",{"d":"M17.5 10.5c1.7-1 3.5 0 3.5 1.5a2 2 0 0 1-2 2"}],["path",{"d":"M17 17.5c2 1.5 4 .3 4-1.5a2 2 0 0 0-2-2"}]]);
const Heading4Icon = icon([["path",{"d":"M12 18V6"}],["path",{"d":"M17 10v3a1 1 0 0 0 1 1h3"}],["path",{"d":"M21 10v8"}],["path",{"d":"M4 12h8"}],["path",{"d":"M4 18V6"}]]);

/** Asks for a URL and wraps the selection in a markdown link; refuses unsafe schemes. */
const linkCommand: ICommand = {
  ...commands.link,
  execute: (state, api) => {
    const url = window.prompt(copy.linkPrompt, 'https://')?.trim();
    if (!url || url === 'https://') return;
    if (!/^(https?:\/\/|\/(?!\/)|mailto:)/i.test(url)) {
      window.alert(copy.linkRefused);
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

/** A command under the name staff see in its tooltip and hear from a screen reader. */
function named(command: ICommand, label: string, Drawing?: Icon): ICommand {
  return { ...command, buttonProps: { ...command.buttonProps, 'aria-label': label, title: label }, ...(Drawing ? { icon: <Drawing /> } : {}) };
}

// No heading 1 (the post title is the page's h1) and so no ctrl + 1: a command left out of the
// toolbar has no shortcut either.
const toolbar = [
  named(commands.heading2, copy.toolbar.heading2, Heading2Icon),
  named(commands.heading3, copy.toolbar.heading3, Heading3Icon),
  named(commands.heading4, copy.toolbar.heading4, Heading4Icon),
  commands.divider,
  commands.bold,
  commands.italic,
  commands.divider,
  commands.unorderedListCommand,
  commands.orderedListCommand,
  commands.quote,
  commands.divider,
  commands.code,
  commands.codeBlock,
  linkCommand,
].map(decorative);
const viewModes = [
  named(commands.codeEdit, copy.toolbar.write),
  named(commands.codeLive, copy.toolbar.split),
  named(commands.codePreview, copy.toolbar.preview),
].map(decorative);

/** The preview pane shows exactly what the public page will: the server's sanitised render. */
function ServerPreview({ source }: { source: string }) {
  const [preview, setPreview] = useState<MarkdownPreview>({ html: '' });
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      previewMarkdown(source)
        .then((rendered) => !cancelled && setPreview(rendered))
        .catch(() => !cancelled && setPreview({ error: copy.previewFailed }));
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
    <div data-color-mode="light" className={invalid ? 'post-editor rounded-lg ring-2 ring-red-600' : 'post-editor'}>
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
          placeholder: copy.placeholder,
        }}
        components={{ preview: (source) => <ServerPreview source={source} /> }}
      />
    </div>
  );
}
