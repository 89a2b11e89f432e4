import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssistantMarkdown } from '@/components/assistant-markdown';

afterEach(cleanup);

const HOSTILE = [
  'Hello <script>window.__pwned = true</script> there.',
  '',
  '<img src="x" onerror="window.__pwned = true">',
  '',
  '[click me](javascript:window.__pwned=true) and [data](data:text/html,<script>alert(1)</script>)',
  '',
  '![pixel](javascript:alert(1)) <a href="javascript:alert(1)" onclick="alert(1)">raw</a>',
  '',
  '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
].join('\n');

describe('<AssistantMarkdown>', () => {
  it('renders tables, lists and code from markdown', () => {
    const { container } = render(
      <AssistantMarkdown
        text={
          '| KPI | Value |\n|---|---|\n| CTR | 2% |\n\n- one\n- two\n\n```ts\nconst a = 1;\n```\n\n[site](https://example.com)'
        }
      />,
    );
    expect(container.querySelector('table th')?.textContent).toBe('KPI');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelector('pre code')?.textContent).toContain('const a = 1;');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });

  it('executes nothing from a hostile reply: no script, handler, frame or javascript: link', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = render(<AssistantMarkdown text={HOSTILE} />);

    expect(container.querySelector('script, iframe, style, img')).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on/i);
    }
    for (const link of container.querySelectorAll('a')) {
      const href = link.getAttribute('href') ?? '';
      expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
    expect(container.textContent).toContain('click me');
  });

  it('makes cited markers buttons and still executes nothing from a hostile reply', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const onOpen = vi.fn();
    const { container, getAllByTestId } = render(
      <AssistantMarkdown
        text={`${HOSTILE}\n\nAs the guide says [1], see [the site [1]](https://example.com) and [9].`}
        citations={{ numbers: new Set([1]), labelOf: (n) => `Source ${n}`, onOpen }}
      />,
    );

    expect(container.querySelector('script, iframe, style, img')).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on/i);
    }
    const chips = getAllByTestId('citation');
    expect(chips).toHaveLength(1);
    expect(container.querySelector('a[href="https://example.com"]')?.textContent).toBe('the site [1]');
    expect(container.textContent).toContain('and [9].');
    chips[0]?.click();
    expect(onOpen).toHaveBeenCalledWith(1);
    expect(alert).not.toHaveBeenCalled();
  });
});
