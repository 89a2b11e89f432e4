import { exportPaths } from '@brief/contract/exports';
import { describe, expect, it } from 'vitest';
import { getAs, saveMessage } from './export-files';
import { buildTestApp, createChat, createUser } from './helper';

const ctx = await buildTestApp();
const newUser = () => createUser(ctx, { teams: ['marketing'] });

/** A reply a page or two long in any format: headings, a nested list, a table, a quote and code. */
const reply = (n: number) =>
  [
    `## Propuesta ${n}`,
    '',
    `Para **Northwind Coffee** una campaña _otoñal_: ${'el niño pide un café con leche, ¿y por qué no? '.repeat(12)}`,
    '',
    '1. Redes sociales',
    '   - Instagram: `reels` con recetas',
    '2. Radio local',
    '',
    '| Canal | Presupuesto |',
    '|---|---:|',
    `| Instagram | ${400 + n} € |`,
    '',
    '> «El café es el alma de la mañana».',
    '',
    '```ts',
    `const presupuesto = ${400 + n};`,
    '```',
  ].join('\n');

describe('exports queued fairly per user', () => {
  it("refuses one user's twelve exports of a heavy chat beyond their share, and makes a colleague's at once", async () => {
    const nora = await newUser();
    const leo = await newUser();
    const heavy = await createChat(ctx, nora, { app_name: 'marketing_agent' });
    for (let n = 1; n <= 40; n += 1) {
      await saveMessage(ctx, nora, heavy, 'user', `Pregunta ${n}`);
      await saveMessage(ctx, nora, heavy, 'assistant', reply(n));
    }
    const small = await createChat(ctx, leo, { app_name: 'marketing_agent' });
    const answer = await saveMessage(ctx, leo, small, 'assistant', 'Una sola respuesta.');

    const noras = Array.from({ length: 12 }, () => getAs(ctx, nora, exportPaths.chat(nora.id, heavy, 'pdf')));
    const leos = getAs(ctx, leo, exportPaths.message(leo.id, small, answer, 'pdf'));
    const [leoAnswer, ...noraAnswers] = await Promise.all([leos, ...noras]);

    // The colleague is never refused for someone else's exports.
    expect(leoAnswer?.statusCode, leoAnswer?.body).toBe(200);
    expect(leoAnswer?.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const statuses = noraAnswers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    const refused = noraAnswers.filter((response) => response.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const response of refused) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({
        error: {
          code: 'rate_limited',
          message: 'Your other exports are still being made. Try again when one of them is ready.',
          reason: 'exports_own_share',
        },
      });
    }

    // Once hers are made, her share is free again.
    expect((await getAs(ctx, nora, exportPaths.chat(nora.id, heavy, 'md'))).statusCode).toBe(200);
  });
});
