import { fileUrl } from '@brief/contract/files';
import { generateText, stepCountIs, type ToolSet } from 'ai';
import { describe, expect, it, vi } from 'vitest';
import type { FileRow } from '../files/repo';
import { createBuiltinModel } from './builtin-model';
import { searchRequest } from './builtin-reading';
import { chatSystemPrompt } from './prompts';
import { READ_ATTACHMENT, readAttachmentTool, type ReadAttachmentOutput } from './tools/read-attachment';
import { LOAD_CUSTOMER_DATA, loadCustomerDataTool } from './tools/load-customer-data';
import { WEB_SEARCH, webSearchTool } from './tools/web-search';

const searchPromptOf = (query: string) =>
  `Usa el agente principal para buscar en Google: "${query}". Resume los resultados más relevantes y cita sus fuentes.`;

describe('what the built-in model reads as a request to search the web', () => {
  it("takes the Search dialog's quoted query, or the words after where to search", () => {
    expect(searchRequest(searchPromptOf('precio del aceite de oliva'))).toBe('precio del aceite de oliva');
    expect(searchRequest('Search the web for oat milk trends in Spain.')).toBe('oat milk trends in Spain');
    expect(searchRequest('busca en internet: ferias de alimentación 2026')).toBe(
      'ferias de alimentación 2026',
    );
  });

  it('leaves questions that merely mention search or Google to the customer data', () => {
    expect(searchRequest('What did the search campaign reach on Google Ads?')).toBeNull();
    expect(searchRequest('¿Cuánto gastamos en Google Ads?')).toBeNull();
    expect(
      searchRequest('Carga los datos del cliente Casa Olivar y prepárate para responder preguntas sobre él.'),
    ).toBeNull();
  });
});

const file = (overrides: Partial<FileRow>): FileRow => ({
  id: 'file-1',
  user_id: 'user-1',
  chat_id: 'chat-1',
  message_id: 'message-1',
  name: 'notes.txt',
  mime: 'text/plain',
  size: 120,
  kind: 'text',
  storage_key: 'key-1',
  text: 'Nothing here.',
  notice: null,
  created_at: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

async function askWith(options: {
  question: string;
  files?: FileRow[];
  latest?: string[];
  tools?: ToolSet;
  customer?: boolean;
}) {
  const files = options.files ?? [];
  const latest = new Set(options.latest ?? []);
  const system = chatSystemPrompt({
    team: null,
    specialists: [],
    customer: options.customer === true ? { name: 'Casa Olivar' } : null,
    attachments: files.map((f) => ({
      id: f.id,
      name: f.name,
      type: f.mime,
      kind: f.kind,
      size: f.size,
      url: fileUrl(f.user_id, f.id, f.name),
      latest: latest.has(f.id),
    })),
    today: '2026-05-04',
    language: 'en',
  });
  const result = await generateText({
    model: createBuiltinModel(),
    system,
    prompt: options.question,
    tools: options.tools ?? {},
    stopWhen: stepCountIs(3),
  });
  return { text: result.text, calls: result.steps.flatMap((step) => step.toolCalls) };
}

describe('the built-in model with web search', () => {
  it('says in English that search is not set up when there is no web_search tool', async () => {
    const { text, calls } = await askWith({ question: 'Search Google for "olive oil prices 2026"' });
    expect(calls).toEqual([]);
    expect(text).toContain(
      'Web search is not set up on this server, so I cannot search for **"olive oil prices 2026"**',
    );
  });

  it('searches before anything else, even with a customer selected', async () => {
    const search = vi.fn(async () => [
      { title: 'Olive oil index', url: 'https://prices.example.com/', snippet: 'Up 4%.' },
    ]);
    const load = vi.fn(async () => null);
    const { text, calls } = await askWith({
      question: searchPromptOf('precio del aceite'),
      customer: true,
      tools: {
        [WEB_SEARCH]: webSearchTool({ name: 'fake', search }, { warn: () => {} }),
        [LOAD_CUSTOMER_DATA]: loadCustomerDataTool(load),
      },
    });
    expect(calls.map((c) => c.toolName)).toEqual([WEB_SEARCH]);
    expect(search).toHaveBeenCalledWith('precio del aceite', expect.anything());
    expect(load).not.toHaveBeenCalled();
    expect(text).toContain('- [Olive oil index](https://prices.example.com/): Up 4%.');
  });
});

describe('the built-in model with attachments', () => {
  const readTool = (files: FileRow[]) =>
    readAttachmentTool({
      files,
      readBytes: async () => Buffer.from(''),
      acceptsImages: false,
      showImage: () => {},
      log: { warn: () => {} },
    });

  it('finds a file whose name holds quotes, brackets and a line break by the id the prompt lists', async () => {
    const odd = file({
      id: 'odd-1',
      name: 'Plan (v2) "final"\n.md',
      text: '# Plan\n\nLaunch in May with 3 stores.',
    });
    const other = file({ id: 'other-1', name: 'other.txt', text: 'Unrelated.' });
    const { text, calls } = await askWith({
      question: 'Summarise the file I sent',
      files: [other, odd],
      latest: ['odd-1'],
      tools: { [READ_ATTACHMENT]: readTool([other, odd]) },
    });
    expect(calls.map((c): unknown => c.input)).toEqual([{ fileId: 'odd-1' }]);
    expect(text).toContain('Launch in May with 3 stores.');
    expect(text).not.toContain('Unrelated.');
  });

  it('says a file has no readable text rather than guessing', async () => {
    const archive = file({
      id: 'zip-1',
      name: 'assets.zip',
      mime: 'application/zip',
      kind: 'binary',
      text: null,
    });
    const { text } = await askWith({
      question: 'What is in assets.zip?',
      files: [archive],
      tools: { [READ_ATTACHMENT]: readTool([archive]) },
    });
    expect(text).toContain('The file **assets.zip** (ZIP archive, 120 bytes) has no readable text');
  });

  const notes = file({
    id: 'notes-1',
    name: 'notes.txt',
    text: 'Meeting notes, 3 March.\nThe budget for the summer campaign is £60,000.\nNext meeting on 10 March.',
  });
  const casaOlivar = {
    customer: 'Casa Olivar',
    description: 'Olive oil',
    profile:
      '# Casa Olivar\n## Objetivos\n- Duplicar las ventas online.\n## Canales\nInstagram y newsletter.',
  };

  it('reads the file a question names without its extension, or points at', async () => {
    for (const question of [
      'What is the budget in the notes?',
      'What does the attached file say about the budget?',
    ]) {
      const { text, calls } = await askWith({
        question,
        files: [file({ id: 'other-1', name: 'other.txt', text: 'Unrelated.' }), notes],
        tools: { [READ_ATTACHMENT]: readTool([notes]) },
      });
      expect(calls.map((c): unknown => c.input)).toEqual([{ fileId: 'notes-1' }]);
      expect(text).toContain('The budget for the summer campaign is £60,000.');
    }
  });

  it("reads the conversation's files first when the question does not name them, and answers from them when they hold it", async () => {
    const load = vi.fn(async () => casaOlivar);
    const tools = { [READ_ATTACHMENT]: readTool([notes]), [LOAD_CUSTOMER_DATA]: loadCustomerDataTool(load) };
    const budget = await askWith({ question: 'What is the budget?', files: [notes], customer: true, tools });

    expect(budget.calls.map((c) => c.toolName)).toEqual([READ_ATTACHMENT, LOAD_CUSTOMER_DATA]);
    expect(budget.text).toContain('From the file **notes.txt**');
    expect(budget.text).toContain('The budget for the summer campaign is £60,000.');

    const channels = await askWith({
      question: 'Which channels do they use?',
      files: [notes],
      customer: true,
      tools,
    });
    expect(channels.text).toContain('Instagram y newsletter.');
    expect(channels.text).not.toContain('£60,000');
  });

  it('pages through a long text with offset', async () => {
    const long = file({ text: `${'a'.repeat(12_000)}b${'c'.repeat(100)}` });
    const tool = readTool([long]);
    const read = async (input: { fileId: string; offset?: number }) => {
      const output = (await tool.execute?.(input, { toolCallId: 'c', messages: [] })) as ReadAttachmentOutput;
      if (!('text' in output)) throw new Error('no text read');
      return output;
    };
    const first = await read({ fileId: long.id });
    expect(first.text).toHaveLength(12_000);
    expect(first.nextOffset).toBe(12_000);
    const second = await read({ fileId: long.id, offset: 12_000 });
    expect(second.text.startsWith('b')).toBe(true);
    expect(second.nextOffset).toBeNull();
  });
});
