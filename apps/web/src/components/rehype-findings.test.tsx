import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssistantMarkdown, type Findings } from '@/components/assistant-markdown';

afterEach(cleanup);

/** Findings of every `word` in `text` (each occurrence), as stretches of the markdown source. */
function findingsOf(text: string, ...words: string[]): Findings {
  const marks = words.flatMap((word) =>
    [...text.matchAll(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'))].map((match) => ({
      start: match.index,
      end: match.index + word.length,
      finding: words.indexOf(word),
    })),
  );
  marks.sort((a, b) => a.start - b.start);
  return { marks, labelOf: (finding) => `Rule ${finding}` };
}

const markTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('mark[data-testid="rule-finding"]')].map((mark) => mark.textContent);

describe('brand-rule findings in a reply', () => {
  it('underlines the words inside emphasis, lists and tables, leaving the markdown intact', () => {
    const text =
      'A **cheap** roast.\n\n- Cheap beans\n- fine\n\n| Blend | Note |\n|---|---|\n| House | cheap |';
    const { container } = render(
      <AssistantMarkdown text={text} findings={findingsOf(text, 'cheap', 'Cheap')} />,
    );
    expect(markTexts(container)).toEqual(['cheap', 'Cheap', 'cheap']);
    expect(container.querySelector('strong mark')?.textContent).toBe('cheap');
    expect(container.querySelector('li mark')?.textContent).toBe('Cheap');
    expect(container.querySelector('td mark')?.textContent).toBe('cheap');
    expect(container.querySelector('strong')?.textContent).toBe('cheap');
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it('leaves code as written and keeps citations working beside a finding', async () => {
    const onOpen = vi.fn();
    const text = 'The cheap option [1] is best.\n\n`cheap` in code, and:\n\n```\ncheap()\n```';
    const { container } = render(
      <AssistantMarkdown
        text={text}
        findings={findingsOf(text, 'cheap')}
        citations={{ numbers: new Set([1]), labelOf: (n) => `Source ${n}`, onOpen }}
      />,
    );
    expect(markTexts(container)).toEqual(['cheap']);
    expect(container.querySelector('code mark, pre mark')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('The cheap option 1 is best.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Source 1' }));
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it('marks words of a link’s text without making a control inside the link', () => {
    const text = 'Read [our cheap guide](https://example.com/cheap) today.';
    const { container } = render(
      <AssistantMarkdown text={text} findings={findingsOf(text, 'cheap guide')} />,
    );
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/cheap');
    const mark = link?.querySelector('mark');
    expect(mark?.textContent).toBe('cheap guide');
    expect(mark?.getAttribute('title')).toBe('Rule 0');
    expect(mark?.hasAttribute('tabindex')).toBe(false);
  });

  it('finds the words again where markdown changed the text (an entity, an escape)', () => {
    const text = 'Tom &amp; Jerry \\*love\\* cheap coffee.';
    const start = text.indexOf('cheap');
    const { container } = render(
      <AssistantMarkdown
        text={text}
        findings={{ marks: [{ start, end: start + 5, finding: 0 }], labelOf: () => 'Rule' }}
      />,
    );
    expect(container.textContent).toBe('Tom & Jerry *love* cheap coffee.');
    expect(markTexts(container)).toEqual(['cheap']);
  });

  it('shows the rule in a tooltip on keyboard focus', async () => {
    const text = 'A cheap roast.';
    render(<AssistantMarkdown text={text} findings={findingsOf(text, 'cheap')} />);
    await userEvent.setup().tab();
    const mark = screen.getByTestId('rule-finding');
    expect(document.activeElement).toBe(mark);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Rule 0');
  });

  it('never lets a reply smuggle in a mark of its own', () => {
    const text = 'Hello <mark data-finding="0">there</mark> friend.';
    const { container } = render(<AssistantMarkdown text={text} findings={findingsOf(text, 'friend')} />);
    expect(markTexts(container)).toEqual(['friend']);
    expect(container.querySelectorAll('mark')).toHaveLength(1);
  });
});
