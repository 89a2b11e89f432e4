import {
  type Section,
  type SectionKind,
  DEFAULT_SECTIONS,
  followUpPhrases,
  followUps,
  kindOf,
  sameSection,
  sectionName,
  sectionOf,
} from './builtin-follow-ups';
import { type SourceData, sourceOwnLines, sourcesAnswer } from './builtin-sources';
import {
  type Language,
  type Passage,
  type WeightedText,
  detectLanguage,
  keyPhrase,
  keywords,
  likelyName,
  passagesByScore,
  splitPassages,
  termScores,
  wordCount,
} from './builtin-text';

/**
 * What the built-in offline model says, in English and Spanish. It quotes the customer profile rather
 * than inventing analysis, so a demo never shows figures the data does not contain.
 */

export type Speaker = { name: string; description: string };

export type CustomerData =
  | {
      kind: 'profile';
      customer: string;
      profile: string;
      /** Names of the customer's documents, whose text follows the profile under their name as heading. */
      documents?: readonly string[];
    }
  | { kind: 'unavailable'; reason: string };

export type ChatTurn = {
  language: Language;
  question: string;
  team: string | null;
  specialists: readonly Speaker[];
  customer: string | null;
  data: CustomerData | null;
  /** Web search results or attached files the answer is about, instead of the customer profile. */
  sources?: readonly SourceData[];
  /** No assistant message comes before this one: the only reply that says it comes from a demo model. */
  firstReply?: boolean;
  /** 1 for a first answer; 2, 3… for the versions Regenerate asks for, each written differently. */
  version?: number;
  /** Whether the web_search tool is there, so a follow-up may offer it. */
  webSearch?: boolean;
  /** The files the conversation lists, as written, so a follow-up may offer one. */
  files?: readonly string[];
  /** The questions the user has asked so far, never offered again as follow-ups. */
  asked?: readonly string[];
};

const LOAD_REQUEST = /\b(carga|cargar|cargues|load|loads)\b/i;
/** The product's own first message of a chat, which says nothing about what the user wants to know. */
const AUTOMATIC_LOAD = /^\s*carga los datos del cliente\b[\s\S]*\bprep[áa]rate para responder/i;
/** The chat's automatic first message, which asks for nothing in particular. */
export const isAutomaticLoad = (question: string) => AUTOMATIC_LOAD.test(question);
const TABLE_REQUEST = /\b(?:tables?|tablas?|tabular|tabulated|cuadros?\s+comparativos?)\b/i;
/** "…in a table", "en una tabla": words about the layout, not about which passages are wanted. */
const TABLE_WORDS =
  /\b(?:(?:in|as|into|with|en|como|con)\s+(?:(?:a|an|one|una|un)\s+)?)?(?:tables?|tablas?|tabular|tabulated|cuadros?\s+comparativos?)\b/gi;

/** Each opening has its customer after "profile of **" / "perfil de **", which transcripts read back. */
const phrases = {
  en: {
    disclaimer:
      "_I am Brief's offline demo model, so I quote the customer data instead of writing new analysis._",
    forSpecialists: (names: string) => `Answering for ${names}.`,
    forTeam: (team: string) => `Answering for the ${team} team.`,
    and: 'and',
    matches: [
      (c: string) => `From the profile of **${c}**, the passages that best match your question:`,
      (c: string) => `The closest answer in the profile of **${c}** comes first:`,
      (c: string) => `Section by section, the profile of **${c}** says:`,
      (c: string) => `Grouped by section, this is what the profile of **${c}** says on it:`,
      (c: string) => `In the profile of **${c}**, these are the lines to look at:`,
    ],
    /** The same openings, naming what the question was about ("audiences", "tone of voice"). */
    matchesOn: [
      (c: string, topic: string) => `On ${topic}, the profile of **${c}** says:`,
      (c: string, topic: string) => `The closest answer on ${topic} in the profile of **${c}** comes first:`,
      (c: string, topic: string) => `Section by section, the profile of **${c}** on ${topic}:`,
      (c: string, topic: string) => `Grouped by section, what the profile of **${c}** says on ${topic}:`,
      (c: string, topic: string) => `In the profile of **${c}**, the lines to look at on ${topic}:`,
    ],
    topic: {
      industry: 'its industry',
      products: 'its products',
      goals: 'its goals',
      audiences: 'its audiences',
      channels: 'its channels',
      campaigns: 'its recent campaigns',
      budget: 'its budget',
      competitors: 'its competitors',
      tone: 'its tone of voice',
    } satisfies Record<SectionKind, string>,
    notCovered: [
      (c: string) => `The profile of **${c}** does not cover this question. Here is its overview instead:`,
      (c: string) => `Nothing in the profile of **${c}** answers this directly; this is what it does cover:`,
      (c: string) => `The profile of **${c}** is silent on this. Its main points instead:`,
    ],
    loaded: [
      (c: string) => `I have loaded the profile of **${c}**. In short:`,
      (c: string) => `The profile of **${c}** is loaded. Its main points:`,
      (c: string) => `Ready: the profile of **${c}** is loaded. At a glance:`,
    ],
    sections: (list: string) => `The profile covers: ${list}.`,
    unavailable: [
      (c: string, reason: string) => `I could not load the data of **${c}**: ${reason}`,
      (c: string, reason: string) => `The data of **${c}** did not load: ${reason}`,
    ],
    noCustomer:
      'No customer is selected, so I have no customer data to answer from. Pick a customer in the sidebar and ask again.',
    startingPoint: [
      'Meanwhile, a general starting point for any brief:',
      'Until then, the four things every brief needs:',
      'In the meantime, a checklist to start from:',
    ],
    checklist: [
      ['Goal', 'agree on one measurable objective and a date.'],
      ['Audience', 'describe who should act and what stops them today.'],
      ['Channels', 'choose two or three channels the audience already uses.'],
      ['Measurement', 'fix the KPI and the budget before launch.'],
    ],
    columns: { section: 'Section', says: 'What the profile says', step: 'Step', todo: 'What to do' },
    details: 'Details',
    anotherLook: ['Another look at the same sources:', 'The same sources, read again:'],
    overview: 'overview',
    conversation: 'Conversation',
    titleFor: (phrase: string, customer: string) => `${phrase} for ${customer}`,
    titleOf: (noun: string, customer: string) => `${customer} ${noun}`,
  },
  es: {
    disclaimer:
      '_Soy el modelo de demostración sin conexión de Brief, así que cito los datos del cliente en lugar de redactar un análisis nuevo._',
    forSpecialists: (names: string) => `Respondo en nombre de ${names}.`,
    forTeam: (team: string) => `Respondo en nombre del equipo ${team}.`,
    and: 'y',
    matches: [
      (c: string) => `Del perfil de **${c}**, los pasajes que mejor responden a tu pregunta:`,
      (c: string) => `Lo más cercano a tu pregunta en el perfil de **${c}**, primero:`,
      (c: string) => `Sección por sección, esto dice el perfil de **${c}**:`,
      (c: string) => `Agrupado por secciones, esto dice sobre ello el perfil de **${c}**:`,
      (c: string) => `En el perfil de **${c}**, estas son las líneas que conviene mirar:`,
    ],
    matchesOn: [
      (c: string, topic: string) => `Sobre ${topic}, el perfil de **${c}** dice:`,
      (c: string, topic: string) => `Lo más cercano sobre ${topic} en el perfil de **${c}**, primero:`,
      (c: string, topic: string) => `Sección por sección, el perfil de **${c}** sobre ${topic}:`,
      (c: string, topic: string) =>
        `Agrupado por secciones, lo que dice el perfil de **${c}** sobre ${topic}:`,
      (c: string, topic: string) => `En el perfil de **${c}**, las líneas que conviene mirar sobre ${topic}:`,
    ],
    topic: {
      industry: 'su sector',
      products: 'sus productos',
      goals: 'sus objetivos',
      audiences: 'sus audiencias',
      channels: 'sus canales',
      campaigns: 'sus campañas recientes',
      budget: 'su presupuesto',
      competitors: 'su competencia',
      tone: 'su tono de voz',
    },
    notCovered: [
      (c: string) => `El perfil de **${c}** no cubre esta pregunta. Este es su resumen:`,
      (c: string) => `Nada en el perfil de **${c}** responde a esto directamente; esto es lo que sí trata:`,
      (c: string) => `El perfil de **${c}** no dice nada de esto. Sus puntos principales:`,
    ],
    loaded: [
      (c: string) => `He cargado el perfil de **${c}**. En resumen:`,
      (c: string) => `El perfil de **${c}** está cargado. Sus puntos principales:`,
      (c: string) => `Listo: he cargado el perfil de **${c}**. De un vistazo:`,
    ],
    sections: (list: string) => `El perfil trata: ${list}.`,
    unavailable: [
      (c: string, reason: string) => `No he podido cargar los datos de **${c}**: ${reason}`,
      (c: string, reason: string) => `Los datos de **${c}** no se han cargado: ${reason}`,
    ],
    noCustomer:
      'No hay ningún cliente seleccionado, así que no tengo datos de cliente con los que responder. Elige un cliente en la barra lateral y vuelve a preguntar.',
    startingPoint: [
      'Mientras tanto, un punto de partida general para cualquier brief:',
      'Hasta entonces, las cuatro cosas que necesita todo brief:',
      'Mientras tanto, una lista de control para empezar:',
    ],
    checklist: [
      ['Objetivo', 'acordad un objetivo medible y una fecha.'],
      ['Audiencia', 'describid quién debe actuar y qué se lo impide hoy.'],
      ['Canales', 'elegid dos o tres canales que la audiencia ya usa.'],
      ['Medición', 'fijad el KPI y el presupuesto antes del lanzamiento.'],
    ],
    columns: { section: 'Sección', says: 'Lo que dice el perfil', step: 'Paso', todo: 'Qué hacer' },
    details: 'Detalles',
    anotherLook: ['Otra mirada a las mismas fuentes:', 'Las mismas fuentes, leídas de nuevo:'],
    overview: 'resumen',
    conversation: 'Conversación',
    titleFor: (phrase: string, customer: string) => `${phrase} de ${customer}`,
    titleOf: (noun: string, customer: string) => `${capitalise(noun)} de ${customer}`,
  },
};

/** The model's own framing lines, dropped from a transcript before looking for its topic. */
const CUT = '\u0000';
const ownLines = Object.values(phrases)
  .flatMap((p) =>
    [
      p.disclaimer,
      p.forSpecialists(CUT),
      p.forTeam(CUT),
      ...p.matches.map((f) => f(CUT)),
      ...p.matchesOn.map((f) => f(CUT, CUT)),
      ...p.notCovered.map((f) => f(CUT)),
      ...p.loaded.map((f) => f(CUT)),
      ...p.unavailable.map((f) => f(CUT, '')),
      p.sections(CUT),
      p.noCustomer,
      ...p.startingPoint,
      ...p.anotherLook,
    ].map((line) => line.split(CUT)[0] ?? line),
  )
  .concat(sourceOwnLines);

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The first item is version 1's alone, so every other version differs from it; the rest take turns. */
const pick = <T>(items: readonly T[], version: number): T =>
  (version <= 1 || items.length === 1 ? items[0] : items[1 + ((version - 2) % (items.length - 1))]) as T;

const list = (items: readonly string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`;

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/** A passage's heading as the chat's language names it ("Tono de voz" → "Tone of voice"). */
const label = (passage: Passage, documents: readonly string[], language: Language) => {
  if (passage.heading === '') return '';
  const section = sectionOf(passage.heading, documents);
  // A document's name stays as it is written ("store-audit.pdf").
  return section.kind === 'document' ? section.heading : capitalise(sectionName(section, language));
};

const quote = (passage: Passage, documents: readonly string[], language: Language) => {
  const heading = label(passage, documents, language);
  return heading === '' ? passage.text : `**${heading}:** ${passage.text}`;
};

const CELL_MAX_CHARS = 300;
const cell = (text: string) => {
  const flat = text
    .replace(/^\|\s*|\s*\|$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const short = flat.length <= CELL_MAX_CHARS ? flat : `${flat.slice(0, CELL_MAX_CHARS - 1).trimEnd()}…`;
  return short.replace(/\|/g, '\\|');
};
const table = (header: readonly [string, string], rows: readonly (readonly [string, string])[]) =>
  [header, ['---', '---'] as const, ...rows].map(([a, b]) => `| ${cell(a)} | ${cell(b)} |`).join('\n');

/** "Spring Blend" launch (March–April 2025): budget… → the name before the colon and the rest. */
const labelled = (text: string): [string, string] | null => {
  const at = text.indexOf(': ');
  return at > 0 && at <= 100 ? [text.slice(0, at), text.slice(at + 2)] : null;
};

type Layout = 'list' | 'ranked' | 'table' | 'grouped';
const LAYOUTS: readonly Layout[] = ['list', 'ranked', 'table', 'grouped'];

/** Passages laid out one way; `ranked` passages come best first, the others in profile order. */
function layOut(
  layout: Layout,
  passages: readonly Passage[],
  documents: readonly string[],
  language: Language,
  bestFirst = layout === 'ranked',
): string {
  const p = phrases[language];
  const inOrder = bestFirst ? [...passages] : [...passages].sort((a, b) => a.order - b.order);
  if (layout === 'table') {
    const headings = new Set(inOrder.map((x) => x.heading));
    const split = inOrder.map((x) => labelled(x.text));
    const first = inOrder[0];
    if (headings.size === 1 && first !== undefined && first.heading !== '' && split.every((s) => s !== null))
      return table(
        [label(first, documents, language), p.details],
        split.flatMap((s) => (s === null ? [] : [s])),
      );
    return table(
      [p.columns.section, p.columns.says],
      inOrder.map((x) => [label(x, documents, language) || '—', x.text]),
    );
  }
  if (layout === 'grouped') {
    const groups: { heading: string; items: Passage[] }[] = [];
    for (const passage of inOrder) {
      const group = groups.find((g) => g.heading === passage.heading);
      if (group === undefined) groups.push({ heading: passage.heading, items: [passage] });
      else group.items.push(passage);
    }
    return groups
      .map(({ heading, items }) => {
        const title = items[0] === undefined ? '' : label(items[0], documents, language);
        const lines = bullets(items.map((x) => x.text));
        return heading === '' ? lines : `**${title}**\n${lines}`;
      })
      .join('\n\n');
  }
  const quoted = inOrder.map((x) => quote(x, documents, language));
  return layout === 'ranked' ? quoted.map((x, i) => `${i + 1}. ${x}`).join('\n') : bullets(quoted);
}

/** The kinds of section earlier questions were about. */
const sectionsAsked = (questions: readonly string[]): Section[] =>
  questions.flatMap((q) => {
    const kind = kindOf(q);
    return kind === null ? [] : [{ kind, heading: kind }];
  });

/** "its audiences", "sus audiencias", "Loyalty club" in quotes. */
function topicName(section: Section, language: Language): string {
  if (section.kind === 'other' || section.kind === 'document')
    return language === 'es' ? `«${section.heading}»` : `"${section.heading}"`;
  return phrases[language].topic[section.kind];
}

/** The focus the model passes to load_customer_data: the question's main words. */
export function toolFocus(question: string, customer: string): string {
  return keywords([{ text: question, weight: 1 }], 6, [customer])
    .join(' ')
    .slice(0, 200);
}

type Body = { blocks: string[]; subject: Section | null; shown: Section[]; sections: Section[] };

/** "Audit.pdf, page 3 [2]": a document passage's heading ends with its source number. */
const CITATION_MARK = /\s*(\[\d+\])$/;

/** A sentence under a cited heading carries the citation itself, so every quote of it says where it is from. */
const citedPassage = (passage: Passage): Passage => {
  const mark = CITATION_MARK.exec(passage.heading)?.[1];
  return mark === undefined
    ? passage
    : { ...passage, heading: passage.heading.replace(CITATION_MARK, ''), text: `${passage.text} ${mark}` };
};

function profileBody(
  turn: ChatTurn,
  customer: string,
  profile: string,
  citedDocuments: readonly string[],
  version: number,
): Body {
  const p = phrases[turn.language];
  const passages = splitPassages(profile).map(citedPassage);
  const documents = citedDocuments.map((d) => d.replace(CITATION_MARK, ''));
  const headings = [...new Set(passages.map((x) => x.heading).filter((h) => h !== '' && h !== customer))];
  const sections: Section[] = [];
  for (const heading of headings) {
    const section = sectionOf(heading, documents);
    if (!sections.some((s) => sameSection(s, section))) sections.push(section);
  }
  const sectionAt = (passage: Passage) => sectionOf(passage.heading, documents);
  const asksForTable = TABLE_REQUEST.test(turn.question);
  const asked = turn.question.replace(TABLE_WORDS, ' ');
  const matched = passagesByScore(passages, asked, [customer]);
  const layout: Layout = asksForTable ? 'table' : pick(LAYOUTS, version);
  const kind = AUTOMATIC_LOAD.test(turn.question) ? null : kindOf(asked);
  const top = matched[0];
  const subject =
    (kind === null ? undefined : sections.find((s) => s.kind === kind)) ??
    (top === undefined ? null : sectionAt(top));
  const blocks: string[] = [];
  let shown: Passage[];
  if (matched.length > 0) {
    shown = matched;
    // A table asked for again comes best first every other version.
    const bestFirst = layout === 'ranked' || (asksForTable && version % 2 === 0);
    // The opening names what the answer is about when its best passage is on the subject asked.
    const onSubject = subject !== null && top !== undefined && sameSection(sectionAt(top), subject);
    blocks.push(
      onSubject
        ? pick(p.matchesOn, version)(customer, topicName(subject, turn.language))
        : pick(p.matches, version)(customer),
      layOut(layout, matched, documents, turn.language, bestFirst),
    );
  } else {
    // The first passage of each section; the very first answer keeps to the first two.
    const firstOfEach = headings.flatMap((h) => passages.find((x) => x.heading === h) ?? []);
    const overview =
      asksForTable || version > 1 ? firstOfEach.slice(0, asksForTable ? undefined : 4) : passages.slice(0, 2);
    shown = overview;
    // "Load this customer's data" (the chat's first, automatic message) is answered, not refused.
    const intro = LOAD_REQUEST.test(turn.question) ? p.loaded : p.notCovered;
    blocks.push(pick(intro, version)(customer), layOut(layout, overview, documents, turn.language));
    if (!asksForTable)
      blocks.push(
        p.sections(
          list(
            sections.map((s) => sectionName(s, turn.language)),
            p.and,
          ),
        ),
      );
  }
  return { blocks, subject, shown: shown.map(sectionAt), sections };
}

function checklistBody(turn: ChatTurn, version: number): string[] {
  const p = phrases[turn.language];
  const start = (version - 1) % p.checklist.length;
  const steps = [...p.checklist.slice(start), ...p.checklist.slice(0, start)];
  const asTable = TABLE_REQUEST.test(turn.question) || pick(LAYOUTS, version) === 'table';
  return [
    p.noCustomer,
    `${pick(p.startingPoint, version)}\n\n${
      asTable
        ? table(
            [p.columns.step, p.columns.todo],
            steps.map(([step = '', todo = '']) => [step, todo]),
          )
        : bullets(steps.map(([step = '', todo = '']) => `**${step}:** ${todo}`))
    }`,
  ];
}

export function chatAnswer(turn: ChatTurn): string {
  const p = phrases[turn.language];
  const version = Math.max(1, Math.floor(turn.version ?? 1));
  const customer =
    turn.customer ?? (turn.data?.kind === 'profile' && turn.data.customer !== '' ? turn.data.customer : null);
  const fromSource =
    turn.sources === undefined || turn.sources.length === 0
      ? null
      : sourcesAnswer(turn.sources, turn.question, turn.language);

  let body: Body = { blocks: [], subject: null, shown: [], sections: [] };
  if (fromSource !== null) {
    body.blocks = version > 1 ? [pick(p.anotherLook, version - 1), ...fromSource.blocks] : fromSource.blocks;
    const kind = kindOf(turn.question);
    body.subject = kind === null ? null : { kind, heading: kind };
  } else if (turn.data?.kind === 'profile' && customer !== null) {
    body = profileBody(turn, customer, turn.data.profile, turn.data.documents ?? [], version);
  } else if (turn.data?.kind === 'unavailable' && customer !== null) {
    body.blocks = [pick(p.unavailable, version)(customer, turn.data.reason)];
  } else {
    body.blocks = checklistBody(turn, version);
  }

  const blocks = [...body.blocks];
  if (turn.specialists.length > 0) {
    blocks.push(
      p.forSpecialists(
        list(
          turn.specialists.map((s) => `**${s.name}** (${s.description})`),
          p.and,
        ),
      ),
    );
  } else if (turn.team !== null) {
    blocks.push(p.forTeam(turn.team));
  }
  if (turn.firstReply ?? true) blocks.push(fromSource?.disclaimer ?? p.disclaimer);

  const asked = [turn.question, ...(turn.asked ?? [])];
  const fromFiles = (fromSource?.suggestions ?? []).filter(
    (s) => !asked.some((q) => q.trim().toLowerCase() === s.toLowerCase()),
  );
  const suggestions = [
    ...fromFiles,
    ...followUps({
      language: turn.language,
      customer,
      sections: body.sections,
      subject: body.subject,
      // Sections quoted now or asked about before are offered last.
      shown: [...body.shown, ...sectionsAsked(turn.asked ?? [])],
      asked: [...asked, ...fromFiles],
      files: fromSource === null ? turn.files : [],
      webSearch: fromSource === null && turn.webSearch === true,
      // Another version, or a later question, offers other sections first.
      offset: version - 1 + Math.max(0, (turn.asked?.length ?? 1) - 1),
      count: Math.max(0, 3 - fromFiles.length),
    }),
  ].slice(0, 3);
  blocks.push(`Suggestions:\n${bullets(suggestions)}`);
  return blocks.join('\n\n');
}

type Transcript = {
  /** What the user typed, without the product's automatic messages. */
  typed: string[];
  all: readonly WeightedText[];
  language: Language;
  customer: string | null;
  /** The sections the assistant's answers quoted or listed. */
  sections: Section[];
  /** The chips of the last answer, already on screen. */
  chips: string[];
};

const SUGGESTIONS_BLOCK = /(?:^|\n)(?:\*\*)?(?:Suggestions|Sugerencias|Related):(?:\*\*)?\s*\n([\s\S]*)$/;

const withoutOwnLines = (text: string) =>
  text
    .replace(SUGGESTIONS_BLOCK, '')
    .split('\n')
    .filter(
      (line) =>
        !ownLines.some((own) => own.length > 8 && line.startsWith(own)) &&
        !/(?:profile of|perfil de|data of|datos de) \*\*/.test(line),
    )
    .join('\n');

/** The customer an answer names ("…the profile of **Northwind Coffee**…", "los datos de **Casa Olivar**"). */
function ownCustomerMention(text: string): string | null {
  return /(?:profile of|perfil de|data of|datos de) \*\*([^*\n]+)\*\*/.exec(text)?.[1] ?? null;
}

/** Section labels in answers: "- **Goals:** …", "**Goals**" over a list, table rows, "The profile covers: …". */
function sectionsIn(answer: string, language: Language): Section[] {
  const labels: string[] = [];
  for (const line of answer.split('\n')) {
    const bold = /^(?:- )?\*\*([^*]+?):?\*\*:?(?:\s|$)/.exec(line)?.[1];
    if (bold !== undefined) labels.push(bold);
    const row = /^\|\s*([^|]+?)\s*\|/.exec(line)?.[1];
    if (row !== undefined && !/^[-:\s]+$/.test(row)) labels.push(row);
    const covers = /^(?:The profile covers|El perfil trata): (.+)\.$/.exec(line)?.[1];
    if (covers !== undefined) labels.push(...covers.split(/, | and | y /));
  }
  const columns = Object.values(phrases).flatMap((p) => [p.columns.section, p.columns.step]);
  const found: Section[] = [];
  for (const text of labels) {
    if (columns.includes(text) || text.length > 60) continue;
    const section = sectionOf(text);
    // Labels the model writes itself are in the chat's language; others are only kept if they name a kind.
    if (section.kind === 'other' && detectLanguage(text, language) !== language) continue;
    if (!found.some((s) => sameSection(s, section))) found.push(section);
  }
  return found.filter((s) => s.kind !== 'other');
}

/** Reads the "User: …" / "Assistant: …" transcript of prompts.ts; the user's words count most. */
function readTranscript(text: string, language: Language | null): Transcript {
  const turns = text.split(/(?:^|\n\n)(?=(?:User|Assistant): )/).filter((t) => t.trim() !== '');
  const users = turns.filter((t) => t.startsWith('User: ')).map((t) => t.slice('User: '.length));
  const answers = turns.filter((t) => t.startsWith('Assistant: ')).map((t) => t.slice('Assistant: '.length));
  const typed = users.filter((u) => !AUTOMATIC_LOAD.test(u));
  const all = [
    ...typed.map((t) => ({ text: t, weight: 1 })),
    ...answers.map((a) => ({ text: withoutOwnLines(a), weight: 0.25 })),
  ];
  const chosen = language ?? detectLanguage(typed.join('\n\n'), detectLanguage(text));
  const lastAnswer = answers.at(-1) ?? '';
  const chips = (SUGGESTIONS_BLOCK.exec(lastAnswer)?.[1] ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter(Boolean);
  return {
    typed,
    all,
    language: chosen,
    customer:
      answers.map(ownCustomerMention).find((c) => c !== null) ??
      likelyName(all.map((t) => t.text).join('\n\n')),
    sections: answers.flatMap((a) => sectionsIn(a, chosen)),
    chips,
  };
}

export function relatedFollowUps(text: string, language: Language | null = null): string {
  const transcript = readTranscript(text, language);
  // The sections the answers showed, then the usual ones, which most profiles have.
  const sections: Section[] = [];
  for (const section of [...transcript.sections, ...DEFAULT_SECTIONS])
    if (!sections.some((s) => sameSection(s, section))) sections.push(section);
  const last = transcript.typed.at(-1) ?? '';
  const kind = kindOf(last);
  const subject = kind === null ? null : (sections.find((s) => s.kind === kind) ?? { kind, heading: kind });
  return bullets(
    followUps({
      language: transcript.language,
      customer: transcript.customer,
      sections,
      subject,
      shown: sectionsAsked(transcript.typed),
      asked: [...transcript.typed, ...transcript.chips],
      offset: transcript.typed.length,
    }),
  );
}

const MAX_TITLE_WORDS = 6;

/**
 * At most six words in the chat's language: a named thing the user asked about ("Spring Blend launch
 * for Northwind Coffee"), else the kind of section asked about ("Northwind Coffee tone of voice" /
 * "Tono de voz de Northwind Coffee"), else the user's own words, else the customer's overview.
 */
export function chatTitle(text: string, language: Language | null = null): string {
  const transcript = readTranscript(text, language);
  const p = phrases[transcript.language];
  const customer = transcript.customer;
  const typed = transcript.typed.join('\n\n');
  const scores = termScores(transcript.all, customer === null ? [] : [customer]);
  const sameLanguage = typed !== '' && detectLanguage(typed, transcript.language) === transcript.language;
  const phrase = sameLanguage ? keyPhrase(typed, scores, 4) : [];
  const named = phrase.some((word) => /^\p{Lu}/u.test(word));
  const kind = kindOf(typed);
  const fits = (title: string) => wordCount(title) <= MAX_TITLE_WORDS;
  const candidates: string[] = [];
  if (named && phrase.length > 0) {
    const words = capitalise(phrase.join(' '));
    if (customer !== null) candidates.push(p.titleFor(words, customer));
    candidates.push(words);
  }
  if (kind !== null) {
    const noun = followUpPhrases[transcript.language].noun[kind];
    if (customer !== null) candidates.push(p.titleOf(noun, customer));
    candidates.push(capitalise(noun));
  }
  if (phrase.length > 0) {
    const words = capitalise(phrase.join(' '));
    if (customer !== null) candidates.push(p.titleFor(words, customer));
    candidates.push(words);
  }
  if (customer !== null) candidates.push(p.titleOf(p.overview, customer));
  candidates.push(p.conversation);
  const title = candidates.find(fits) ?? p.conversation;
  return title.replace(/[."'“”«»]+$/g, '');
}
