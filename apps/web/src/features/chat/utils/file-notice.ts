import type { Language } from '@/i18n/core';
import { formatNumberIn } from '@/i18n/format';

/**
 * The server keeps why a file's text was not read as an English sentence (`files.notice`, built by
 * apps/server/src/files/extract-pool.ts `unreadNotice`). In Spanish it is read back into its reason and
 * worded again; a sentence of another shape is shown as it is.
 */
const SPANISH: readonly [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^it unpacks to more than ([\d.,]+) MB$/, (m) => `al descomprimirlo ocupa más de ${m[1] ?? ''} MB`],
  [
    /^it unpacks to more than ([\d.,]+) times its own size$/,
    (m) => `al descomprimirlo ocupa más de ${m[1] ?? ''} veces su tamaño`,
  ],
  [/^reading it took longer than ([\d]+) seconds$/, (m) => `leerlo tardó más de ${m[1] ?? ''} segundos`],
  [
    /^reading it took longer than ([\d,]+) ms$/,
    (m) => `leerlo tardó más de ${formatNumberIn('es', Number((m[1] ?? '').replace(/,/g, '')))} ms`,
  ],
  [/^it needs more memory than allowed$/, () => 'necesita más memoria de la permitida'],
  [/^the file looks damaged$/, () => 'el archivo parece dañado'],
];

export function fileNoticeIn(language: Language, notice: string): string {
  if (language === 'en') return notice;
  const reason = /^Its text was not read: (.*)\.$/.exec(notice)?.[1];
  if (reason === undefined) return notice;
  for (const [pattern, spanish] of SPANISH) {
    const match = reason.match(pattern);
    if (match) return `No se leyó su texto: ${spanish(match)}.`;
  }
  return notice;
}
