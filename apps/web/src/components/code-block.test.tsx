import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AssistantMarkdown } from '@/components/assistant-markdown';

afterEach(cleanup);

const REPLY = [
  'Here is the helper:',
  '',
  '```ts',
  'const greet = (name: string) => `Hi ${name}`;',
  'export default greet;',
  '```',
].join('\n');

describe('a code block in a reply', () => {
  it("copies exactly the block's code and says Copied", async () => {
    const user = userEvent.setup();
    render(<AssistantMarkdown text={REPLY} />);

    await user.click(screen.getByRole('button', { name: 'Copy code' }));

    expect(await navigator.clipboard.readText()).toBe(
      'const greet = (name: string) => `Hi ${name}`;\nexport default greet;',
    );
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('names the language and highlights the code once the highlighter has loaded', async () => {
    const { container } = render(<AssistantMarkdown text={REPLY} />);
    expect(screen.getByText('ts')).toBeTruthy();
    await screen.findByText('const', { selector: '.hljs-keyword' });
    expect(container.querySelector('pre code')?.textContent).toBe(
      'const greet = (name: string) => `Hi ${name}`;\nexport default greet;',
    );
  });
});
