import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@/lib/sign-in/user';
import { UserMenu } from './user-menu';

const user: User = { id: 1, firstName: 'Erika', lastName: 'Tester', email: 'e@t.example', isAdmin: false, seasonAdmin: false, permissions: [] };

const show = () =>
  render(
    <div>
      <p data-testid="outside">outside</p>
      <UserMenu user={user}>{(close) => <button onClick={close}>entry</button>}</UserMenu>
    </div>,
  );

const isOpen = () => (screen.getByTestId('user-menu') as HTMLDetailsElement).open;

/** Opens the menu as the browser does on a click on the name: the element toggles, then fires `toggle`. */
async function open() {
  const details = screen.getByTestId('user-menu') as HTMLDetailsElement;
  await act(async () => {
    const toggled = new Promise((r) => details.addEventListener('toggle', r, { once: true }));
    details.open = true;
    await toggled;
  });
}

describe('UserMenu', () => {
  it('opens with the name and closes from an entry', async () => {
    show();
    expect(isOpen()).toBe(false);
    await open();
    expect(isOpen()).toBe(true);
    fireEvent.click(screen.getByText('entry'));
    expect(isOpen()).toBe(false);
  });

  it('closes on a click outside, not on one inside', async () => {
    show();
    await open();
    fireEvent.click(screen.getByTestId('user-menu-items'));
    expect(isOpen()).toBe(true);
    fireEvent.click(screen.getByTestId('outside'));
    expect(isOpen()).toBe(false);
  });

  it('closes with Escape pressed before the browser told it that it opened', () => {
    show();
    const details = screen.getByTestId('user-menu') as HTMLDetailsElement;
    details.open = true; // the toggle event is still to come
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(screen.getByTestId('user-name'));
  });
});
