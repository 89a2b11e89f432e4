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

/** The words (in both languages) that say what a heading or a question is about, most telling first. */
const KIND_WORDS: Record<SectionKind, string> = {
  tone: 'tone voice tono voz style estilo messaging',
  competitors: 'competitor competitors competidor competidores competencia rival rivals competition',
  budget: 'budget budgets presupuesto presupuestos spend spending gasto inversion',
  audiences: 'audience audiences audiencia audiencias target segment segments persona personas',
  channels:
    'channel channels canal canales media social instagram tiktok newsletter email linkedin youtube facebook',
  campaigns: 'campaign campaigns campaña campañas launch lanzamiento results resultados roas ctr cpa',
  goals: 'goal goals objective objectives objetivo objetivos meta metas kpi kpis aim aims',
  products: 'product products producto productos range gama menu services servicios',
  industry: 'industry sector market mercado business negocio',
};
const KINDS = Object.keys(KIND_WORDS) as SectionKind[];
const kindTerms = new Map(KINDS.map((kind) => [kind, new Set(terms(KIND_WORDS[kind]))]));

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
        return { ask: `Who are ${cs} audiences?`, deeper: `Which message fits each of ${cs} audiences?` };
      case 'channels':
        return {
          ask: `Which channels does ${c} use today?`,
          deeper: `Which channel should ${c} put more budget into?`,
        };
      case 'campaigns':
        return {
          ask: `How did ${cs} recent campaigns perform?`,
          deeper: `What can ${c} learn from its best campaign?`,
        };
      case 'budget':
        return {
          ask: `What budget does ${c} work with?`,
          deeper: `How should ${c} split its budget across channels?`,
        };
      case 'competitors':
        return {
          ask: `Who are ${cs} main competitors?`,
          deeper: `How does ${c} compare with its competitors?`,
        };
      case 'tone':
        return {
          ask: `What tone of voice should copy for ${c} use?`,
          deeper: `Write two headlines for ${c} in its tone of voice`,
        };
      case 'other':
        return {
          ask: `What does ${cs} profile say under "${section.heading}"?`,
          deeper: `What matters most under "${section.heading}" for ${c}?`,
        };
      case 'document':
        return {
          ask: `Summarise the document ${section.heading}`,
          deeper: `Which points of ${section.heading} matter most for ${c}?`,
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
          deeper: `¿Qué producto debería promocionar ${c} a continuación?`,
        };
      case 'goals':
        return {
          ask: `¿Cuáles son los objetivos principales de ${c}?`,
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
          deeper: `¿En qué canal debería invertir más presupuesto ${c}?`,
        };
      case 'campaigns':
        return {
          ask: `¿Qué resultados tuvieron las campañas recientes de ${c}?`,
          deeper: `¿Qué puede aprender ${c} de su mejor campaña?`,
        };
      case 'budget':
        return {
          ask: `¿Con qué presupuesto trabaja ${c}?`,
          deeper: `¿Cómo debería repartir ${c} su presupuesto entre canales?`,
        };
      case 'competitors':
        return {
          ask: `¿Quiénes son los principales competidores de ${c}?`,
          deeper: `¿Cómo se compara ${c} con su competencia?`,
        };
      case 'tone':
        return {
          ask: `¿Qué tono de voz deben usar los textos de ${c}?`,
          deeper: `Escribe dos titulares para ${c} con su tono de voz`,
        };
      case 'other':
        return {
          ask: `¿Qué dice el perfil de ${c} en «${section.heading}»?`,
          deeper: `¿Qué es lo más importante de «${section.heading}» para ${c}?`,
        };
      case 'document':
        return {
          ask: `Resume el documento ${section.heading}`,
          deeper: `¿Qué puntos de ${section.heading} importan más para ${c}?`,
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
  const add = (text: string) => {
    const key = comparable(text);
    if (key !== '' && !asked.has(key) && chosen.length < count) {
      asked.add(key);
      chosen.push(text);
    }
  };
  const offers: string[] = [];
  const file = input.files?.[0];
  if (file !== undefined) offers.push(p.file(file));
  if (input.webSearch === true && input.customer !== null) offers.push(p.web(input.customer));
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
    add(p.templates(subject, customer).deeper);
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
    add(p.templates(section, customer).ask);
  }
  for (const text of offers) add(text);
  for (const section of rotated) add(p.templates(section, customer).deeper);
  // A profile this thin (or a conversation that showed this little of it): the usual sections.
  for (const section of DEFAULT_SECTIONS) {
    if (chosen.length >= 2) break;
    if (!sections.some((s) => sameSection(s, section))) add(p.templates(section, customer).ask);
  }
  return chosen;
}
