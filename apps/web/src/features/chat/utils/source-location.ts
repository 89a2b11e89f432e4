import {
  isConnectorSource,
  isDocumentSource,
  type MemorySource,
  type MessageSource,
  type PassageLocator,
} from '@brief/contract/knowledge';
import { chatConnectors, chatRules, chatSources } from '@/features/chat/i18n/en';

/**
 * Where a cited passage sits, in the reader's language: "page 3", "Brand voice › Tone",
 * "sheet Q3, rows 2–41", "lines 1–40". The server's `location` says the same in English only.
 */
export function sourceLocation(locator: PassageLocator): string {
  const t = chatSources.get();
  switch (locator.kind) {
    case 'page':
      return t.page({ page: locator.page });
    case 'section':
      return locator.section.join(' › ');
    case 'rows': {
      const rows =
        locator.from === locator.to
          ? t.row({ row: locator.from })
          : t.rows({ from: locator.from, to: locator.to });
      return locator.sheet === null ? rows : t.sheetRows({ sheet: locator.sheet, rows });
    }
    case 'lines':
      return locator.from === locator.to
        ? t.line({ line: locator.from })
        : t.lines({ from: locator.from, to: locator.to });
  }
}

/** Who approved a fact of the team's memory and when, in the reader's language. */
export function memoryApproval(source: MemorySource, date: (date: Date) => string): string {
  const approvedAt = new Date(source.approvedAt);
  return chatRules.get().memoryApproved({
    name: source.approvedBy.name,
    date: Number.isNaN(approvedAt.getTime()) ? source.approvedAt : date(approvedAt),
  });
}

/** What a source is called: its document's name, the team's memory, a connector's "GA4 · run_report". */
export function sourceName(source: MessageSource): string {
  if (isDocumentSource(source)) return source.documentName;
  if (isConnectorSource(source))
    return chatConnectors.get().step({ connector: source.connector, tool: source.tool });
  return chatRules.get().teamMemory;
}

/** The line under a source's name: where its passage sits, who approved its fact, what answered it. */
export function sourceDetail(source: MessageSource, date: (date: Date) => string): string {
  if (isDocumentSource(source)) return sourceLocation(source.locator);
  if (isConnectorSource(source)) return chatConnectors.get().connectorAnswer;
  return memoryApproval(source, date);
}

/** The text a source gave the reply: a passage, a fact, the start of a connector's result. */
export function sourceText(source: MessageSource): string {
  return isDocumentSource(source) || isConnectorSource(source) ? source.snippet : source.text;
}
