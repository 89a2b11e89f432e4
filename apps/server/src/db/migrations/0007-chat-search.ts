import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Full-text search over chat titles and message text, answered by the database.
 *
 * SQLite: `chat_search_docs` holds one row per title and per message (with its owner, so a search never
 * reads another user's chats), kept in step by triggers; `chat_search` is an FTS5 index over it
 * (external content, integer keys that VACUUM keeps). Case and accents are folded by the tokenizer.
 *
 * PostgreSQL: GIN expression indexes on the 'simple' configuration (no stemming, so Spanish and English
 * text both match word for word) over the text with its accents taken off by `translate` (immutable,
 * unlike the unaccent extension, which may not be installed). The queries use the same expressions.
 */

/** Accented Latin letters and what they fold to; the search queries must use exactly these. */
export const ACCENTED = 'áàâäãåéèêëíìîïóòôöõúùûüýÿñçÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÝÑÇ';
export const UNACCENTED = 'aaaaaaeeeeiiiiooooouuuuyyncAAAAAAEEEEIIIIOOOOOUUUUYNC';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const folded = (column: string) =>
      sql`to_tsvector('simple', translate(${sql.ref(column)}, ${sql.lit(ACCENTED)}, ${sql.lit(UNACCENTED)}))`;
    await sql`create index chats_title_search_idx on chats using gin (${folded('title')})`.execute(db);
    await sql`create index messages_content_search_idx on messages using gin (${folded('content')})`.execute(
      db,
    );
    return;
  }

  await sql`create table chat_search_docs (
    id integer primary key,
    chat_id text not null,
    user_id text not null,
    message_id text,
    body text not null
  )`.execute(db);
  await sql`create index chat_search_docs_chat_idx on chat_search_docs (chat_id)`.execute(db);
  await sql`create index chat_search_docs_message_idx on chat_search_docs (message_id)`.execute(db);
  await sql`create virtual table chat_search using fts5(
    body,
    content = 'chat_search_docs',
    content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2'
  )`.execute(db);

  // Existing titles and messages, then one rebuild of the index from them.
  await sql`insert into chat_search_docs (chat_id, user_id, message_id, body)
    select id, user_id, null, title from chats`.execute(db);
  await sql`insert into chat_search_docs (chat_id, user_id, message_id, body)
    select m.chat_id, c.user_id, m.id, m.content from messages m join chats c on c.id = m.chat_id`.execute(
    db,
  );
  await sql`insert into chat_search (chat_search) values ('rebuild')`.execute(db);

  const triggers = [
    // The index follows its documents (the shape FTS5's documentation gives for external content).
    sql`create trigger chat_search_docs_ai after insert on chat_search_docs begin
      insert into chat_search (rowid, body) values (new.id, new.body);
    end`,
    sql`create trigger chat_search_docs_ad after delete on chat_search_docs begin
      insert into chat_search (chat_search, rowid, body) values ('delete', old.id, old.body);
    end`,
    sql`create trigger chat_search_docs_au after update on chat_search_docs begin
      insert into chat_search (chat_search, rowid, body) values ('delete', old.id, old.body);
      insert into chat_search (rowid, body) values (new.id, new.body);
    end`,
    // The documents follow chats and messages.
    sql`create trigger chats_search_ai after insert on chats begin
      insert into chat_search_docs (chat_id, user_id, message_id, body)
        values (new.id, new.user_id, null, new.title);
    end`,
    sql`create trigger chats_search_au after update of title on chats when old.title is not new.title begin
      update chat_search_docs set body = new.title where chat_id = new.id and message_id is null;
    end`,
    sql`create trigger chats_search_ad after delete on chats begin
      delete from chat_search_docs where chat_id = old.id;
    end`,
    sql`create trigger messages_search_ai after insert on messages begin
      insert into chat_search_docs (chat_id, user_id, message_id, body)
        values (new.chat_id, (select user_id from chats where id = new.chat_id), new.id, new.content);
    end`,
    sql`create trigger messages_search_au after update of content on messages
      when old.content is not new.content begin
      update chat_search_docs set body = new.content where message_id = new.id;
    end`,
    sql`create trigger messages_search_ad after delete on messages begin
      delete from chat_search_docs where message_id = old.id;
    end`,
  ];
  for (const trigger of triggers) await trigger.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists messages_content_search_idx`.execute(db);
    await sql`drop index if exists chats_title_search_idx`.execute(db);
    return;
  }
  for (const trigger of [
    'messages_search_ad',
    'messages_search_au',
    'messages_search_ai',
    'chats_search_ad',
    'chats_search_au',
    'chats_search_ai',
  ])
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  // Dropping the documents table drops its triggers too.
  await sql`drop table if exists chat_search`.execute(db);
  await sql`drop table if exists chat_search_docs`.execute(db);
}
