import type { SectionKind } from './builtin-follow-ups';
import { type Language, type Passage, literal } from './builtin-text';

/**
 * Writing requests to the built-in model ("Write three Instagram captions", "Redacta un correo"): it has
 * no way with words, so it writes a short, plain draft from the customer's own facts (what it sells, who
 * it is for, the campaign asked about, its tone of voice) and says that a real model would do better.
 */

export type DraftKind = 'caption' | 'headline' | 'slogan' | 'email' | 'post';
export type DraftRequest = { kind: DraftKind; count: number; channel: string | null };

const WRITE =
  /\b(?:write|draft|create|compose|come\s+up\s+with|give\s+me|suggest|propose|make|escribe|escr[ií]beme|redacta|red[aá]ctame|crea|cr[eé]ame|prop[oó]n|prop[oó]nme|sugiere|dame|inventa|haz|hazme)\b/i;
const KINDS: readonly [DraftKind, RegExp][] = [
  ['caption', /\b(?:captions?|pies?\s+de\s+foto|leyendas?)\b/i],
  ['headline', /\b(?:headlines?|titulares?)\b/i],
  ['slogan', /\b(?:slogans?|taglines?|claims?|esl[oó]gan(?:es)?|lemas?)\b/i],
  ['email', /\b(?:e-?mails?|newsletters?|mailings?|correos?(?:\s+electr[oó]nicos?)?)\b/i],
  ['post', /\b(?:posts?|tweets?|publicaci[oó]n(?:es)?)\b/i],
];
const PLURAL =
  /\b(?:captions|pies|leyendas|headlines|titulares|slogans|taglines|claims|esl[oó]ganes|lemas|e-?mails|newsletters|mailings|correos|posts|tweets|publicaciones)\b/i;
const NUMBERS: Record<string, number> = {
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
};
const COUNT = /\b(one|two|three|four|five|un|una|uno|dos|tres|cuatro|cinco|[1-9])\b/i;
const CHANNEL = /\b(instagram|tiktok|linkedin|facebook|twitter|youtube|pinterest)\b/i;
/** Most items one draft holds. */
const MAX_ITEMS = 5;

/** What a writing request asks for, or null for any other message. */
export function draftRequest(question: string): DraftRequest | null {
  const kind = KINDS.find(([, words]) => words.test(question))?.[0];
  if (kind === undefined || !WRITE.test(question)) return null;
  const said = COUNT.exec(question)?.[1]?.toLowerCase();
  const count = said === undefined ? (PLURAL.test(question) ? 3 : 1) : (NUMBERS[said] ?? Number(said));
  const channel = CHANNEL.exec(question)?.[1] ?? null;
  return {
    kind,
    count: Math.min(MAX_ITEMS, Math.max(1, count)),
    channel: channel === null ? null : channel.charAt(0).toUpperCase() + channel.slice(1).toLowerCase(),
  };
}

/** The question without the words of its request, to find the campaign or product it is about. */
export const draftSubject = (question: string) =>
  [WRITE, ...KINDS.map(([, words]) => words), COUNT, CHANNEL].reduce(
    (text, words) => text.replace(new RegExp(words.source, 'gi'), ' '),
    question,
  );

export type DraftFacts = {
  customer: string;
  /** What the customer sells: its industry or products line. */
  offer: string | null;
  audiences: readonly string[];
  tone: string | null;
  /** The campaign, product or line the request is about, if it names one. */
  theme: string | null;
};

/** The customer's facts a draft is written from, by the kind of section they sit in. */
export function draftFacts(
  customer: string,
  passages: readonly Passage[],
  kindAt: (passage: Passage) => SectionKind | 'other' | 'document',
  theme: Passage | null,
): DraftFacts {
  const of = (kind: SectionKind) => passages.filter((p) => kindAt(p) === kind).map((p) => p.text);
  return {
    customer,
    offer: [...of('industry'), ...of('products')][0] ?? null,
    audiences: of('audiences'),
    tone: of('tone')[0] ?? null,
    theme: theme === null ? null : themeName(theme.text),
  };
}

const stripEnd = (text: string) => text.trim().replace(/[.;:,\s]+$/, '');
/** The first clause: up to a colon, semicolon, bracket, "who"/"que" or comma. */
const head = (text: string) => stripEnd(text.split(/\s*(?:[:;(]|,\s|\s+who\s|\s+que\s|\s+—\s)/)[0] ?? text);
/** At most `max` characters, cut at a word. */
const short = (text: string, max: number) => {
  const whole = stripEnd(text.split(/;\s*/)[0] ?? text);
  return whole.length <= max ? whole : `${whole.slice(0, max).replace(/\s+\S*$/, '')}…`;
};
const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
/** '"Spring Blend" launch (March–April 2025): budget…' → '"Spring Blend" launch'. */
const themeName = (text: string) => {
  const label = text.indexOf(': ');
  const named = label > 0 && label <= 80 ? text.slice(0, label) : short(text, 60);
  return stripEnd(named.replace(/\s*\([^)]*\)/g, ''));
};
const hashtag = (customer: string) => `#${customer.replace(/[^\p{L}\p{N}]+/gu, '')}`;

const words = {
  en: {
    numbers: ['a', 'two', 'three', 'four', 'five'],
    nouns: {
      caption: ['caption', 'captions'],
      headline: ['headline', 'headlines'],
      slogan: ['slogan', 'slogans'],
      email: ['e-mail', 'e-mails'],
      post: ['post', 'posts'],
    } satisfies Record<DraftKind, [string, string]>,
    what: (count: string, channel: string | null, noun: string) =>
      `${count === 'a' && /^[aeiou]/i.test(channel ?? noun) ? 'an' : count} ${channel === null ? '' : `${channel} `}${noun}`,
    heading: (what: string, c: string) => `A first draft of ${what} for **${c}**, from its profile:`,
    label: { caption: 'Caption', headline: 'Headline', slogan: 'Slogan', email: 'E-mail', post: 'Post' },
    themed: (theme: string) => `${theme} is here.`,
    forWhom: (audience: string) => `For ${lowerFirst(audience)}.`,
    offerLine: (offer: string, c: string) => `${head(offer)}, the ${c} way`,
    audienceLine: (audience: string, c: string) => `${c}, for ${lowerFirst(head(audience))}`,
    themeLine: (theme: string, c: string) => `${theme}, from ${c}`,
    toneLine: (tone: string, c: string) => `${short(tone, 60)}: ${c}`,
    subject: 'Subject',
    body: 'Text',
    signOff: 'Sign-off',
    hello: 'Hello!',
    madeFor: (audience: string) => `We made it for ${lowerFirst(head(audience))}.`,
    team: (c: string) => `The ${c} team`,
    actions: [
      'Find out more at the link in our bio.',
      'Tell us yours in the comments.',
      'Save this for later.',
      'Tag someone who would love it.',
    ],
    tone: 'Tone of voice to keep',
    note: "_A first draft from the customer's facts only: I am Brief's offline demo model, and a real language model would write far better copy. Use it as a starting point._",
  },
  es: {
    numbers: ['un', 'dos', 'tres', 'cuatro', 'cinco'],
    nouns: {
      caption: ['pie de foto', 'pies de foto'],
      headline: ['titular', 'titulares'],
      slogan: ['eslogan', 'eslóganes'],
      email: ['correo', 'correos'],
      post: ['publicación', 'publicaciones'],
    } satisfies Record<DraftKind, [string, string]>,
    what: (count: string, channel: string | null, noun: string) =>
      `${count === 'un' && noun === 'publicación' ? 'una' : count} ${noun}${channel === null ? '' : ` de ${channel}`}`,
    heading: (what: string, c: string) =>
      `Un primer borrador de ${what} para **${c}**, a partir de su perfil:`,
    label: {
      caption: 'Pie de foto',
      headline: 'Titular',
      slogan: 'Eslogan',
      email: 'Correo',
      post: 'Publicación',
    },
    themed: (theme: string) => `Llega ${theme}.`,
    forWhom: (audience: string) => `Para ${lowerFirst(audience)}.`,
    offerLine: (offer: string, c: string) => `${head(offer)}, al estilo de ${c}`,
    audienceLine: (audience: string, c: string) => `${c}, para ${lowerFirst(head(audience))}`,
    themeLine: (theme: string, c: string) => `${theme}, de ${c}`,
    toneLine: (tone: string, c: string) => `${short(tone, 60)}: ${c}`,
    subject: 'Asunto',
    body: 'Texto',
    signOff: 'Despedida',
    hello: '¡Hola!',
    madeFor: (audience: string) => `Lo hemos pensado para ${lowerFirst(head(audience))}.`,
    team: (c: string) => `El equipo de ${c}`,
    actions: [
      'Descubre más en el enlace de la bio.',
      'Cuéntanos el tuyo en los comentarios.',
      'Guárdalo para luego.',
      'Etiqueta a quien le encantaría.',
    ],
    tone: 'Tono de voz que mantener',
    note: '_Es un primer borrador hecho solo con los datos del cliente: soy el modelo de demostración sin conexión de Brief, y un modelo de lenguaje real escribiría textos mucho mejores. Úsalo como punto de partida._',
  },
} as const;

/**
 * The draft's blocks: what it is, its items, the tone of voice to keep and the note on its quality; null
 * when the profile has none of the facts a draft is made of.
 */
export function draftBlocks(
  request: DraftRequest,
  facts: DraftFacts,
  language: Language,
  version: number,
): string[] | null {
  const w = words[language];
  const c = literal(facts.customer);
  const [one, many] = w.nouns[request.kind];
  const count = w.numbers[request.count - 1] ?? String(request.count);
  const what = w.what(count, request.channel, request.count === 1 ? one : many);
  const audiences = facts.audiences.map(literal);
  const offer = facts.offer === null ? null : literal(facts.offer);
  const theme = facts.theme === null ? null : literal(facts.theme);
  const tone = facts.tone === null ? null : literal(facts.tone);
  // Each version starts from another fact and another call to action.
  const turn = <T>(items: readonly T[]) =>
    items.length === 0 ? [] : items.map((_, i) => items[(i + version - 1) % items.length] as T);
  const actions = turn(w.actions);
  const action = (i: number) => actions[i % actions.length] ?? '';

  let items: string[];
  if (request.kind === 'email') {
    const subject = theme ?? (offer === null ? c : w.themeLine(head(offer), c));
    const body = [
      w.hello,
      offer === null ? '' : `${short(offer, 160)}.`,
      audiences[0] === undefined ? '' : w.madeFor(audiences[0]),
      action(0),
    ];
    items = [
      `**${w.subject}:** ${subject}`,
      `**${w.body}:** ${body.filter(Boolean).join(' ')}`,
      `**${w.signOff}:** ${w.team(c)}`,
    ];
  } else if (request.kind === 'headline' || request.kind === 'slogan') {
    const lines = turn([
      ...(request.kind === 'slogan' && tone !== null ? [w.toneLine(tone, c)] : []),
      ...(theme === null ? [] : [w.themeLine(theme, c)]),
      ...(offer === null ? [] : [w.offerLine(offer, c)]),
      ...audiences.map((a) => w.audienceLine(a, c)),
    ]);
    items = Array.from(
      { length: Math.min(request.count, lines.length) },
      (_, i) => `**${w.label[request.kind]} ${i + 1}:** ${lines[i] ?? ''}`,
    );
  } else {
    const lines = turn([
      ...(theme === null ? [] : [w.themed(theme)]),
      ...(offer === null ? [] : [`${short(offer, 140)}.`]),
      ...audiences.map((a) => w.forWhom(stripEnd(a))),
    ]);
    // A post says two facts when there are enough for every post to say others.
    const perItem = request.kind === 'post' && lines.length >= 2 * request.count ? 2 : 1;
    items = Array.from({ length: Math.min(request.count, lines.length) }, (_, i) => {
      const said = Array.from({ length: perItem }, (__, k) => lines[(i * perItem + k) % lines.length] ?? '');
      return `**${w.label[request.kind]} ${i + 1}:** ${[...new Set(said)].join(' ')} ${action(i)} ${hashtag(facts.customer)}`;
    });
  }
  if (items.length === 0) return null;
  if (tone !== null) items.push(`**${w.tone}:** ${tone}`);
  return [w.heading(what, c), items.map((item) => `- ${item}`).join('\n'), w.note];
}
