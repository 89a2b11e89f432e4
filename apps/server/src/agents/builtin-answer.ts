import {
  type Section,
  kindOf,
  followUps,
  sameSection,
  sectionName,
  sectionOf,
  sectionsAsked,
} from './builtin-follow-ups';
import { LAYOUTS, type Layout, bullets, layOut, list, pick, table } from './builtin-layout';
import { phrases } from './builtin-phrases';
import { type SourceData, sourcesAnswer } from './builtin-sources';
import {
  type Language,
  type Passage,
  keywords,
  literal,
  passagesByScore,
  splitPassages,
} from './builtin-text';

/**
 * What the built-in offline model answers to a turn, in English and Spanish. It quotes the customer
 * profile (or the turn's sources) rather than inventing analysis, so a demo never shows figures the data
 * does not contain. Its wording is in builtin-phrases.ts, the ways it lays quotes out in builtin-layout.ts.
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

/** "its audiences", "sus audiencias", "Loyalty club" in quotes. */
function topicName(section: Section, language: Language): string {
  if (section.kind === 'other' || section.kind === 'document')
    return language === 'es' ? `«${literal(section.heading)}»` : `"${literal(section.heading)}"`;
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
        ? pick(p.matchesOn, version)(literal(customer), topicName(subject, turn.language))
        : pick(p.matches, version)(literal(customer)),
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
    blocks.push(pick(intro, version)(literal(customer)), layOut(layout, overview, documents, turn.language));
    if (!asksForTable)
      blocks.push(
        p.sections(
          list(
            sections.map((s) => literal(sectionName(s, turn.language))),
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
    body.blocks = [pick(p.unavailable, version)(literal(customer), turn.data.reason)];
  } else {
    body.blocks = checklistBody(turn, version);
  }

  const blocks = [...body.blocks];
  if (turn.specialists.length > 0) {
    blocks.push(
      p.forSpecialists(
        list(
          turn.specialists.map((s) => `**${literal(s.name)}** (${literal(s.description)})`),
          p.and,
        ),
      ),
    );
  } else if (turn.team !== null) {
    blocks.push(p.forTeam(literal(turn.team)));
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
