/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SeoPanel } from '@/components/admin/seo-panel';
import { seoPanelCopy as copy } from '@/content/seo-panel';
import { seoPostFields, type SeoDraftFields } from '@/lib/posts/seo-draft';

/** The panel inside a form like the editor's: controlled title and slug, an uncontrolled excerpt. */
function Editor({ initial = seoPostFields(undefined), errors = {} }: { initial?: SeoDraftFields; errors?: Record<string, string> }) {
  const [title, setTitle] = useState('Storm ads that pay back');
  const [slug, setSlug] = useState('storm-ads');
  return (
    <form aria-label="editor">
      <input aria-label="Post title" name="title" value={title} onChange={(e) => setTitle(e.target.value)} />
      <input aria-label="Post slug" name="slug" value={slug} onChange={(e) => setSlug(e.target.value)} />
      <textarea aria-label="Post excerpt" name="excerpt" defaultValue="How storm-triggered campaigns convert." />
      <SeoPanel title={title} slug={slug} initial={initial} error={(name) => errors[name]} siteUrl="http://localhost:3000" />
    </form>
  );
}

const searchPreview = () => within(screen.getByRole('figure', { name: copy.searchPreview.caption }));
const socialPreview = () => within(screen.getByRole('figure', { name: copy.socialPreview.caption }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const typeExcerpt = (value: string) => fireEvent.input(screen.getByLabelText('Post excerpt'), { target: { value } });

describe('SeoPanel', () => {
  it('previews the fallbacks: the title with the site name, the excerpt, the post URL', () => {
    render(<Editor />);
    expect(searchPreview().getByText('Storm ads that pay back | Brightline Growth')).toBeInTheDocument();
    expect(searchPreview().getByText('How storm-triggered campaigns convert.')).toBeInTheDocument();
    expect(searchPreview().getByText('localhost:3000 › blog › storm-ads')).toBeInTheDocument();
    expect(socialPreview().getByText(copy.socialPreview.generated)).toBeInTheDocument();
    expect(socialPreview().getByText('localhost:3000')).toBeInTheDocument();
  });

  it('follows the title, slug and excerpt as they are typed', () => {
    render(<Editor />);
    type('Post title', 'Hurricane prep');
    type('Post slug', 'hurricane-prep');
    typeExcerpt('Twelve things to set up before June.');
    expect(searchPreview().getByText('Hurricane prep | Brightline Growth')).toBeInTheDocument();
    expect(searchPreview().getByText('localhost:3000 › blog › hurricane-prep')).toBeInTheDocument();
    expect(searchPreview().getByText('Twelve things to set up before June.')).toBeInTheDocument();
    expect(socialPreview().getByText('Twelve things to set up before June.')).toBeInTheDocument();
  });

  it('uses the meta fields as they are typed, cut where results pages cut them', () => {
    render(<Editor />);
    const long = 'Hurricane marketing for Florida roofers: the complete 2026 playbook for storm season';
    type(copy.metaTitle.label, long);
    expect(searchPreview().getByText('Hurricane marketing for Florida roofers: the complete 2026…')).toBeInTheDocument();
    type(copy.metaDescription.label, 'word '.repeat(60));
    const description = searchPreview().getByText(/^word word/);
    expect(description.textContent!.length).toBeLessThanOrEqual(161);
    expect(description.textContent!.endsWith('…')).toBe(true);
    type(copy.canonicalUrl.label, 'https://insights.example.com/storm-ads');
    expect(searchPreview().getByText('insights.example.com › storm-ads')).toBeInTheDocument();
    type(copy.socialImageUrl.label, '/media/card.webp');
    expect(socialPreview().getByRole('img', { name: copy.socialPreview.imageAlt })).toHaveAttribute('src', '/media/card.webp');
  });

  it('counts the meta title and warns past 60 characters, tied to the field', () => {
    render(<Editor />);
    const field = screen.getByLabelText(copy.metaTitle.label);
    const hint = () => document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(hint()).toHaveTextContent('0 of 60 characters');
    expect(hint()).toHaveTextContent(copy.metaTitle.empty);
    type(copy.metaTitle.label, 'x'.repeat(60));
    expect(hint()).toHaveTextContent('60 of 60 characters');
    expect(hint()).not.toHaveTextContent(copy.metaTitle.long);
    type(copy.metaTitle.label, 'x'.repeat(61));
    expect(hint()).toHaveTextContent('61 of 60 characters');
    expect(hint()).toHaveTextContent(copy.metaTitle.long);
  });

  it('warns when the meta description is outside 70–160 characters', () => {
    render(<Editor />);
    const field = screen.getByLabelText(copy.metaDescription.label);
    const hint = () => document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    type(copy.metaDescription.label, 'x'.repeat(69));
    expect(hint()).toHaveTextContent('69 characters (aim for 70–160)');
    expect(hint()).toHaveTextContent(copy.metaDescription.short);
    type(copy.metaDescription.label, 'x'.repeat(120));
    expect(hint()).not.toHaveTextContent(copy.metaDescription.short);
    expect(hint()).not.toHaveTextContent(copy.metaDescription.long);
    type(copy.metaDescription.label, 'x'.repeat(161));
    expect(hint()).toHaveTextContent(copy.metaDescription.long);
  });

  it('sends every field under its agreed name, starting from the values it is given', () => {
    const initial = { metaTitle: 'M', metaDescription: 'D', canonicalUrl: 'https://a.example/x', noindex: true, socialImageUrl: '/a.png' };
    render(<Editor initial={initial} />);
    const sent = Object.fromEntries(new FormData(screen.getByRole('form', { name: 'editor' }) as HTMLFormElement));
    expect(sent).toMatchObject({ metaTitle: 'M', metaDescription: 'D', canonicalUrl: 'https://a.example/x', noindex: 'on', socialImageUrl: '/a.png' });
    expect(screen.getByLabelText(copy.noindex.label)).toHaveAccessibleDescription(copy.noindex.hint);
    expect(searchPreview().getByText(copy.searchPreview.hidden)).toBeInTheDocument();
  });

  it('shows a field error tied to its field', () => {
    render(<Editor errors={{ canonicalUrl: 'Use a full https:// address' }} />);
    const field = screen.getByLabelText(copy.canonicalUrl.label);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Use a full https:// address'));
  });
});
