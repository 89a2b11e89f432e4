import type { SearchResult } from '../search/search-provider';
import { whatIsAsked } from './builtin-asked';
import { fileFacts, fileSize } from './builtin-file-kinds';
import { answering, rankPassages, scorePassages, topicOf } from './builtin-relevance';
import { type Language, type Passage, literal, splitPassages } from './builtin-text';
import type { FileFacts } from './tools/read-attachment';

/**
 * What the built-in offline model says about sources other than the customer profile: web search
 * results and attached files. Like the profile answers it quotes rather than invents: result links with
 * their snippets, the passages of a file that match the question.
 */

export type SourceData =
  | { kind: 'web'; query: string; results: readonly SearchResult[] }
  | { kind: 'web-failed'; query: string; reason: string }
  | { kind: 'web-unavailable'; query: string }
  | { kind: 'file-text'; file: FileFacts; text: string }
  /** `url`: where the web app shows it from, so the answer can show the image it cannot see. */
  | { kind: 'file-image'; file: FileFacts; url: string | null }
  | { kind: 'file-unreadable'; file: FileFacts }
  | { kind: 'file-missing'; name: string };

export type SourceAnswer = { disclaimer: string | null; blocks: string[]; suggestions: string[] };

const LOAD_OR_SUMMARY =
  /\b(carga|cargar|cargues|load|loads|lee|leer|read|resume|resumir|resumen|res[uú]melo|summari[sz]e|summary|describe|analiza)\b/i;
/** Passages of a file quoted when the question asks for no passage in particular. */
const OVERVIEW_PASSAGES = 3;
const PASSAGE_MAX_CHARS = 400;

/** The longest follow-up offered as a chip; a file's name that would make one longer is said as "the file". */
const MAX_CHIP_CHARS = 60;
const phrases = {
  en: {
    webDisclaimer:
      "_I am Brief's offline demo model, so I list what the web search found instead of writing a summary._",
    webResults: (query: string) => `Web results for **"${query}"**, each linked to its source:`,
    webNothing: (query: string) => `The web search for **"${query}"** found nothing.`,
    webFailed: (query: string, reason: string) =>
      `The web search for **"${query}"** failed: ${reason}. I cannot cite any source for it; please try again later.`,
    webReasons: {
      timeout: 'the search service did not answer in time',
      status: 'the search service refused the request',
      malformed: 'the search service gave an answer I could not read',
      network: 'the search service could not be reached',
      unknown: 'something went wrong',
    } as Record<string, string>,
    webUnavailable: (query: string) =>
      `Web search is not set up on this server, so I cannot search for **"${query}"**. An administrator can turn it on with the SEARCH_PROVIDER setting.`,
    webSuggestions: [
      'Which of these sources is the most reliable?',
      'Summarise the main points of these results',
      'What do these results mean for our customers?',
    ],
    searchAgain: (query: string) => `Search the web for "${query}" again`,
    fileDisclaimer: "_I am Brief's offline demo model, so I quote the file instead of writing new analysis._",
    fileMatches: (name: string) => `From the file **${name}**, the passages that best match your question:`,
    fileRead: (name: string, facts: string) => `I have read the file **${name}** (${facts}). It begins:`,
    fileNotSaid: (name: string, asked: string | null) =>
      asked === null
        ? `Nothing in the file **${name}** answers this question. It begins:`
        : `The file **${name}** doesn't say ${asked}. It begins:`,
    fileSections: (list: string) => `The file covers: ${list}.`,
    fileImage: (name: string, facts: string) =>
      `I am an offline model and cannot see images. The file **${name}** is an image (${facts}); a model that accepts images can describe it.`,
    fileUnreadable: (name: string, facts: string) =>
      `The file **${name}** (${facts}) has no readable text, so I cannot quote it.`,
    fileMissing: (name: string) => `I cannot find the file **${name}** in this conversation.`,
    missingSuggestions: [
      'Which files are attached to this conversation?',
      'Attach the file again and ask about it',
    ],
    theFile: 'the file',
    fileSuggestions: (name: string) => [
      `Summarise ${name} in three bullet points`,
      `Which figures in ${name} matter most?`,
      `Which next steps does ${name} propose?`,
    ],
    imageSuggestions: (name: string) => [
      `Suggest a caption for ${name}`,
      `Where could we use ${name} in a campaign?`,
      `What should the image for this campaign show?`,
    ],
  },
  es: {
    webDisclaimer:
      '_Soy el modelo de demostración sin conexión de Brief, así que enumero lo que ha encontrado la búsqueda web en lugar de redactar un resumen._',
    webResults: (query: string) =>
      `Resultados de la búsqueda web de **"${query}"**, cada uno enlazado a su fuente:`,
    webNothing: (query: string) => `La búsqueda web de **"${query}"** no ha encontrado nada.`,
    webFailed: (query: string, reason: string) =>
      `La búsqueda web de **"${query}"** ha fallado: ${reason}. No puedo citar ninguna fuente; vuelve a intentarlo más tarde.`,
    webReasons: {
      timeout: 'el servicio de búsqueda no ha respondido a tiempo',
      status: 'el servicio de búsqueda ha rechazado la petición',
      malformed: 'el servicio de búsqueda ha dado una respuesta que no puedo leer',
      network: 'no se ha podido contactar con el servicio de búsqueda',
      unknown: 'algo ha fallado',
    } as Record<string, string>,
    webUnavailable: (query: string) =>
      `La búsqueda web no está configurada en este servidor, así que no puedo buscar **"${query}"**. Un administrador puede activarla con el ajuste SEARCH_PROVIDER.`,
    webSuggestions: [
      '¿Cuál de estas fuentes es la más fiable?',
      'Resume los puntos principales de estos resultados',
      '¿Qué significan estos resultados para nuestros clientes?',
    ],
    searchAgain: (query: string) => `Busca en la web "${query}" otra vez`,
    fileDisclaimer:
      '_Soy el modelo de demostración sin conexión de Brief, así que cito el archivo en lugar de redactar un análisis nuevo._',
    fileMatches: (name: string) => `Del archivo **${name}**, los pasajes que mejor responden a tu pregunta:`,
    fileRead: (name: string, facts: string) => `He leído el archivo **${name}** (${facts}). Empieza así:`,
    fileNotSaid: (name: string, asked: string | null) =>
      asked === null
        ? `Nada en el archivo **${name}** responde a esta pregunta. Empieza así:`
        : `El archivo **${name}** no dice ${asked}. Empieza así:`,
    fileSections: (list: string) => `El archivo trata: ${list}.`,
    fileImage: (name: string, facts: string) =>
      `Soy un modelo sin conexión y no puedo ver imágenes. El archivo **${name}** es una imagen (${facts}); un modelo que acepte imágenes podría describirla.`,
    fileUnreadable: (name: string, facts: string) =>
      `El archivo **${name}** (${facts}) no tiene texto legible, así que no puedo citarlo.`,
    fileMissing: (name: string) => `No encuentro el archivo **${name}** en esta conversación.`,
    missingSuggestions: [
      '¿Qué archivos hay en esta conversación?',
      'Adjunta el archivo de nuevo y pregunta por él',
    ],
    theFile: 'el archivo',
    fileSuggestions: (name: string) => [
      `Resume ${name} en tres puntos`,
      `¿Qué cifras de ${name} son las más importantes?`,
      `¿Qué próximos pasos propone ${name}?`,
    ],
    imageSuggestions: (name: string) => [
      `Propón un texto para acompañar ${name}`,
      `¿En qué campaña podríamos usar ${name}?`,
      `¿Qué debería mostrar la imagen de esta campaña?`,
    ],
  },
};

const CUT = '\u0000';
/** How this module's framing lines begin, so transcripts can drop them before looking for a topic. */
export const sourceOwnLines: string[] = Object.values(phrases).flatMap((p) =>
  [
    p.webDisclaimer,
    p.webResults(CUT),
    p.webNothing(CUT),
    p.webFailed(CUT, ''),
    p.webUnavailable(CUT),
    p.fileDisclaimer,
    p.fileMatches(CUT),
    p.fileRead(CUT, ''),
    p.fileNotSaid(CUT, null),
    p.fileNotSaid(CUT, CUT),
    p.fileSections(CUT),
    p.fileImage(CUT, ''),
    p.fileUnreadable(CUT, ''),
    p.fileMissing(CUT),
  ].map((line) => line.split(CUT)[0] ?? line),
);

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/** Parentheses or spaces would end a link's address early (its text is `literal`). */
const linkTarget = (url: string) =>
  url.replace(/[()\s<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
const markdownLink = (result: SearchResult) => `[${literal(result.title)}](${linkTarget(result.url)})`;

const cut = (text: string) =>
  text.length <= PASSAGE_MAX_CHARS ? text : `${text.slice(0, PASSAGE_MAX_CHARS - 1).trimEnd()}…`;
const quote = (passage: Passage) =>
  cut(passage.heading === '' ? passage.text : `**${passage.heading}:** ${passage.text}`);

/** One answer from several sources: the first disclaimer, every source's blocks, the first suggestions. */
export function sourcesAnswer(
  sources: readonly SourceData[],
  question: string,
  language: Language,
): SourceAnswer {
  const answers = sources.map((source) => sourceAnswer(source, question, language));
  const main = answers.find((a) => a.disclaimer !== null) ?? answers[0];
  return {
    disclaimer: main?.disclaimer ?? null,
    blocks: answers.flatMap((a) => a.blocks),
    suggestions: main?.suggestions ?? [],
  };
}

function sourceAnswer(source: SourceData, question: string, language: Language): SourceAnswer {
  const p = phrases[language];
  switch (source.kind) {
    case 'web': {
      const blocks =
        source.results.length === 0
          ? [p.webNothing(literal(source.query))]
          : [
              p.webResults(literal(source.query)),
              bullets(
                source.results.map((r) =>
                  r.snippet === '' ? markdownLink(r) : `${markdownLink(r)}: ${r.snippet}`,
                ),
              ),
            ];
      return { disclaimer: p.webDisclaimer, blocks, suggestions: p.webSuggestions };
    }
    case 'web-failed':
      return {
        disclaimer: null,
        blocks: [
          p.webFailed(literal(source.query), p.webReasons[source.reason] ?? p.webReasons.unknown ?? ''),
        ],
        suggestions: [p.searchAgain(source.query)],
      };
    case 'web-unavailable':
      return {
        disclaimer: null,
        blocks: [p.webUnavailable(literal(source.query))],
        // Never an offer to search: the follow-ups about the customer fill in.
        suggestions: [],
      };
    case 'file-text':
      return fileAnswer(source.file, source.text, question, language);
    case 'file-image':
      return {
        disclaimer: null,
        blocks: [
          p.fileImage(literal(source.file.name), fileSize(source.file.size, language)),
          ...(source.url === null ? [] : [`![${literal(source.file.name)}](${linkTarget(source.url)})`]),
        ],
        suggestions: chips(p.imageSuggestions, source.file.name, language),
      };
    case 'file-unreadable':
      return {
        disclaimer: null,
        blocks: [p.fileUnreadable(literal(source.file.name), fileFacts(source.file, language))],
        suggestions: chips(p.fileSuggestions, source.file.name, language),
      };
    case 'file-missing':
      return {
        disclaimer: null,
        blocks: [p.fileMissing(literal(source.name))],
        suggestions: p.missingSuggestions,
      };
  }
}

/** A file's follow-ups, naming it when they stay short enough for a chip, else "the file". */
function chips(make: (name: string) => string[], name: string, language: Language): string[] {
  return make(name).map((chip, i) =>
    chip.length <= MAX_CHIP_CHARS ? chip : (make(phrases[language].theFile)[i] ?? chip),
  );
}

/** The file's own name ("brief-2026.pdf") says nothing about which passage is wanted. */
const nameWords = (file: FileFacts) => [file.name, file.name.replace(/\.[a-z0-9]+$/i, '')];

/** How well the best passage of these files answers the question (0–1; 0 when none does). */
export function bestFileScore(sources: readonly SourceData[], question: string): number {
  let best = 0;
  for (const source of sources) {
    if (source.kind !== 'file-text') continue;
    const passages = splitPassages(source.text);
    const scored = answering(
      scorePassages(passages, question, {
        ignore: nameWords(source.file),
        topic: topicOf(question, passages),
      }),
    );
    best = Math.max(best, scored[0]?.score ?? 0);
  }
  return best;
}

/** The passages of the file that answer the question; its opening when it asks for none, or none answers. */
function fileAnswer(file: FileFacts, text: string, question: string, language: Language): SourceAnswer {
  const p = phrases[language];
  const passages = splitPassages(text);
  const headings = [...new Set(passages.map((x) => x.heading).filter((h) => h !== ''))];
  const asksForAll = LOAD_OR_SUMMARY.test(question);
  const matched = asksForAll
    ? []
    : rankPassages(passages, question, { ignore: nameWords(file), topic: topicOf(question, passages) });
  const blocks: string[] = [];
  if (matched.length > 0) {
    blocks.push(p.fileMatches(literal(file.name)), bullets(matched.map(quote)));
  } else {
    blocks.push(
      asksForAll
        ? p.fileRead(literal(file.name), fileFacts(file, language))
        : p.fileNotSaid(literal(file.name), whatIsAsked(question, language)),
      bullets(passages.slice(0, OVERVIEW_PASSAGES).map(quote)),
    );
    if (headings.length > 1) blocks.push(p.fileSections(headings.map(literal).join(', ')));
  }
  return { disclaimer: p.fileDisclaimer, blocks, suggestions: chips(p.fileSuggestions, file.name, language) };
}
