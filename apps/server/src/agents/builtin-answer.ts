import { whatIsAsked } from './builtin-asked';
import { draftBlocks, draftFacts, draftRequest, draftSubject } from './builtin-drafts';
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
import { isMemoryHeading } from './builtin-memory';
import { answering, passagesByScore, scorePassages, subjectTerms, topicOf } from './builtin-relevance';
import { type SourceData, bestFileScore, sourcesAnswer } from './builtin-sources';
import { type Language, type Passage, keywords, literal, splitPassages } from './builtin-text';

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
      /** Those of the documents search found by meaning: they hold none of the question's words. */
      byMeaning?: readonly string[];
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
  /** The assistant's earlier replies in this chat: who it answers for is said once. */
  earlier?: readonly string[];
  /**
   * Files of the conversation the question does not name, read anyway: the answer comes from them when
   * they answer it at least as well as the customer's data.
   */
  attached?: readonly SourceData[];
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

/** "its audiences", "sus audiencias", "Loyalty club" or a document's "Mascot" in quotes. */
function topicName(section: Section, language: Language): string {
  if (section.kind === 'other' || section.kind === 'document') {
    const name = literal(section.heading.split('›').at(-1)?.trim() ?? section.heading);
    return language === 'es' ? `«${name}»` : `"${name}"`;
  }
  return phrases[language].topic[section.kind];
}

/** The focus the model passes to load_customer_data: the question's main words. */
export function toolFocus(question: string, customer: string): string {
  return keywords([{ text: question, weight: 1 }], 6, [customer])
    .join(' ')
    .slice(0, 200);
}

type Body = {
  blocks: string[];
  subject: Section | null;
  shown: Section[];
  sections: Section[];
  /** The share of the question the best quoted passage holds (0 when none answers). */
  best: number;
  /** A draft's own note says what it is: no other disclaimer. */
  draft?: boolean;
};

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
  const sectionList = p.sections(
    list(
      sections.map((s) => literal(sectionName(s, turn.language))),
      p.and,
    ),
  );
  const asksForTable = TABLE_REQUEST.test(turn.question);
  const asked = turn.question.replace(TABLE_WORDS, ' ');
  const ignore = [customer];

  const request = draftRequest(turn.question);
  if (request !== null) {
    const subject = draftSubject(turn.question);
    // The campaign or product it is about; its tone of voice is a fact of every draft, not a theme.
    const [theme = null] = passagesByScore(
      passages.filter((x) => sectionAt(x).kind !== 'tone'),
      subject,
      { ignore },
    );
    const facts = draftFacts(customer, passages, (x) => sectionAt(x).kind, theme);
    const blocks = draftBlocks(request, facts, turn.language, version);
    if (blocks !== null) {
      const kind = kindOf(subject);
      const onSubject = kind === null ? undefined : sections.find((s) => s.kind === kind);
      return { blocks, subject: onSubject ?? null, shown: [], sections, best: 1, draft: true };
    }
  }

  const scored = answering(
    scorePassages(passages, asked, { ignore, topic: topicOf(asked, passages, documents) }),
  );
  const matched = scored.map((x) => x.passage);
  const byMeaning = (turn.data?.kind === 'profile' ? (turn.data.byMeaning ?? []) : []).map((d) =>
    d.replace(CITATION_MARK, ''),
  );
  // The closest one: search gives them best first.
  const close = passages.filter((x) => byMeaning.includes(x.heading)).slice(0, 1);
  const layout: Layout = asksForTable ? 'table' : pick(LAYOUTS, version);
  const kind = AUTOMATIC_LOAD.test(turn.question) ? null : kindOf(asked);
  const top = matched[0];
  const subject =
    (kind === null ? undefined : sections.find((s) => s.kind === kind)) ??
    (top === undefined ? null : sectionAt(top));
  const blocks: string[] = [];
  let shown: Passage[] = [];
  if (matched.length > 0) {
    shown = matched;
    // A table asked for again comes best first every other version.
    const bestFirst = layout === 'ranked' || (asksForTable && version % 2 === 0);
    // The opening names what the answer is about when its best passage is on the subject asked.
    const onSubject = subject !== null && top !== undefined && sameSection(sectionAt(top), subject);
    blocks.push(
      onSubject && isMemoryHeading(subject.heading)
        ? pick(p.memoryOn, version)(literal(customer))
        : onSubject
          ? pick(subject.kind === 'document' ? p.documentsOn : p.matchesOn, version)(
              literal(customer),
              topicName(subject, turn.language),
            )
          : pick(p.matches, version)(literal(customer)),
      layOut(layout, matched, documents, turn.language, bestFirst),
    );
  } else if (LOAD_REQUEST.test(turn.question) || subjectTerms(asked, ignore).length === 0) {
    // "Load this customer's data" (the chat's first, automatic message), or a question about nothing in
    // particular ("Summarise the customer"): the profile's overview, the first passage of each section
    // (the very first answer keeps to the first two).
    const firstOfEach = headings.flatMap((h) => passages.find((x) => x.heading === h) ?? []);
    shown =
      asksForTable || version > 1 ? firstOfEach.slice(0, asksForTable ? undefined : 4) : passages.slice(0, 2);
    blocks.push(pick(p.loaded, version)(literal(customer)), layOut(layout, shown, documents, turn.language));
    if (!asksForTable) blocks.push(sectionList);
  } else if (close.length > 0) {
    // No passage holds the question's words, but search found some close in meaning: said as such.
    shown = close;
    blocks.push(
      pick(p.closeInMeaning, version)(literal(customer)),
      layOut('list', close, documents, turn.language),
    );
  } else {
    // Nothing answers: said plainly, with what the data does cover.
    blocks.push(
      pick(p.notSaid, version)(literal(customer), whatIsAsked(turn.question, turn.language)),
      sectionList,
    );
  }
  return { blocks, subject, shown: shown.map(sectionAt), sections, best: scored[0]?.score ?? 0 };
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

/** Who the answer speaks for ("Answering for **Nora SEO/SEM** (…)"), or null when no one is chosen. */
function speakers(turn: ChatTurn): string | null {
  const p = phrases[turn.language];
  if (turn.specialists.length > 0)
    return p.forSpecialists(
      list(
        turn.specialists.map((s) => `**${literal(s.name)}** (${literal(s.description)})`),
        p.and,
      ),
    );
  return turn.team === null ? null : p.forTeam(literal(turn.team));
}

export function chatAnswer(turn: ChatTurn): string {
  const p = phrases[turn.language];
  const version = Math.max(1, Math.floor(turn.version ?? 1));
  const customer =
    turn.customer ?? (turn.data?.kind === 'profile' && turn.data.customer !== '' ? turn.data.customer : null);

  let body: Body = { blocks: [], subject: null, shown: [], sections: [], best: 0 };
  if (turn.data?.kind === 'profile' && customer !== null && (turn.sources ?? []).length === 0)
    body = profileBody(turn, customer, turn.data.profile, turn.data.documents ?? [], version);
  // The conversation's files the question does not name answer it when they hold it at least as well.
  const attached = (turn.attached ?? []).filter((source) => source.kind === 'file-text');
  const fileBest = body.draft === true || attached.length === 0 ? 0 : bestFileScore(attached, turn.question);
  const filesAnswer = fileBest > 0 && fileBest >= body.best;
  const sources = (turn.sources ?? []).length > 0 ? (turn.sources ?? []) : filesAnswer ? attached : [];
  const fromSource = sources.length === 0 ? null : sourcesAnswer(sources, turn.question, turn.language);

  if (fromSource !== null) {
    body = { blocks: [], subject: null, shown: [], sections: [], best: 0 };
    body.blocks = version > 1 ? [pick(p.anotherLook, version - 1), ...fromSource.blocks] : fromSource.blocks;
    const kind = kindOf(turn.question);
    body.subject = kind === null ? null : { kind, heading: kind };
  } else if (turn.data?.kind === 'unavailable' && customer !== null) {
    body.blocks = [pick(p.unavailable, version)(literal(customer), turn.data.reason)];
  } else if (turn.data?.kind !== 'profile' || customer === null) {
    body.blocks = checklistBody(turn, version);
  }

  const blocks = [...body.blocks];
  // Who the answer is for is said once in a chat (again only when the specialists change).
  const forWhom = speakers(turn);
  if (forWhom !== null && !(turn.earlier ?? []).some((reply) => reply.includes(forWhom)))
    blocks.push(forWhom);
  if ((turn.firstReply ?? true) && body.draft !== true) blocks.push(fromSource?.disclaimer ?? p.disclaimer);

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
