import type { ChatLanguage, ToolCallStatus } from '@brief/contract/chats';
import { locationText, type PassageLocator } from '@brief/contract/knowledge';

/**
 * The words an exported document is written in besides the chat's own text: the reader's language (the
 * one their interface shows, else their account's choice, else English). A function per sentence that
 * holds a value.
 */
export type DocumentWords = {
  locale: string;
  customer: string;
  team: string;
  specialists: string;
  author: string;
  date: string;
  exported: string;
  assistant: string;
  system: string;
  chat: string;
  bookmarks: string;
  bookmark: string;
  attached: (names: string) => string;
  version: (version: number, count: number) => string;
  savedFrom: (title: string) => string;
  loadedData: (customer: string | null) => string;
  searched: (query: string | null) => string;
  read: (names: string | null) => string;
  running: string;
  stopped: string;
  failed: string;
  interrupted: string;
  sources: string;
  /** A cited fact of the customer's memory: "Team memory, approved by Ana Ruiz on 27 Nov 2026, 10:04". */
  memorySource: (approvedBy: string, approvedAt: string) => string;
  /** A reply's brand-rule findings (shown to the chat's owner only): "“cheap” → “affordable”" each. */
  ruleFindings: (findings: readonly { term: string; instead: string | null }[]) => string;
  /** The heading over a reply's connector calls (listed for the chat's owner only). */
  toolCalls: string;
  /** One connector call: "GA4 · run_report — done, 120 ms". */
  toolCall: (call: { connector: string; tool: string; status: ToolCallStatus; durationMs: number }) => string;
  /** Where a cited passage sits: "page 3", "página 3". */
  place: (locator: PassageLocator) => string;
  /** Which time zone every time of the document is in. */
  timesIn: (timeZone: string) => string;
};

/** "120 ms" under a second, "1.5 s" (or "1,5 s") from there on. */
const duration = (ms: number, locale: string) =>
  ms < 1000 ? `${ms} ms` : `${(ms / 1000).toLocaleString(locale, { maximumFractionDigits: 1 })} s`;

const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

const english: DocumentWords = {
  locale: 'en-GB',
  customer: 'Customer',
  team: 'Team',
  specialists: 'Specialists',
  author: 'Author',
  date: 'Date',
  exported: 'Exported',
  assistant: 'Assistant',
  system: 'System',
  chat: 'Chat',
  bookmarks: 'Bookmarks',
  bookmark: 'Bookmark',
  attached: (names) => `Attached: ${names}`,
  version: (version, count) => `Version ${version} of ${count}`,
  savedFrom: (title) => `Saved from “${title}”`,
  loadedData: (customer) =>
    customer === null
      ? "Automatic step: loaded the customer's data"
      : `Automatic step: loaded ${possessive(customer)} data`,
  searched: (query) =>
    query === null ? 'Automatic step: searched the web' : `Automatic step: searched the web for “${query}”`,
  read: (names) => (names === null ? 'Automatic step: read the files' : `Automatic step: read ${names}`),
  running: 'Still being written when this was exported',
  stopped: 'Stopped before it was finished',
  failed: 'This reply failed',
  interrupted: 'Interrupted before it was finished',
  sources: 'Sources',
  memorySource: (approvedBy, approvedAt) => `Team memory, approved by ${approvedBy} on ${approvedAt}`,
  ruleFindings: (findings) =>
    `Brand rules: ${findings.map((f) => (f.instead === null ? `“${f.term}”` : `“${f.term}” → “${f.instead}”`)).join(', ')}`,
  toolCalls: 'Connector calls',
  toolCall: ({ connector, tool, status, durationMs }) =>
    `${connector} · ${tool} — ${{ done: 'done', failed: 'failed', timeout: 'timed out' }[status]}, ${duration(durationMs, 'en-GB')}`,
  place: locationText,
  timesIn: (timeZone) => `Times in ${timeZone}`,
};

const spanish: DocumentWords = {
  locale: 'es-ES',
  customer: 'Cliente',
  team: 'Equipo',
  specialists: 'Especialistas',
  author: 'Autor',
  date: 'Fecha',
  exported: 'Exportado',
  assistant: 'Asistente',
  system: 'Sistema',
  chat: 'Chat',
  bookmarks: 'Guardados',
  bookmark: 'Guardado',
  attached: (names) => `Adjuntos: ${names}`,
  version: (version, count) => `Versión ${version} de ${count}`,
  savedFrom: (title) => `Guardado desde «${title}»`,
  loadedData: (customer) =>
    customer === null
      ? 'Paso automático: se cargaron los datos del cliente'
      : `Paso automático: se cargaron los datos de ${customer}`,
  searched: (query) =>
    query === null
      ? 'Paso automático: búsqueda en la web'
      : `Paso automático: búsqueda en la web de «${query}»`,
  read: (names) =>
    names === null ? 'Paso automático: se leyeron los archivos' : `Paso automático: se leyó ${names}`,
  running: 'Aún se estaba escribiendo al exportarla',
  stopped: 'Detenida antes de terminar',
  failed: 'Esta respuesta falló',
  interrupted: 'Interrumpida antes de terminar',
  sources: 'Fuentes',
  memorySource: (approvedBy, approvedAt) => `Memoria del equipo, aprobada por ${approvedBy} el ${approvedAt}`,
  ruleFindings: (findings) =>
    `Reglas de marca: ${findings.map((f) => (f.instead === null ? `«${f.term}»` : `«${f.term}» → «${f.instead}»`)).join(', ')}`,
  toolCalls: 'Llamadas a conectores',
  toolCall: ({ connector, tool, status, durationMs }) =>
    `${connector} · ${tool} — ${{ done: 'hecha', failed: 'falló', timeout: 'sin respuesta a tiempo' }[status]}, ${duration(durationMs, 'es-ES')}`,
  place: (locator) => {
    switch (locator.kind) {
      case 'page':
        return `página ${locator.page}`;
      case 'section':
        return locator.section.join(' › ');
      case 'rows': {
        const rows =
          locator.from === locator.to ? `fila ${locator.from}` : `filas ${locator.from}–${locator.to}`;
        return locator.sheet === null ? rows : `hoja ${locator.sheet}, ${rows}`;
      }
      case 'lines':
        return locator.from === locator.to ? `línea ${locator.from}` : `líneas ${locator.from}–${locator.to}`;
    }
  },
  timesIn: (timeZone) => `Horas en ${timeZone}`,
};

export const documentWords = (language: ChatLanguage): DocumentWords =>
  language === 'es' ? spanish : english;
