// The splash the page paints before any script (index.html) is the one React then shows while the
// session is checked, so replacing one with the other changes nothing on the screen; React's copy
// also tells a screen reader what is happening.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n/messages';
import { AppSplash } from './AppSplash';

afterEach(cleanup);

function staticSplash(): HTMLElement {
  const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
  const page = new DOMParser().parseFromString(html, 'text/html');
  return page.getElementById('root')!.firstElementChild as HTMLElement;
}

describe('the start-up splash', () => {
  it("is drawn by index.html exactly as React's splash draws it", () => {
    const { container } = render(
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <AppSplash />
      </IntlProvider>,
    );
    const drawn = container.firstElementChild as HTMLElement;
    const painted = staticSplash();
    expect(painted.className).toBe(drawn.className);
    expect(painted.querySelector('.app-splash__inner')!.outerHTML).toBe(drawn.querySelector('.app-splash__inner')!.outerHTML);
  });

  it('says what it waits for to a screen reader, and only that', () => {
    render(
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <AppSplash />
      </IntlProvider>,
    );
    const status = screen.getByRole('status');
    expect(screen.getByText('Checking your session').closest('[role=status]')).toBe(status);
    expect(status.querySelector('.app-splash__inner')!.getAttribute('aria-hidden')).toBe('true');
  });
});
