import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText } from './LinkifiedText';

describe('LinkifiedText', () => {
  it('shows markup as text and makes only http(s) links clickable', () => {
    const { container } = render(
      <p>
        <LinkifiedText text={'<img src=x onerror=alert(1)> see https://example.com/a?b=1, or javascript:alert(1)'} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> see https://example.com/a?b=1, or javascript:alert(1)');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/a?b=1']);
    expect(links[0]?.getAttribute('rel')).toContain('noopener');
  });
});
