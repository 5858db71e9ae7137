// LinkButton as a screen uses it: a real link (role link, an href with the search it was given),
// styled as the button variant asked for, that navigates when followed; AnchorButton for links
// out of the app.
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnchorButton, LinkButton } from './LinkButton';

afterEach(cleanup);

function renderAt(path: string) {
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => (
      <>
        <LinkButton to="/auth" search={{ mode: 'signup' }}>
          Sign up
        </LinkButton>
        <LinkButton to="/gyms" variant="ghost">
          Gyms
        </LinkButton>
      </>
    ),
  });
  const auth = createRoute({ getParentRoute: () => root, path: '/auth', component: () => <h1>Auth page</h1> });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: root.addChildren([home, auth]), history });
  render(<RouterProvider router={router} />);
  return history;
}

describe('LinkButton', () => {
  it('is a link with the search in its href, styled as its variant (primary by default)', async () => {
    renderAt('/');
    const signUp = await screen.findByRole('link', { name: 'Sign up' });
    expect(signUp.getAttribute('href')).toBe('/auth?mode=signup');
    expect(signUp.className).toBe('button button--primary');
    expect(signUp.querySelector('span')?.textContent).toBe('Sign up');
    expect(screen.getByRole('link', { name: 'Gyms' }).className).toBe('button button--ghost');
  });

  it('navigates to its route with its search when followed', async () => {
    const history = renderAt('/');
    await act(async () => {
      fireEvent.click(await screen.findByRole('link', { name: 'Sign up' }));
    });
    expect(await screen.findByRole('heading', { name: 'Auth page' })).toBeTruthy();
    expect(history.location.pathname).toBe('/auth');
    expect(history.location.search).toBe('?mode=signup');
  });
});

describe('AnchorButton', () => {
  it('is a plain link out of the app with the same look', () => {
    render(<AnchorButton href="mailto:partners@fitchoice.app">Write to us</AnchorButton>);
    const link = screen.getByRole('link', { name: 'Write to us' });
    expect(link.getAttribute('href')).toBe('mailto:partners@fitchoice.app');
    expect(link.className).toBe('button button--primary');
  });
});
