import { customerDataPrompt, webSearchPrompt } from '@brief/contract/automatic-prompts';
import { uploadPrompt } from '@brief/contract/files';
import { describe, expect, it } from 'vitest';
import { automaticNote, exportFileName, readableTime, readerTimeZone } from './chat-document';
import { documentWords } from './document-words';

describe('an export’s file name', () => {
  it('is the title, with what file systems refuse taken out', () => {
    expect(exportFileName('Northwind Coffee - Nora', 'pdf')).toBe('Northwind Coffee - Nora.pdf');
    expect(exportFileName('Plan: Q3/Q4 "final"?', 'docx')).toBe('Plan Q3 Q4 final.docx');
    expect(exportFileName('Café ñandú ☕', 'md')).toBe('Café ñandú ☕.md');
    expect(exportFileName(' ..\u202e ', 'md')).toBe('Chat.md');
  });
});

describe('an automatic step’s note', () => {
  it('says what the step did, from the prompt it sent', () => {
    expect(automaticNote('customer-data', customerDataPrompt('Casa Olivar'), [])).toBe(
      "Automatic step: loaded Casa Olivar's data",
    );
    expect(automaticNote('search', webSearchPrompt('precios del café'), [])).toBe(
      'Automatic step: searched the web for “precios del café”',
    );
    expect(automaticNote('attachment', uploadPrompt({ name: 'plan.pdf', kind: 'text' }), [])).toBe(
      'Automatic step: read plan.pdf',
    );
    expect(automaticNote('customer-data', 'something else', [])).toBe(
      "Automatic step: loaded the customer's data",
    );
  });
});

describe('a time in a document', () => {
  it('is in the reader’s time zone and language (the header says which zone)', () => {
    expect(readableTime('2026-03-02T09:05:00.000Z')).toBe('2 Mar 2026, 09:05');
    expect(readableTime('2026-03-02T09:05:00.000Z', 'en-GB', 'Europe/Madrid')).toBe('2 Mar 2026, 10:05');
    expect(readableTime('2026-07-02T22:08:00.000Z', 'es-ES', 'Europe/Madrid')).toBe('3 jul 2026, 00:08');
    expect(readableTime('2026-11-26T22:27:00.000Z', 'es-ES', 'Europe/Madrid')).toBe('26 nov 2026, 23:27');
  });

  it('is in UTC when the reader’s zone is missing or unknown', () => {
    expect(readerTimeZone(undefined)).toBe('UTC');
    expect(readerTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(readerTimeZone('Europe/Madrid')).toBe('Europe/Madrid');
  });
});

describe('a connector call in a document', () => {
  it('names the connector and tool, how the call ended and how long it took, in the reader’s language', () => {
    const call = { connector: 'GA4', tool: 'run_report', durationMs: 120 };
    expect(documentWords('en').toolCall({ ...call, status: 'done' })).toBe('GA4 · run_report — done, 120 ms');
    expect(documentWords('en').toolCall({ ...call, status: 'timeout', durationMs: 30000 })).toBe(
      'GA4 · run_report — timed out, 30 s',
    );
    expect(documentWords('es').toolCall({ ...call, status: 'failed', durationMs: 1500 })).toBe(
      'GA4 · run_report — falló, 1,5 s',
    );
  });
});
