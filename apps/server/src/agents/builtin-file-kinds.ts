import type { Language } from './builtin-text';

/**
 * What a file is, as people call it ("Word document", "PDF", "spreadsheet"), from its type and name,
 * and its size, for the built-in model's sentences about attached files: never a MIME type.
 */

type Kind =
  'word' | 'pdf' | 'spreadsheet' | 'presentation' | 'image' | 'markdown' | 'text' | 'archive' | 'file';

const NAMES: Record<Language, Record<Kind, string>> = {
  en: {
    word: 'Word document',
    pdf: 'PDF',
    spreadsheet: 'spreadsheet',
    presentation: 'presentation',
    image: 'image',
    markdown: 'Markdown document',
    text: 'text file',
    archive: 'ZIP archive',
    file: 'file',
  },
  es: {
    word: 'documento de Word',
    pdf: 'PDF',
    spreadsheet: 'hoja de cálculo',
    presentation: 'presentación',
    image: 'imagen',
    markdown: 'documento Markdown',
    text: 'archivo de texto',
    archive: 'archivo ZIP',
    file: 'archivo',
  },
};

const BY_EXTENSION: Record<string, Kind> = {
  doc: 'word',
  docx: 'word',
  odt: 'word',
  rtf: 'word',
  pdf: 'pdf',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
  csv: 'spreadsheet',
  tsv: 'spreadsheet',
  ppt: 'presentation',
  pptx: 'presentation',
  odp: 'presentation',
  key: 'presentation',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'image',
  md: 'markdown',
  markdown: 'markdown',
  txt: 'text',
  text: 'text',
  json: 'text',
  zip: 'archive',
};

function kindOf(type: string, name: string): Kind {
  const mime = type.toLowerCase();
  if (mime.includes('wordprocessing') || mime === 'application/msword') return 'word';
  if (mime === 'application/pdf') return 'pdf';
  if (mime.includes('spreadsheet') || mime.includes('ms-excel') || mime === 'text/csv') return 'spreadsheet';
  if (mime.includes('presentation') || mime.includes('powerpoint')) return 'presentation';
  if (mime.startsWith('image/')) return 'image';
  if (mime === 'text/markdown') return 'markdown';
  if (mime === 'application/zip') return 'archive';
  const byName = BY_EXTENSION[/\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''];
  if (byName !== undefined) return byName;
  return mime.startsWith('text/') ? 'text' : 'file';
}

/** "Word document", "hoja de cálculo": what the file is, in the chat's language. */
export const fileKindName = (file: { type: string; name: string }, language: Language): string =>
  NAMES[language][kindOf(file.type, file.name)];

/** "120 bytes", "48 KB", "1.5 MB" ("1,5 MB" in Spanish). */
export function fileSize(bytes: number, language: Language): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = (bytes / (1024 * 1024)).toFixed(1);
  return `${language === 'es' ? megabytes.replace('.', ',') : megabytes} MB`;
}

/** "Word document, 48 KB". */
export const fileFacts = (file: { type: string; name: string; size: number }, language: Language) =>
  `${fileKindName(file, language)}, ${fileSize(file.size, language)}`;
