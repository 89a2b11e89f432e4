import { type Language, normalise, terms } from './builtin-text';

/**
 * The built-in model's follow-up questions: whole sentences written for each kind of profile section
 * (audiences, tone of voice, campaigns…) in each language, so any section reads right and no words of
 * the user's question are pasted into them. The customer's name is the only thing filled in.
 */

export type SectionKind =
  | 'industry'
  | 'products'
  | 'goals'
  | 'audiences'
  | 'channels'
  | 'campaigns'
  | 'budget'
  | 'competitors'
  | 'tone';

/** A profile section: a kind the templates know, a heading they quote, or a customer document. */
export type Section =
  | { kind: SectionKind; heading: string }
  | { kind: 'other'; heading: string }
  | { kind: 'document'; heading: string };

/**
 * The words (in both languages) that say what a heading or a question is about: first the names of the
 * subject itself ("goals", "objetivos"), then words that only hint at it ("kpi", "instagram").
 */
const KIND_WORDS: Record<SectionKind, { names: string; hints: string }> = {
  tone: { names: 'tone voice tono voz', hints: 'style estilo messaging' },
  competitors: {
    names: 'competitor competitors competidor competidores competencia',
    hints: 'rival rivals competition',
  },
  budget: { names: 'budget budgets presupuesto presupuestos', hints: 'spend spending gasto inversion' },
  audiences: {
    names: 'audience audiences audiencia audiencias',
    hints: 'target segment segments persona personas',
  },
  channels: {
    names: 'channel channels canal canales',
    hints: 'media social instagram tiktok newsletter email linkedin youtube facebook',
  },
  campaigns: {
    names: 'campaign campaigns campaña campañas',
    hints: 'launch lanzamiento results resultados roas ctr cpa',
  },
  goals: {
    names: 'goal goals objective objectives objetivo objetivos meta metas',
    hints: 'kpi kpis aim aims',
  },
  products: {
    names: 'product products producto productos',
    hints: 'range gama menu services servicios sell sells vende venden',
  },
  industry: { names: 'industry sector', hints: 'market mercado business negocio sell sells vende venden' },
};
export const KINDS = Object.keys(KIND_WORDS) as SectionKind[];
const kindTerms = new Map(
  KINDS.map((kind) => [kind, new Set(terms(`${KIND_WORDS[kind].names} ${KIND_WORDS[kind].hints}`))]),
);
const kindNames = new Map(KINDS.map((kind) => [kind, new Set(terms(KIND_WORDS[kind].names))]));

const kindHints = new Map(KINDS.map((kind) => [kind, new Set(terms(KIND_WORDS[kind].hints))]));

/** The words of a text that name a kind of section ("goals" in "What are the goals?"). */
export const namesOf = (kind: SectionKind, text: string): Set<string> =>
  new Set(terms(text).filter((term) => kindNames.get(kind)?.has(term) === true));

/** The words of a text that hint at a kind of section ("target" in "Whom should we target?"). */
export const hintsOf = (kind: SectionKind, text: string): Set<string> =>
  new Set(terms(text).filter((term) => kindHints.get(kind)?.has(term) === true));

/** The kind of section a heading or a question is about, or null when its words name none. */
export function kindOf(text: string): SectionKind | null {
  const words = terms(text);
  let best: SectionKind | null = null;
  let bestHits = 0;
  for (const kind of KINDS) {
    const known = kindTerms.get(kind) ?? new Set<string>();
    const hits = words.filter((w) => known.has(w)).length;
    if (hits > bestHits) [best, bestHits] = [kind, hits];
  }
  return best;
}

export function sectionOf(heading: string, documents: readonly string[] = []): Section {
  if (documents.includes(heading)) return { kind: 'document', heading };
  const kind = kindOf(heading);
  return kind === null ? { kind: 'other', heading } : { kind, heading };
}

export const sameSection = (a: Section, b: Section) =>
  a.kind === b.kind && (a.kind !== 'other' && a.kind !== 'document' ? true : a.heading === b.heading);

type Templates = { ask: string; deeper: string };

/**
 * What a document's passage is about, as a chip says it: the last part of its place ("northwind-brand-
 * book.md, Brand book › Mascot" → "Mascot"), else the document's name without its extension.
 */
const documentTopic = (heading: string): string => {
  const place = heading.split('›');
  if (place.length > 1) return place.at(-1)?.trim() ?? heading;
  return (heading.split(', ')[0] ?? heading).replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ');
};

/** The longest follow-up a chip shows. */
export const MAX_CHIP_CHARS = 60;

/** The customer's name, then shorter forms of it: "Atlas Freight Logistics", "Atlas Freight", "Atlas". */
const shorterNames = (name: string): string[] => {
  const words = name.split(/\s+/).filter(Boolean);
  const forms = words.map((_, i) =>
    words
      .slice(0, words.length - i)
      .join(' ')
      .replace(/\s*&$/, ''),
  );
  return [...new Set([name, ...forms])].filter(Boolean);
};

/** The follow-up with the customer's name, or a shorter form of it, that fits a chip; null if none fits. */
const fitting = (write: (name: string) => string, name: string): string | null =>
  shorterNames(name)
    .map(write)
    .find((text) => text.length <= MAX_CHIP_CHARS) ?? null;

/** "Northwind Coffee's", "Meridian Health Clinics'". */
const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

const en = {
  noun: {
    industry: 'industry',
    products: 'products',
    goals: 'goals',
    audiences: 'audiences',
    channels: 'channels',
    campaigns: 'recent campaigns',
    budget: 'budget',
    competitors: 'competitors',
    tone: 'tone of voice',
  } satisfies Record<SectionKind, string>,
  templates: (section: Section, c: string): Templates => {
    const cs = possessive(c);
    switch (section.kind) {
      case 'industry':
        return { ask: `What does ${c} sell, and to whom?`, deeper: `How does ${c} stand out in its market?` };
      case 'products':
        return { ask: `Which products does ${c} sell?`, deeper: `Which product should ${c} promote next?` };
      case 'goals':
        return { ask: `What are ${cs} main goals?`, deeper: `Which goal should ${c} work on first?` };
      case 'audiences':
        return { ask: `Who are ${cs} audiences?`, deeper: `Which message fits each audience of ${c}?` };
      case 'channels':
        return {
          ask: `Which channels does ${c} use today?`,
          deeper: `Where should ${c} put more budget?`,
        };
      case 'campaigns':
        return {
          ask: `How did ${cs} recent campaigns perform?`,
          deeper: `What can ${c} learn from its best campaign?`,
        };
      case 'budget':
        return {
          ask: `What budget does ${c} work with?`,
          deeper: `How should ${c} split its budget?`,
        };
      case 'competitors':
        return {
          ask: `Who are ${cs} main competitors?`,
          deeper: `How does ${c} compare with its competitors?`,
        };
      case 'tone':
        return {
          ask: `What tone of voice does ${c} write in?`,
          deeper: `Write two headlines in ${cs} tone of voice`,
        };
      case 'other':
        return {
          ask: `What does ${cs} profile say under "${section.heading}"?`,
          deeper: `What matters most under "${section.heading}" for ${c}?`,
        };
      case 'document':
        return {
          ask: `What else do the documents say on "${documentTopic(section.heading)}"?`,
          deeper: `Which points on "${documentTopic(section.heading)}" matter most for ${c}?`,
        };
    }
  },
  general: [
    'What makes a strong campaign brief?',
    'Which KPIs suit an awareness campaign?',
    'How do we choose the right channels for a launch?',
    'How should we split a campaign budget?',
  ],
  web: (c: string) => `Search the web for recent news about ${c}`,
  file: (name: string) => `Summarise ${name} in three bullet points`,
  theFile: 'the file',
};

const es: typeof en = {
  noun: {
    industry: 'sector',
    products: 'productos',
    goals: 'objetivos',
    audiences: 'audiencias',
    channels: 'canales',
    campaigns: 'campañas recientes',
    budget: 'presupuesto',
    competitors: 'competencia',
    tone: 'tono de voz',
  },
  templates: (section: Section, c: string): Templates => {
    switch (section.kind) {
      case 'industry':
        return { ask: `¿Qué vende ${c} y a quién?`, deeper: `¿Qué diferencia a ${c} en su mercado?` };
      case 'products':
        return {
          ask: `¿Qué productos vende ${c}?`,
          deeper: `¿Qué producto debería destacar ${c}?`,
        };
      case 'goals':
        return {
          ask: `¿Cuáles son los objetivos de ${c}?`,
          deeper: `¿Por qué objetivo debería empezar ${c}?`,
        };
      case 'audiences':
        return {
          ask: `¿A qué audiencias se dirige ${c}?`,
          deeper: `¿Qué mensaje encaja con cada audiencia de ${c}?`,
        };
      case 'channels':
        return {
          ask: `¿Qué canales usa ${c} hoy?`,
          deeper: `¿En qué canal debería invertir más ${c}?`,
        };
      case 'campaigns':
        return {
          ask: `¿Cómo fueron las campañas recientes de ${c}?`,
          deeper: `¿Qué puede aprender ${c} de su mejor campaña?`,
        };
      case 'budget':
        return {
          ask: `¿Con qué presupuesto trabaja ${c}?`,
          deeper: `¿Cómo debería repartir ${c} su presupuesto?`,
        };
      case 'competitors':
        return {
          ask: `¿Quiénes son los competidores de ${c}?`,
          deeper: `¿Cómo se compara ${c} con su competencia?`,
        };
      case 'tone':
        return {
          ask: `¿Qué tono de voz usa ${c}?`,
          deeper: `Escribe dos titulares con el tono de voz de ${c}`,
        };
      case 'other':
        return {
          ask: `¿Qué dice el perfil de ${c} en «${section.heading}»?`,
          deeper: `¿Qué es lo más importante de «${section.heading}» para ${c}?`,
        };
      case 'document':
        return {
          ask: `¿Qué más dicen los documentos sobre «${documentTopic(section.heading)}»?`,
          deeper: `¿Qué puntos sobre «${documentTopic(section.heading)}» importan más a ${c}?`,
        };
    }
  },
  general: [
    '¿Qué hace que un brief de campaña sea sólido?',
    '¿Qué KPI convienen a una campaña de notoriedad?',
    '¿Cómo elegimos los canales adecuados para un lanzamiento?',
    '¿Cómo deberíamos repartir el presupuesto de una campaña?',
  ],
  web: (c: string) => `Busca en la web noticias recientes sobre ${c}`,
  file: (name: string) => `Resume ${name} en tres puntos`,
  theFile: 'el archivo',
};

export const followUpPhrases: Record<Language, typeof en> = { en, es };

/** What a section is called in a sentence of the chat's language ("tone of voice", "tono de voz"). */
export const sectionName = (section: Section, language: Language) =>
  section.kind === 'other' || section.kind === 'document'
    ? section.heading
    : followUpPhrases[language].noun[section.kind];

/** The kinds of section earlier questions were about. */
export const sectionsAsked = (questions: readonly string[]): Section[] =>
  questions.flatMap((q) => {
    const kind = kindOf(q);
    return kind === null ? [] : [{ kind, heading: kind }];
  });

/** The usual sections of a profile, for when the conversation shows none. */
export const DEFAULT_SECTIONS: readonly Section[] = (['goals', 'audiences', 'channels'] as const).map(
  (kind) => ({ kind, heading: kind }),
);

export type FollowUpInput = {
  language: Language;
  customer: string | null;
  /** The profile's sections in profile order. */
  sections: readonly Section[];
  /** What the question just asked was about. */
  subject: Section | null;
  /** Sections the answer has just quoted: asked about last. */
  shown?: readonly Section[];
  /** Every question asked so far (and chips already on screen): never offered again. */
  asked?: readonly string[];
  /** File names listed in the system prompt, as written. */
  files?: readonly string[];
  /** Whether the web_search tool is there. */
  webSearch?: boolean;
  /** Turns the order the other sections are offered in (another version of a reply offers others). */
  offset?: number;
  count?: number;
};

const comparable = (text: string) =>
  normalise(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Two or three distinct follow-ups: a deeper question on the subject just asked about, then questions
 * about other sections of the profile; a file or web search is offered only when there is one.
 */
export function followUps(input: FollowUpInput): string[] {
  const p = followUpPhrases[input.language];
  const count = input.count ?? 3;
  const asked = new Set((input.asked ?? []).map(comparable));
  const chosen: string[] = [];
  const add = (text: string | null) => {
    if (text === null) return;
    const key = comparable(text);
    if (key !== '' && !asked.has(key) && chosen.length < count) {
      asked.add(key);
      chosen.push(text);
    }
  };
  const offers: string[] = [];
  const file = input.files?.[0];
  const fileChip = file === undefined ? null : p.file(file);
  if (fileChip !== null) offers.push(fileChip.length <= MAX_CHIP_CHARS ? fileChip : p.file(p.theFile));
  const web = input.webSearch === true && input.customer !== null ? fitting(p.web, input.customer) : null;
  if (web !== null) offers.push(web);
  const own = count - Math.min(1, offers.length);

  if (input.customer === null) {
    const start = input.offset ?? 0;
    const general = p.general.map((_, i) => p.general[(i + start) % p.general.length] ?? '');
    for (const text of general) if (chosen.length < own) add(text);
    for (const text of offers) add(text);
    return chosen;
  }
  const customer = input.customer;
  const sections = input.sections.length > 0 ? input.sections : DEFAULT_SECTIONS;
  const subject = input.subject;
  if (subject !== null) {
    add(fitting((c) => p.templates(subject, c).deeper, customer));
  }
  const shown = input.shown ?? [];
  const others = sections.filter((s) => subject === null || !sameSection(s, subject));
  const fresh = others.filter((s) => !shown.some((x) => sameSection(s, x)));
  const turn = <T>(items: readonly T[]) => {
    const start = items.length === 0 ? 0 : (input.offset ?? 0) % items.length;
    return [...items.slice(start), ...items.slice(0, start)];
  };
  const rotated = [...turn(fresh), ...turn(others.filter((s) => !fresh.includes(s)))];
  for (const section of rotated) {
    if (chosen.length >= own) break;
    add(fitting((c) => p.templates(section, c).ask, customer));
  }
  for (const text of offers) add(text);
  for (const section of rotated) add(fitting((c) => p.templates(section, c).deeper, customer));
  // A profile this thin (or a conversation that showed this little of it): the usual sections.
  for (const section of DEFAULT_SECTIONS) {
    if (chosen.length >= 2) break;
    if (!sections.some((s) => sameSection(s, section)))
      add(fitting((c) => p.templates(section, c).ask, customer));
  }
  return chosen;
}
