import {
  type Section,
  DEFAULT_SECTIONS,
  followUpPhrases,
  followUps,
  kindOf,
  sameSection,
  sectionOf,
  sectionsAsked,
} from './builtin-follow-ups';
import { isAutomaticLoad } from './builtin-answer';
import { bullets } from './builtin-layout';
import { capitalise, ownLines, phrases } from './builtin-phrases';
import {
  type Language,
  type WeightedText,
  detectLanguage,
  keyPhrase,
  likelyName,
  termScores,
  unliteral,
  wordCount,
} from './builtin-text';

/**
 * What the built-in model reads from a whole chat transcript: the follow-up questions to offer after
 * it and the chat's title. Its own framing lines are dropped first, so only the conversation counts.
 */

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
        !/(?:profile of|perfil de|data of|datos de|documents of|documentos de) \*\*/.test(line),
    )
    .join('\n');

/** The customer an answer names ("…the profile of **Northwind Coffee**…", "los datos de **Casa Olivar**"). */
function ownCustomerMention(text: string): string | null {
  const quoted =
    /(?:profile of|perfil de|data of|datos de|documents of|documentos de) \*\*([^*\n]+)\*\*/.exec(text)?.[1];
  return quoted === undefined ? null : unliteral(quoted);
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
  for (const text of labels.map(unliteral)) {
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
  const typed = users.filter((u) => !isAutomaticLoad(u));
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
