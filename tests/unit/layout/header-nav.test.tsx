/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesktopNav } from '@/components/layout/desktop-nav';
import { MobileNav } from '@/components/layout/mobile-nav';

let mockPath = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }));

const about = () => screen.getByRole('button', { name: 'About' });
const hover = (el: Element) => fireEvent.pointerEnter(el, { pointerType: 'mouse' });
const leave = (el: Element) => fireEvent.pointerLeave(el, { pointerType: 'mouse' });

describe('desktop navigation', () => {
  beforeEach(() => {
    mockPath = '/';
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('marks the current page', () => {
    mockPath = '/services/paid-media';
    render(<DesktopNav />);
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('links to the blog, current on its posts', () => {
    mockPath = '/blog/some-post';
    render(<DesktopNav />);
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the About menu 200 ms after hover and closes 150 ms after leaving', () => {
    render(<DesktopNav />);
    const wrapper = about().parentElement!;
    hover(wrapper);
    act(() => jest.advanceTimersByTime(190));
    expect(about()).toHaveAttribute('aria-expanded', 'false');
    act(() => jest.advanceTimersByTime(20));
    expect(about()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Case Studies' })).toBeVisible();

    leave(wrapper);
    act(() => jest.advanceTimersByTime(140));
    expect(about()).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(20));
    expect(about()).toHaveAttribute('aria-expanded', 'false');
  });

  it('reopens at once when the pointer returns within 300 ms', () => {
    render(<DesktopNav />);
    const wrapper = about().parentElement!;
    hover(wrapper);
    act(() => jest.advanceTimersByTime(200));
    leave(wrapper);
    act(() => jest.advanceTimersByTime(150));
    expect(about()).toHaveAttribute('aria-expanded', 'false');
    hover(wrapper);
    expect(about()).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not open when the pointer only passes over', () => {
    render(<DesktopNav />);
    const wrapper = about().parentElement!;
    hover(wrapper);
    act(() => jest.advanceTimersByTime(100));
    leave(wrapper);
    act(() => jest.advanceTimersByTime(500));
    expect(about()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a disclosure: a button controlling a plain list of links, not an ARIA menu', () => {
    render(<DesktopNav />);
    expect(about()).not.toHaveAttribute('aria-haspopup');
    const list = document.getElementById(about().getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    expect(list).not.toBeVisible();
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    expect(screen.queryAllByRole('menuitem', { hidden: true })).toHaveLength(0);
    expect(Array.from(list?.querySelectorAll('a') ?? []).map((a) => a.getAttribute('href'))).toEqual(['/about', '/case-studies', '/testimonials']);
  });

  it('opens by keyboard, lets Tab walk the links, and closes with Escape, returning focus', async () => {
    jest.useRealTimers();
    const user = userEvent.setup();
    render(<DesktopNav />);
    about().focus();
    await user.keyboard('{Enter}');
    expect(about()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Case Studies' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(about()).toHaveAttribute('aria-expanded', 'false');
    expect(about()).toHaveFocus();
  });

  it('closes when focus leaves the list', async () => {
    jest.useRealTimers();
    const user = userEvent.setup();
    render(
      <>
        <DesktopNav />
        <button type="button">After</button>
      </>,
    );
    about().focus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(about()).toHaveAttribute('aria-expanded', 'false');
  });

  it('highlights About when one of its pages is current', () => {
    mockPath = '/testimonials';
    render(<DesktopNav />);
    expect(about().className).toContain('text-accent-300');
  });
});

describe('mobile navigation', () => {
  it('toggles open and closes when a link is chosen', async () => {
    const user = userEvent.setup();
    render(<MobileNav />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(document.getElementById('mobile-menu')).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const link = screen.getByRole('link', { name: 'Client Testimonials' });
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('links to the blog', async () => {
    const user = userEvent.setup();
    render(<MobileNav />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    render(<MobileNav />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
