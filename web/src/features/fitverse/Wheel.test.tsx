// The wheel as a keyboard and screen-reader user meets it: one stop in the Tab order, arrows around
// the ring, Enter into an area's list, arrows in it, Escape back, Enter to go; badges in the names.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { Wheel, type WheelArea } from './Wheel';

afterEach(cleanup);

const AREAS: WheelArea[] = [
  { id: 'train', label: 'Train', icon: null, items: [{ to: '/celebrity-workouts', label: 'Celebrity workouts' }] },
  {
    id: 'book',
    label: 'Book',
    icon: null,
    badge: { count: 1, text: '1 booking today' },
    items: [
      { to: '/gyms', label: 'Gyms' },
      { to: '/bookings', label: 'Bookings' },
    ],
  },
  { id: 'earn', label: 'Earn', icon: null, items: [{ to: '/challenges', label: 'Challenges' }] },
];

function renderWheel() {
  const onNavigate = vi.fn<(to: string) => void>();
  render(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <Wheel areas={AREAS} onNavigate={onNavigate} />
    </IntlProvider>,
  );
  return onNavigate;
}

const key = (element: Element, name: string) => fireEvent.keyDown(element, { key: name });

describe('the fitverse wheel', () => {
  it('is a menu of areas with one Tab stop, and a badge said in the area’s name', () => {
    renderWheel();
    const menu = screen.getByRole('menu', { name: 'FitChoice areas' });
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Train', 'Book, 1 booking today', 'Earn']);
    expect(items.map((item) => item.tabIndex)).toEqual([0, -1, -1]);
    expect(menu.getAttribute('aria-describedby')).toBeTruthy();
    expect(items.every((item) => item.getAttribute('aria-haspopup') === 'menu')).toBe(true);
  });

  it('moves around the ring with the arrows, wrapping, and with Home and End', () => {
    renderWheel();
    const [train, book, earn] = screen.getAllByRole('menuitem');
    train!.focus();
    key(train!, 'ArrowRight');
    expect(document.activeElement).toBe(book);
    expect(book!.tabIndex).toBe(0);
    key(book!, 'ArrowDown');
    expect(document.activeElement).toBe(earn);
    key(earn!, 'ArrowRight');
    expect(document.activeElement).toBe(train);
    key(train!, 'ArrowLeft');
    expect(document.activeElement).toBe(earn);
    key(earn!, 'Home');
    expect(document.activeElement).toBe(train);
    key(train!, 'End');
    expect(document.activeElement).toBe(earn);
  });

  it('opens an area with Enter into its list, moves in it, comes back with Escape, and goes with Enter', () => {
    const onNavigate = renderWheel();
    const book = screen.getByRole('menuitem', { name: 'Book, 1 booking today' });
    book.focus();
    key(book, 'Enter');
    expect(book.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('menu', { name: 'Book' });
    expect(book.getAttribute('aria-controls')).toBe(list.id);
    const gyms = screen.getByRole('menuitem', { name: 'Gyms' });
    expect(document.activeElement).toBe(gyms);
    key(gyms, 'ArrowDown');
    const bookings = screen.getByRole('menuitem', { name: 'Bookings' });
    expect(document.activeElement).toBe(bookings);
    key(bookings, 'Escape');
    expect(screen.queryByRole('menu', { name: 'Book' })).toBeNull();
    expect(document.activeElement).toBe(book);
    expect(book.getAttribute('aria-expanded')).toBe('false');
    key(book, ' ');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Gyms' }));
    expect(onNavigate).toHaveBeenCalledWith('/gyms');
  });
});
