import {
  type Language,
  type Passage,
  type WeightedText,
  detectLanguage,
  keyPhrase,
  keywords,
  likelyName,
  rankPassages,
  splitPassages,
  termScores,
} from './builtin-text';
import { type SourceData, sourcesAnswer, sourceOwnLines } from './builtin-sources';

/**
 * What the built-in offline model says, in English and Spanish. It quotes the customer profile rather
 * than inventing analysis, so a demo never shows figures the data does not contain.
 */

export type Speaker = { name: string; description: string };

export type CustomerData =
  { kind: 'profile'; customer: string; profile: string } | { kind: 'unavailable'; reason: string };

export type ChatTurn = {
  language: Language;
  question: string;
  team: string | null;
  specialists: readonly Speaker[];
  customer: string | null;
  data: CustomerData | null;
  /** Web search results or attached files the answer is about, instead of the customer profile. */
  sources?: readonly SourceData[];
};

const LOAD_REQUEST = /\b(carga|cargar|cargues|load|loads)\b/i;

const phrases = {
  en: {
    disclaimer:
      "_I am Brief's offline demo model, so I quote the customer data instead of writing new analysis._",
    forSpecialists: (names: string) => `Answering for ${names}.`,
    forTeam: (team: string) => `Answering for the ${team} team.`,
    and: 'and',
    matches: (customer: string) =>
      `From the profile of **${customer}**, the passages that best match your question:`,
    notCovered: (customer: string) =>
      `The profile of **${customer}** does not cover this question. Here is its overview instead:`,
    loaded: (customer: string) => `I have loaded the profile of **${customer}**. In short:`,
    sections: (list: string) => `The profile covers: ${list}.`,
    unavailable: (customer: string, reason: string) =>
      `I could not load the data of **${customer}**: ${reason}`,
    noCustomer:
      'No customer is selected, so I have no customer data to answer from. Pick a customer in the sidebar and ask again.',
    startingPoint: (topic: string) => `Meanwhile, a starting point for ${topic}:`,
    checklist: [
      '**Goal:** agree on one measurable objective and a date.',
      '**Audience:** describe who should act and what stops them today.',
      '**Channels:** choose two or three channels the audience already uses.',
      '**Measurement:** fix the KPI and the budget before launch.',
    ],
    topic: 'this campaign',
    someone: 'this customer',
    withCustomer: (topic: string, customer: string, section: string) => [
      `Draft three post ideas about ${topic} for ${customer}`,
      `Which KPIs should ${customer} track for ${topic}?`,
      `What does the profile say about ${section}?`,
    ],
    withoutCustomer: (topic: string) => [
      `Explain how to measure ${topic}`,
      `Give me a checklist for a brief about ${topic}`,
      `Which specialist fits a question about ${topic}?`,
    ],
    related: (k: readonly string[], customer: string) => [
      `Summarise what we know about ${k[0]} for ${customer}`,
      `Which audiences should ${customer} target with ${k[1]}?`,
      `Compare ${k[0]} with the previous campaigns of ${customer}`,
      `Propose three content ideas around ${k[2]}`,
      `Which KPIs should we report on ${k[1]} next month?`,
    ],
    titleFor: 'for',
    titleAnd: 'and',
    conversation: 'Conversation',
  },
  es: {
    disclaimer:
      '_Soy el modelo de demostración sin conexión de Brief, así que cito los datos del cliente en lugar de redactar un análisis nuevo._',
    forSpecialists: (names: string) => `Respondo en nombre de ${names}.`,
    forTeam: (team: string) => `Respondo en nombre del equipo ${team}.`,
    and: 'y',
    matches: (customer: string) =>
      `Del perfil de **${customer}**, los pasajes que mejor responden a tu pregunta:`,
    notCovered: (customer: string) =>
      `El perfil de **${customer}** no cubre esta pregunta. Este es su resumen:`,
    loaded: (customer: string) => `He cargado el perfil de **${customer}**. En resumen:`,
    sections: (list: string) => `El perfil trata: ${list}.`,
    unavailable: (customer: string, reason: string) =>
      `No he podido cargar los datos de **${customer}**: ${reason}`,
    noCustomer:
      'No hay ningún cliente seleccionado, así que no tengo datos de cliente con los que responder. Elige un cliente en la barra lateral y vuelve a preguntar.',
    startingPoint: (topic: string) => `Mientras tanto, un punto de partida para ${topic}:`,
    checklist: [
      '**Objetivo:** acordad un objetivo medible y una fecha.',
      '**Audiencia:** describid quién debe actuar y qué se lo impide hoy.',
      '**Canales:** elegid dos o tres canales que la audiencia ya usa.',
      '**Medición:** fijad el KPI y el presupuesto antes del lanzamiento.',
    ],
    topic: 'esta campaña',
    someone: 'este cliente',
    withCustomer: (topic: string, customer: string, section: string) => [
      `Propón tres ideas de publicaciones sobre ${topic} para ${customer}`,
      `¿Qué KPI debería medir ${customer} para ${topic}?`,
      `¿Qué dice el perfil sobre ${section}?`,
    ],
    withoutCustomer: (topic: string) => [
      `Explica cómo medir ${topic}`,
      `Dame una lista de control para un brief sobre ${topic}`,
      `¿Qué especialista encaja con una pregunta sobre ${topic}?`,
    ],
    related: (k: readonly string[], customer: string) => [
      `Resume lo que sabemos de ${k[0]} para ${customer}`,
      `¿A qué audiencias debería dirigirse ${customer} con ${k[1]}?`,
      `Compara ${k[0]} con las campañas anteriores de ${customer}`,
      `Propón tres ideas de contenido sobre ${k[2]}`,
      `¿Qué KPI deberíamos presentar sobre ${k[1]} el próximo mes?`,
    ],
    titleFor: 'de',
    titleAnd: 'y',
    conversation: 'Conversación',
  },
};

/**
 * How the model's own framing sentences begin. They are dropped from a transcript before looking for its
 * topic, or every title would be about "offline demo models".
 */
const CUT = '\u0000';
const ownLines = Object.values(phrases)
  .flatMap((p) =>
    [
      p.disclaimer,
      p.forSpecialists(CUT),
      p.forTeam(CUT),
      p.matches(CUT),
      p.notCovered(CUT),
      p.sections(CUT),
      p.unavailable(CUT, ''),
      p.noCustomer,
      p.startingPoint(CUT),
    ].map((line) => line.split(CUT)[0] ?? line),
  )
  .concat(sourceOwnLines);

const list = (items: readonly string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`;

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

const quote = (passage: Passage) =>
  passage.heading === '' ? passage.text : `**${passage.heading}:** ${passage.text}`;

/** The focus the model passes to load_customer_data: the question's main words. */
export function toolFocus(question: string, customer: string): string {
  return keywords([{ text: question, weight: 1 }], 6, [customer])
    .join(' ')
    .slice(0, 200);
}

export function chatAnswer(turn: ChatTurn): string {
  const p = phrases[turn.language];
  const fromSource =
    turn.sources === undefined || turn.sources.length === 0
      ? null
      : sourcesAnswer(turn.sources, turn.question, turn.language);
  const blocks: string[] = [];
  if (fromSource === null) blocks.push(p.disclaimer);
  else if (fromSource.disclaimer !== null) blocks.push(fromSource.disclaimer);
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
  if (fromSource !== null) {
    blocks.push(...fromSource.blocks);
    if (fromSource.suggestions.length > 0) blocks.push(`Suggestions:\n${bullets(fromSource.suggestions)}`);
    return blocks.join('\n\n');
  }
  const customer =
    turn.customer ?? (turn.data?.kind === 'profile' && turn.data.customer !== '' ? turn.data.customer : null);
  const questionScores = termScores(
    [{ text: turn.question, weight: 1 }],
    customer === null ? [] : [customer],
  );
  const topic = keyPhrase(turn.question, questionScores, 3).join(' ') || p.topic;
  let section: string | null = null;
  if (turn.data?.kind === 'profile' && customer !== null) {
    const passages = splitPassages(turn.data.profile);
    const headings = [...new Set(passages.map((x) => x.heading).filter((h) => h !== '' && h !== customer))];
    const matched = rankPassages(passages, turn.question, [customer]);
    if (matched.length > 0) {
      blocks.push(p.matches(customer), bullets(matched.map(quote)));
    } else {
      const overview = passages.slice(0, 2);
      // "Load this customer's data" (the chat's first, automatic message) is answered, not refused.
      const intro = LOAD_REQUEST.test(turn.question) ? p.loaded(customer) : p.notCovered(customer);
      blocks.push(intro, bullets(overview.map(quote)), p.sections(headings.join(', ')));
    }
    const quoted = new Set(matched.map((x) => x.heading));
    section = headings.find((h) => !quoted.has(h))?.toLowerCase() ?? null;
  } else if (turn.data?.kind === 'unavailable' && customer !== null) {
    blocks.push(p.unavailable(customer, turn.data.reason));
  } else {
    blocks.push(p.noCustomer, `${p.startingPoint(topic)}\n\n${bullets(p.checklist)}`);
  }
  const suggestions =
    customer !== null && section !== null
      ? p.withCustomer(topic, customer, section)
      : p.withoutCustomer(topic);
  blocks.push(`Suggestions:\n${bullets(suggestions)}`);
  return blocks.join('\n\n');
}

type Transcript = { user: string; all: readonly WeightedText[]; language: Language; customer: string | null };

const withoutOwnLines = (text: string) =>
  text
    .replace(/(?:^|\n)(?:Suggestions|Sugerencias|Related):[\s\S]*$/, '')
    .split('\n')
    .filter((line) => !ownLines.some((own) => line.startsWith(own)))
    .join('\n');

/** The customer named in one of the model's own answers ("From the profile of **Northwind Coffee**…"). */
function ownCustomerMention(text: string): string | null {
  for (const p of Object.values(phrases)) {
    for (const template of [p.matches(CUT), p.notCovered(CUT), p.unavailable(CUT, '')]) {
      const [before = '', after = ''] = template.split(CUT);
      const start = text.indexOf(before);
      const end = start === -1 ? -1 : text.indexOf(after.slice(0, 2), start + before.length);
      if (end > start) return text.slice(start + before.length, end);
    }
  }
  return null;
}

/**
 * Reads the "User: …" / "Assistant: …" transcript of prompts.ts; the user's words count most. Its language
 * is the chat's when the prompt gives it, else the one the user writes in.
 */
function readTranscript(text: string, language: Language | null): Transcript {
  const turns = text.split(/(?:^|\n\n)(?=(?:User|Assistant): )/);
  const all = turns.map((turn) =>
    turn.startsWith('User: ')
      ? { text: turn.slice('User: '.length), weight: 1 }
      : { text: withoutOwnLines(turn.replace(/^Assistant: /, '')), weight: 0.25 },
  );
  const user = all
    .filter((t) => t.weight === 1)
    .map((t) => t.text)
    .join('\n\n');
  return {
    user,
    all,
    language: language ?? detectLanguage(user, detectLanguage(text)),
    customer: ownCustomerMention(text) ?? likelyName(all.map((t) => t.text).join('\n\n')),
  };
}

export function relatedFollowUps(text: string, language: Language | null = null): string {
  const transcript = readTranscript(text, language);
  const p = phrases[transcript.language];
  const ignore = transcript.customer === null ? [] : [transcript.customer];
  const phrase = keyPhrase(transcript.user, termScores(transcript.all, ignore), 3).join(' ');
  const found = [phrase, ...keywords(transcript.all, 2, [...ignore, phrase])].filter(Boolean);
  const topics = [0, 1, 2].map((i) => found[i % Math.max(1, found.length)] ?? p.topic);
  return bullets(p.related(topics, transcript.customer ?? p.someone));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** At most six words: the conversation's best phrase, and its customer when the name fits. */
export function chatTitle(text: string, language: Language | null = null): string {
  const transcript = readTranscript(text, language);
  const p = phrases[transcript.language];
  const customer = transcript.customer;
  const scores = termScores(transcript.all, customer === null ? [] : [customer]);
  const customerWords = customer?.split(/\s+/) ?? [];
  const fitsCustomer = customer !== null && customerWords.length <= 3;
  const phrase = keyPhrase(transcript.user, scores, fitsCustomer ? Math.min(4, 5 - customerWords.length) : 4);
  let words: string[];
  if (phrase.length === 0) words = [p.conversation, ...(fitsCustomer ? [p.titleFor, ...customerWords] : [])];
  else if (fitsCustomer) words = [...phrase, p.titleFor, ...customerWords];
  else if (phrase.length === 1) {
    const rest = keywords(transcript.all, 1, [phrase.join(' ')]);
    words = rest.length > 0 ? [...phrase, p.titleAnd, ...rest.slice(0, 1)] : phrase;
  } else words = phrase;
  return capitalise(words.slice(0, 6).join(' ')).replace(/[."'“”«»]+$/g, '');
}
