/**
 * The chat the export benchmarks export: a user signed in through the API and a chat written straight
 * into the database, a question and a markdown reply in turn (headings, a nested list, a table, a quote,
 * code and Spanish text, a little different each time).
 */
import { hashPassword } from '../apps/server/src/auth/passwords';
import type { Db } from '../apps/server/src/db/database';
import { newId } from '../apps/server/src/ids';

const PASSWORD = 'bench-password-1';
const TITLE = 'Northwind Coffee - Nora';
/** The n-th exchange's reply: every construct a document has to lay out, a little different each time. */
export function exportReply(n: number): string {
  return [
    `## Propuesta ${n}: campaña de otoño`,
    '',
    `Para **Northwind Coffee** proponemos una campaña _otoñal_ en España: el niño del anuncio pide un café con leche, ¿y por qué no? ¡Olé! Presupuesto total: ${(1000 + n * 7).toLocaleString('es-ES')} €.`,
    '',
    '### Canales',
    '',
    '1. Redes sociales',
    '   - Instagram: vídeos cortos y `reels` con recetas',
    '   - TikTok: retos de baristas',
    '2. Radio local por las mañanas',
    '3. Catas en tienda con [reserva previa](https://example.com/catas)',
    '',
    '| Canal | Presupuesto | Público |',
    '|---|---:|---|',
    `| Instagram | ${400 + n} € | Jóvenes urbanos |`,
    `| Radio | ${300 + (n % 50)} € | Conductores |`,
    '| Catas | 250 € | Familias |',
    '',
    '> «El café es el alma de la mañana», dice la pingüina Begoña.',
    '',
    '```ts',
    `const presupuesto = { instagram: ${400 + n}, radio: ${300 + (n % 50)} }; // en euros`,
    '```',
    '',
    'Suggestions:',
    '- ¿Cuánto cuesta la radio?',
    '- ¿Qué tal una cata en Sevilla?',
  ].join('\n');
}

export type SeededChat = { userId: string; token: string; chatId: string };

/**
 * A user, signed in through the API, with a chat of `messages` messages (a question, then a reply by
 * `exportReply`, in turn) written straight into the database.
 */
export async function seedExportChat(
  db: Db,
  baseUrl: string,
  { email, messages: count }: { email: string; messages: number },
): Promise<SeededChat> {
  const userId = newId();
  const now = Date.now();
  await db
    .insertInto('users')
    .values({
      id: userId,
      email,
      name: 'Nora Núñez',
      picture: null,
      password_hash: await hashPassword(PASSWORD),
      auth_provider: 'password',
      is_admin: 0,
      disabled_at: null,
      created_at: new Date(now).toISOString(),
      last_login_at: null,
    })
    .execute();
  await db.insertInto('user_agents').values({ user_id: userId, agent_id: 'marketing' }).execute();
  const chatId = newId();
  const messages = Array.from({ length: count }, (_, index) => {
    const exchange = Math.floor(index / 2) + 1;
    const user = index % 2 === 0;
    return {
      id: newId(),
      chat_id: chatId,
      seq: index + 1,
      role: user ? ('user' as const) : ('assistant' as const),
      content: user
        ? `Pregunta ${exchange}: ¿cómo repartimos el presupuesto de otoño entre canales?`
        : exportReply(exchange),
      events: null,
      input_tokens: null,
      output_tokens: null,
      automatic: null,
      created_at: new Date(now - (count - index) * 60_000).toISOString(),
      status: 'done' as const,
    };
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('chats')
      .values({
        id: chatId,
        user_id: userId,
        agent_id: 'marketing',
        app_name: 'marketing_agent',
        title: TITLE,
        favorite: 0,
        customer_id: null,
        customer_name: 'Northwind Coffee',
        specialists: JSON.stringify(['Estratega de marca', 'Analista de medios']),
        message_count: count,
        preview: messages[0]?.content ?? '',
        last_message: messages.at(-1)?.content.slice(0, 200) ?? '',
        created_at: messages[0]?.created_at ?? new Date(now).toISOString(),
        last_update_time: messages.at(-1)?.created_at ?? new Date(now).toISOString(),
      })
      .execute();
    // 100 rows a statement keeps each well under SQLite's limit on bound values.
    for (let at = 0; at < messages.length; at += 100) {
      await trx
        .insertInto('messages')
        .values(messages.slice(at, at + 100))
        .execute();
    }
  });
  const signIn = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app: 'brief', email, password: PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  return { userId, token, chatId };
}
