/**
 * The big account both library benchmarks measure (`library.ts` through the app, `library-browser.ts`
 * in Chromium): one user with 5,000 chats of 20 messages each (100,000 messages), FAVORITES of them
 * starred, all in the Marketing team, which the user is granted. Seeded, so every run builds the same
 * database. The user signs in with `email` and PASSWORD.
 */
import { hashPassword } from '../apps/server/src/auth/passwords';
import { systemClock } from '../apps/server/src/clock';
import type { Db } from '../apps/server/src/db/database';
import { newId } from '../apps/server/src/ids';
import { seedTeamCatalogue, seedTeams } from '../apps/server/src/teams/catalogue';

export const CHATS = 5_000;
export const MESSAGES_PER_CHAT = 20;
/** Spread evenly over the list, so every page of it has a few. */
export const FAVORITES = 300;
export const PASSWORD = 'bench-password-1';
/** In about half the messages (46 % at the bench's size). */
export const COMMON_WORD = 'campaign';
/** In a dozen messages of the 100,000. */
export const RARE_WORD = 'zanzibar';
const RARE_COUNT = 12;

const TEAM = seedTeams.find((team) => team.id === 'marketing') ?? seedTeams[0];

const vocabulary = (
  'the a of and to in for with on our your this that we they is are was will can should could new ' +
  'brand budget launch plan team customer client market marketing social media post video email ' +
  'copy draft review quarter sales growth product price offer audience target message week month ' +
  'report data results idea story launch event press release website landing page design logo ' +
  'la el de y en para con una los las del por que nuestro cliente marca presupuesto lanzamiento ' +
  'equipo mercado ventas producto precio oferta público mensaje semana informe resultados idea ' +
  'campaña diseño página evento prensa otoño canción anuncio estrategia contenido'
).split(' ');

/** A tiny seeded generator, so every run builds the same database. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function sentenceMaker(next: () => number) {
  const pick = () => vocabulary[Math.floor(next() * vocabulary.length)] ?? 'plan';
  return (words: number) => {
    const text = Array.from({ length: words }, pick);
    if (next() < 0.25) text.splice(Math.floor(next() * words), 0, COMMON_WORD);
    return `${text.join(' ')}.`;
  };
}

/** Indexes spread evenly over 0..total-1. */
const spread = (count: number, total: number) =>
  new Set(Array.from({ length: count }, (_, index) => Math.floor(((index + 0.5) * total) / count)));

/**
 * Fills a migrated, empty database: the team catalogue, the user (granted the Marketing team) and their
 * chats, in transactions of a few hundred chats.
 */
export async function generateLibrary(db: Db, domain: string): Promise<{ userId: string; email: string }> {
  const next = random(7);
  const sentence = sentenceMaker(next);
  const userId = newId();
  const email = `library@${domain}`;
  await seedTeamCatalogue(db, systemClock);
  await db
    .insertInto('users')
    .values({
      id: userId,
      email,
      name: 'library',
      picture: null,
      password_hash: await hashPassword(PASSWORD),
      auth_provider: 'password',
      is_admin: 0,
      disabled_at: null,
      created_at: new Date().toISOString(),
      last_login_at: null,
    })
    .execute();
  await db.insertInto('user_agents').values({ user_id: userId, agent_id: TEAM.id }).execute();
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  const rareAt = spread(RARE_COUNT, CHATS * MESSAGES_PER_CHAT);
  const favoriteAt = spread(FAVORITES, CHATS);
  const batch = 250;
  for (let first = 0; first < CHATS; first += batch) {
    await db.transaction().execute(async (trx) => {
      for (let index = first; index < Math.min(first + batch, CHATS); index += 1) {
        const time = new Date(start + index * 60_000).toISOString();
        const chatId = newId();
        const messages = Array.from({ length: MESSAGES_PER_CHAT }, (_, seq) => {
          const number = index * MESSAGES_PER_CHAT + seq;
          let content = Array.from({ length: seq % 2 === 0 ? 1 : 4 }, () =>
            sentence(8 + Math.floor(next() * 20)),
          ).join(' ');
          if (rareAt.has(number)) content += ` We could try ${RARE_WORD} next.`;
          return {
            id: newId(),
            chat_id: chatId,
            seq: seq + 1,
            role: seq % 2 === 0 ? ('user' as const) : ('assistant' as const),
            content,
            events: null,
            input_tokens: null,
            output_tokens: null,
            created_at: time,
          };
        });
        await trx
          .insertInto('chats')
          .values({
            id: chatId,
            user_id: userId,
            agent_id: TEAM.id,
            app_name: TEAM.app_name,
            title: sentence(3 + Math.floor(next() * 4)).replace(/\.$/, ''),
            favorite: favoriteAt.has(index) ? 1 : 0,
            customer_id: null,
            customer_name: null,
            specialists: '[]',
            message_count: MESSAGES_PER_CHAT,
            preview: messages[0]?.content.slice(0, 200) ?? '',
            last_message: messages.at(-1)?.content.slice(0, 200) ?? '',
            created_at: time,
            last_update_time: time,
          })
          .execute();
        await trx.insertInto('messages').values(messages).execute();
      }
    });
  }
  return { userId, email };
}

/** The p-th percentile (nearest rank) of the values; NaN when there are none. */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
