import { sql, type Kysely } from 'kysely';

/**
 * Which user messages are the product's automatic prompts (`customer-data`, `attachment`,
 * `search`); null for what the user typed. Those already stored are recognised by their exact Spanish
 * shape, and the chats that hold one get the first typed message as their preview.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('automatic', 'text').execute();
  await sql`update messages set automatic = 'customer-data' where role = 'user'
    and content like 'Carga los datos del cliente % y prepárate para responder preguntas sobre él.'`.execute(
    db,
  );
  await sql`update messages set automatic = 'search' where role = 'user'
    and content like 'Usa el agente principal para buscar en Google: "%". Resume los resultados más relevantes y cita sus fuentes.'`.execute(
    db,
  );
  await sql`update messages set automatic = 'attachment' where role = 'user' and automatic is null
    and (content like 'Analiza y describe la imagen "%' or content like 'Carga los datos del archivo "%')
    and (content like '%" usando el agente principal.' or content like '%" usando el agente principal y resume su contenido.')`.execute(
    db,
  );
  await sql`update chats set preview = coalesce((select substr(m.content, 1, 200) from messages m
    where m.chat_id = chats.id and m.role = 'user' and m.automatic is null order by m.seq limit 1), '')
    where exists (select 1 from messages a where a.chat_id = chats.id and a.automatic is not null)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('automatic').execute();
}
