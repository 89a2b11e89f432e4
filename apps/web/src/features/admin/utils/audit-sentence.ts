import type { AuditAction, AuditEntry, AuditParty } from '@brief/contract/admin-console';
import type { adminAudit } from '@/features/admin/i18n/en';
import { NEW_CHAT_TITLE } from '@/lib/new-chat-title';

/** The audit texts in the language shown. */
export type AuditTexts = ReturnType<typeof adminAudit.get>;

/**
 * Which sentence words an entry: its action's, signing oneself out's, or a connector's call made for a
 * customer's chat (which names the customer).
 */
export type AuditSentenceKey = AuditAction | 'user.signed_out_everywhere.self' | 'connector.call.customer';

/** A piece of an entry's sentence: words, or the name of a person or thing (shown apart, with its e-mail). */
export type SentencePart =
  { kind: 'words'; text: string } | { kind: 'name'; text: string; email: string | null; gone: boolean };

export function sentenceKey(entry: AuditEntry): AuditSentenceKey {
  if (
    entry.action === 'user.signed_out_everywhere' &&
    entry.actorUserId !== null &&
    entry.actorUserId === entry.targetId
  )
    return 'user.signed_out_everywhere.self';
  if (entry.action === 'connector.call' && typeof entry.detail?.customer === 'string')
    return 'connector.call.customer';
  return entry.action;
}

/** The words of each field a change can touch; any other is "the details". */
const FIELD_WORDS: Record<string, keyof AuditTexts> = {
  name: 'fieldName',
  admin: 'fieldAdmin',
  teams: 'fieldTeams',
  description: 'fieldDescription',
  app_name: 'fieldAppName',
  instructions: 'fieldInstructions',
  profile: 'fieldProfile',
  position: 'fieldPosition',
  url: 'fieldUrl',
  enabled: 'fieldEnabled',
  headers: 'fieldHeaders',
  env: 'fieldEnv',
  params: 'fieldParams',
  command: 'fieldCommand',
  args: 'fieldArgs',
};

/** A change's detail holds `{field: {from, to}}` (or `{changed: true, …}` for long texts) per field changed. */
function changedFields(detail: AuditEntry['detail']): string[] {
  return Object.entries(detail ?? {})
    .filter(
      ([, value]) => typeof value === 'object' && value !== null && ('to' in value || 'changed' in value),
    )
    .map(([field]) => field);
}

function fieldWords(entry: AuditEntry, texts: AuditTexts, list: (items: string[]) => string): string {
  const words = changedFields(entry.detail).map((field) => {
    const key = FIELD_WORDS[field];
    return key === undefined ? texts.fieldOther : String(texts[key]);
  });
  return list(words.length === 0 ? [texts.fieldOther] : [...new Set(words)]);
}

const named = (party: AuditParty, markGone: boolean): SentencePart => ({
  kind: 'name',
  text: party.name,
  email: party.email,
  gone: markGone && !party.exists,
});

const count = (value: unknown): string => (typeof value === 'number' ? String(value) : '0');

const plainName = (text: string): SentencePart => ({ kind: 'name', text, email: null, gone: false });

/** A memory fact's text as a sentence quotes it: on one line, cut with an ellipsis past this length. */
const FACT_SHOWN = 120;
const quotedFact = (value: unknown): string => {
  const text = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  return `“${text.length > FACT_SHOWN ? `${text.slice(0, FACT_SHOWN - 1).trimEnd()}…` : text}”`;
};

/**
 * The entry as a sentence in the language of `texts`: "María García reset the password of Pedro Ruiz".
 * Names are the current ones; something deleted since is named as it was and marked gone (not in the
 * entry that deleted it, which says so). `list` joins the changed fields the language's way.
 */
export function auditSentence(
  entry: AuditEntry,
  texts: AuditTexts,
  list: (items: string[]) => string,
): SentencePart[] {
  const key = sentenceKey(entry);
  const detail = entry.detail ?? {};
  const deletes = entry.action.endsWith('.deleted');
  const fallback = entry.actorEmail ?? texts.someone;
  const values: Record<string, () => SentencePart> = {
    actor: () => (entry.actor ? named(entry.actor, true) : plainName(fallback)),
    target: () => {
      if (!entry.target) return plainName(entry.actorEmail ?? entry.targetId ?? '—');
      // A chat still titled as new is named in the reader's language, as the library names it.
      const untitled = entry.targetType === 'chat' && entry.target.name === NEW_CHAT_TITLE;
      return named(untitled ? { ...entry.target, name: texts.newChat } : entry.target, !deletes);
    },
    customer: () => plainName(typeof detail.customer === 'string' ? detail.customer : '—'),
    // A team by the name the entry kept (its id when it kept none).
    team: () =>
      plainName(
        typeof detail.teamName === 'string'
          ? detail.teamName
          : typeof detail.team === 'string'
            ? detail.team
            : '—',
      ),
    // A budget by the name the entry kept (the default per person's too).
    budget: () => plainName(typeof detail.name === 'string' ? detail.name : '—'),
    // A connector's call: which tool of which connector, and how it ended.
    connector: () => plainName(typeof detail.connector === 'string' ? detail.connector : '—'),
    tool: () => plainName(typeof detail.tool === 'string' ? detail.tool : '—'),
    outcome: () => ({
      kind: 'words',
      text:
        detail.outcome === 'done'
          ? texts.callDone
          : detail.outcome === 'timeout'
            ? texts.callTimeout
            : texts.callFailed,
    }),
    fields: () => ({ kind: 'words', text: fieldWords(entry, texts, list) }),
    method: () => ({
      kind: 'words',
      text:
        detail.method === 'google'
          ? texts.withGoogle
          : detail.method === 'oidc'
            ? texts.withOpenId
            : texts.withPassword,
    }),
    // A retention sweep's counts.
    chats: () => ({ kind: 'words', text: count(detail.chats) }),
    held: () => ({ kind: 'words', text: count(detail.held) }),
    // A memory review's fact, as it was approved, rejected or retired.
    fact: () => ({ kind: 'words', text: quotedFact(detail.text) }),
  };
  // "{actor} reset the password of {target}" → words, the actor, words, the target.
  return texts[key]
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== '')
    .map((piece): SentencePart => {
      const value = /^\{(\w+)\}$/.exec(piece)?.[1];
      const fill = value === undefined ? undefined : values[value];
      return fill ? fill() : { kind: 'words', text: piece };
    });
}

/** The sentence as plain text (for a title or a screen reader's summary). */
export function sentenceText(parts: readonly SentencePart[], gone: string): string {
  return parts
    .map((part) => (part.kind === 'name' && part.gone ? `${part.text} ${gone}` : part.text))
    .join('');
}
