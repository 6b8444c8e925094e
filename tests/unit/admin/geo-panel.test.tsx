/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { GEO_DEBOUNCE_MS, GeoPanel } from '@/components/admin/geo-panel';

// A stand-in for the post form: title and content in state, the excerpt and (when present)
// the meta description as plain fields, the panel inside the form.
function Editor({ withMeta = false }: { withMeta?: boolean }) {
  const [content, setContent] = useState('Storm marketing works.\n\n## Our process\n\nIn hours.');
  return (
    <form>
      <label>
        Content
        <textarea value={content} onChange={(e) => setContent(e.target.value)} />
      </label>
      <label>
        Excerpt
        <textarea name="excerpt" defaultValue="An excerpt." />
      </label>
      {withMeta ? (
        <label>
          Meta description
          <input name="metaDescription" defaultValue="" />
        </label>
      ) : null}
      <GeoPanel title="Storm marketing" content={content} siteUrl="http://localhost:3000" />
      <button type="submit">Save</button>
    </form>
  );
}

const panel = () => screen.getByRole('region', { name: 'AI citation readiness' });
const item = (name: string) => within(panel()).getAllByRole('listitem').find((li) => li.textContent?.includes(name))!;
const settle = () => act(() => jest.advanceTimersByTime(GEO_DEBOUNCE_MS + 10));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('GeoPanel', () => {
  it('lists every rule with a spoken pass or fail, a hint and its guide, and sums them up', () => {
    render(<Editor />);
    settle();
    const items = within(panel()).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(item('Question headings')).toHaveTextContent(/^Needs work: Question headings/);
    expect(item('Heading order')).toHaveTextContent(/^Passes: Heading order/);
    expect(within(item('FAQ section')).getByRole('link', { name: /The GEO Playbook/ })).toHaveAttribute('href', '/ai-seo');
    expect(within(panel()).getByText(/^\d+ of 10 checks pass$/).closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('follows the draft as it changes, after a short pause', () => {
    render(<Editor />);
    settle();
    const before = within(panel()).getByText(/of 10 checks pass/).textContent;
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'Storm marketing works.\n\n## How fast should ads go live?\n\nIn hours.' } });
    // Nothing recomputes mid-burst…
    expect(item('Question headings')).toHaveTextContent(/^Needs work/);
    settle();
    expect(item('Question headings')).toHaveTextContent(/^Passes: Question headings/);
    expect(item('Question headings')).toHaveTextContent('H2/H3 headings phrased as questions: 1 of 1.');
    const after = within(panel()).getByText(/of 10 checks pass/).textContent;
    expect(Number(after!.split(' ')[0])).toBe(Number(before!.split(' ')[0]) + 1);
  });

  it('reads the meta description field by name once the form has one, and fails without it', () => {
    const { unmount } = render(<Editor />);
    settle();
    expect(item('Meta description')).toHaveTextContent(/^Needs work.*the excerpt is not one/);
    unmount();

    render(<Editor withMeta />);
    settle();
    expect(item('Meta description')).toHaveTextContent(/^Needs work/);
    fireEvent.input(screen.getByLabelText('Meta description'), { target: { value: 'What storm marketing is and when to run it.' } });
    settle();
    expect(item('Meta description')).toHaveTextContent(/^Passes: Meta description/);
  });

  it('never blocks the form: it adds no field and no validation', () => {
    render(<Editor />);
    settle();
    const form = panel().closest('form')!;
    expect(within(panel()).queryAllByRole('textbox')).toHaveLength(0);
    expect([...new FormData(form).keys()]).toEqual(['excerpt']);
    const submitted = jest.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', submitted);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalled();
  });
});
