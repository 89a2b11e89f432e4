import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { ACCENTED, UNACCENTED, up as upChatSearch0007 } from './0007-chat-search';

/**
 * The library's search, rebuilt so that it can walk a user's chats newest first and test each one
 * alone, stopping when a page is full (0007's index could only be read whole: every match of a
 * common word was grouped and ranked before the first result came out).
 *
 * SQLite: `chat_search` is a contentless FTS5 index (the text stays in `chats` and `messages` only)
 * whose rowid says where a document lives: `key * CHAT_SPAN + seq`, seq 0 for the chat's title and
 * the message's `seq` otherwise. `chat_search_keys` gives every chat its key, so one chat's documents
 * are the rowid range of its key and FTS5 can test that range alone. Keys are handed out downwards
 * (a new chat takes the smallest), which keeps the chats a search tests first at the front of each
 * word's list of documents: FTS5 seeks a rowid by reading forward, so that is where seeking is cheap.
 * `detail=none` (no positions: every search word is a separate prefix, never a phrase) keeps the
 * index small enough to afford prefix indexes of 1 to 4 characters, so a short prefix is one list
 * like a word; `chat_search_terms` lists the indexed words, so a longer prefix becomes the few words it
 * begins.
 *
 * PostgreSQL: `chat_search_documents` holds each title and message as a stored, stripped `tsvector`
 * (accents off by 0007's `translate`, the 'simple' configuration), keyed by (chat, seq) so a chat's
 * documents are one index range, with a GIN index for reading every match of a rare word. 0007's
 * expression indexes go: testing a chat against them meant folding and parsing each message again.
 *
 * Both are kept in step with chats and messages by triggers.
 */

/** The rowids one chat's documents may take: a message past this `seq` is not indexed. */
export const CHAT_SPAN = 2 ** 20;
/** Keys count down from here; `key * CHAT_SPAN` stays below 2^53, so JavaScript reads rowids exactly. */
const FIRST_KEY = 2 ** 32;

const SQLITE_TRIGGERS = [
  'messages_search_ad',
  'messages_search_au',
  'messages_search_ai',
  'chats_search_ad',
  'chats_search_au',
  'chats_search_ai',
];

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  for (const trigger of SQLITE_TRIGGERS) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  await sql`drop table if exists chat_search`.execute(db);
  await sql`drop table if exists chat_search_docs`.execute(db);

  await sql`create table chat_search_keys (
    key integer primary key,
    chat_id text not null unique
  )`.execute(db);
  // The most recently updated chat gets the smallest key, as if each had been created when last used.
  await sql`insert into chat_search_keys (key, chat_id)
    select ${sql.lit(FIRST_KEY)} - row_number() over (order by last_update_time, id), id from chats`.execute(
    db,
  );
  await sql`create virtual table chat_search using fts5(
    body,
    content = '',
    contentless_delete = 1,
    detail = none,
    prefix = '1 2 3 4',
    tokenize = 'unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`create virtual table chat_search_terms using fts5vocab(chat_search, 'instance')`.execute(db);

  const span = sql.lit(CHAT_SPAN);
  await sql`insert into chat_search (rowid, body)
    select k.key * ${span}, c.title from chats c join chat_search_keys k on k.chat_id = c.id
    union all
    select k.key * ${span} + m.seq, m.content from messages m join chat_search_keys k on k.chat_id = m.chat_id
    where m.seq < ${span}
    order by 1`.execute(db);
  // One compact segment to start from, rather than the many the bulk insert flushed.
  await sql`insert into chat_search (chat_search) values ('optimize')`.execute(db);

  // A document's rowid from its chat's key; written as `insert … select`, a chat without a key (none
  // should be) indexes nothing rather than a document with a rowid FTS5 would pick.
  const keyOf = (chatId: string) =>
    sql`(select key from chat_search_keys where chat_id = ${sql.raw(chatId)})`;
  const index = (chatId: string, seq: string, body: string) =>
    sql`insert into chat_search (rowid, body)
      select key * ${span} + ${sql.raw(seq)}, ${sql.raw(body)} from chat_search_keys where chat_id = ${sql.raw(chatId)}`;
  const unindex = (chatId: string, seq: string) =>
    sql`delete from chat_search where rowid = ${keyOf(chatId)} * ${span} + ${sql.raw(seq)}`;
  const triggers = [
    sql`create trigger chats_search_ai after insert on chats begin
      insert into chat_search_keys (key, chat_id)
        values ((select coalesce(min(key), ${sql.lit(FIRST_KEY)}) - 1 from chat_search_keys), new.id);
      ${index('new.id', '0', 'new.title')};
    end`,
    sql`create trigger chats_search_au after update of title on chats when old.title is not new.title begin
      ${unindex('new.id', '0')};
      ${index('new.id', '0', 'new.title')};
    end`,
    // Runs after the chat's messages went (their own trigger takes each); the range also takes them.
    sql`create trigger chats_search_ad after delete on chats begin
      delete from chat_search
        where rowid between ${keyOf('old.id')} * ${span} and ${keyOf('old.id')} * ${span} + ${span} - 1;
      delete from chat_search_keys where chat_id = old.id;
    end`,
    sql`create trigger messages_search_ai after insert on messages when new.seq < ${span} begin
      ${index('new.chat_id', 'new.seq', 'new.content')};
    end`,
    sql`create trigger messages_search_au after update of content on messages
      when old.content is not new.content and new.seq < ${span} begin
      ${unindex('new.chat_id', 'new.seq')};
      ${index('new.chat_id', 'new.seq', 'new.content')};
    end`,
    sql`create trigger messages_search_ad after delete on messages when old.seq < ${span} begin
      ${unindex('old.chat_id', 'old.seq')};
    end`,
  ];
  for (const trigger of triggers) await trigger.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`create function chat_search_document(body text) returns tsvector
    language sql immutable parallel safe as $$
      select strip(to_tsvector('simple', translate(body, ${sql.lit(ACCENTED)}, ${sql.lit(UNACCENTED)})))
    $$`.execute(db);
  await sql`create table chat_search_documents (
    chat_id text not null references chats (id) on delete cascade,
    seq integer not null,
    document tsvector not null,
    primary key (chat_id, seq)
  )`.execute(db);
  await sql`insert into chat_search_documents (chat_id, seq, document)
    select id, 0, chat_search_document(title) from chats
    union all
    select chat_id, seq, chat_search_document(content) from messages`.execute(db);
  await sql`create index chat_search_documents_document_idx on chat_search_documents using gin (document)`.execute(
    db,
  );
  await sql`analyze chat_search_documents`.execute(db);

  await sql`create function chat_search_follow_chat() returns trigger language plpgsql as $$
    begin
      insert into chat_search_documents (chat_id, seq, document)
        values (new.id, 0, chat_search_document(new.title))
        on conflict (chat_id, seq) do update set document = excluded.document;
      return null;
    end $$`.execute(db);
  await sql`create function chat_search_follow_message() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from chat_search_documents where chat_id = old.chat_id and seq = old.seq;
      else
        insert into chat_search_documents (chat_id, seq, document)
          values (new.chat_id, new.seq, chat_search_document(new.content))
          on conflict (chat_id, seq) do update set document = excluded.document;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger chats_search_ai after insert on chats
    for each row execute function chat_search_follow_chat()`.execute(db);
  await sql`create trigger chats_search_au after update of title on chats
    for each row when (old.title is distinct from new.title) execute function chat_search_follow_chat()`.execute(
    db,
  );
  await sql`create trigger messages_search_ai after insert on messages
    for each row execute function chat_search_follow_message()`.execute(db);
  await sql`create trigger messages_search_au after update of content on messages
    for each row when (old.content is distinct from new.content) execute function chat_search_follow_message()`.execute(
    db,
  );
  await sql`create trigger messages_search_ad after delete on messages
    for each row execute function chat_search_follow_message()`.execute(db);

  await sql`drop index if exists messages_content_search_idx`.execute(db);
  await sql`drop index if exists chats_title_search_idx`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await (db.getExecutor().adapter instanceof PostgresAdapter ? upPostgres(db) : upSqlite(db));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const [trigger, table] of [
      ['messages_search_ad', 'messages'],
      ['messages_search_au', 'messages'],
      ['messages_search_ai', 'messages'],
      ['chats_search_au', 'chats'],
      ['chats_search_ai', 'chats'],
    ] as const)
      await sql`drop trigger if exists ${sql.id(trigger)} on ${sql.id(table)}`.execute(db);
    await sql`drop table if exists chat_search_documents`.execute(db);
    await sql`drop function if exists chat_search_follow_message()`.execute(db);
    await sql`drop function if exists chat_search_follow_chat()`.execute(db);
    await sql`drop function if exists chat_search_document(text)`.execute(db);
  } else {
    for (const trigger of SQLITE_TRIGGERS) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    await sql`drop table if exists chat_search_terms`.execute(db);
    await sql`drop table if exists chat_search`.execute(db);
    await sql`drop table if exists chat_search_keys`.execute(db);
  }
  await upChatSearch0007(db);
}
