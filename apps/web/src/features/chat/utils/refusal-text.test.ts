import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/core';
import { ApiError } from '@/lib/api-client';
import {
  isRunRefusal,
  isUploadRefusal,
  runRefusalText,
  uploadRefusalText,
  waitText,
} from '@/features/chat/utils/refusal-text';

const RUNNING = 'A reply is already being written in this chat. Wait for it to finish or stop it.';
const busy = new ApiError(409, 'conflict', RUNNING, RUNNING, null, { reason: 'reply_running' });
const tooMany = (seconds: number | null) => {
  const message = `You have asked for 20 replies in the last minute, as many as allowed. Try again in ${seconds} seconds.`;
  return new ApiError(429, 'rate_limited', message, message, seconds, {
    reason: 'runs_per_minute',
    values: { limit: 20 },
  });
};

afterEach(async () => {
  await showLanguage('en');
});

describe('refusal texts', () => {
  it('tells refusals for a limit from other failures', () => {
    expect(isRunRefusal(busy)).toBe(true);
    expect(isRunRefusal(tooMany(42))).toBe(true);
    expect(isRunRefusal(new ApiError(502, 'upstream', 'The model failed'))).toBe(false);
    expect(isRunRefusal(new TypeError('Failed to fetch'))).toBe(false);
    expect(isUploadRefusal(tooMany(42))).toBe(true);
    expect(isUploadRefusal(new ApiError(413, 'payload_too_large', 'Too large'))).toBe(false);
  });

  it('says the limit the server named, in English', () => {
    expect(runRefusalText(busy)).toBe(RUNNING);
    expect(runRefusalText(tooMany(42))).toBe(
      'You have asked for 20 replies in the last minute, as many as allowed. Try again in 42 seconds.',
    );
  });

  it('says them in Spanish, with the wait the server asked for', async () => {
    await showLanguage('es');
    expect(runRefusalText(busy)).toBe(
      'Ya se está escribiendo una respuesta en este chat. Espera a que termine o detenla.',
    );
    expect(runRefusalText(tooMany(42))).toBe(
      'Has pedido 20 respuestas en el último minuto, el máximo permitido. Vuelve a intentarlo dentro de 42 segundos.',
    );
    expect(runRefusalText(tooMany(null))).toContain('dentro de 60 segundos');
    const upload = new ApiError(429, 'rate_limited', 'over the day', 'over the day', 5 * 3600);
    expect(uploadRefusalText(upload)).toBe(
      'Esta subida superaría tu límite diario de subidas. Vuelve a intentarlo dentro de 5 horas.',
    );
    const named = new ApiError(429, 'rate_limited', 'over the day', 'over the day', 5 * 3600, {
      reason: 'uploads_per_day',
      values: { limitMb: 500, leftMb: 0.4 },
    });
    expect(uploadRefusalText(named)).toBe(
      'Esta subida superaría tu límite de subidas de 500 MB al día (quedan 0,4 MB). Vuelve a intentarlo dentro de 5 horas.',
    );
  });

  it('words a wait in seconds, minutes or hours', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(119)).toBe('119 seconds');
    expect(waitText(150)).toBe('3 minutes');
    expect(waitText(23 * 3600 + 1)).toBe('24 hours');
  });
});

describe('a run refused for a spent budget', () => {
  const spent = (values: Record<string, string>) =>
    new ApiError(402, 'budget_exhausted', 'SERVER ENGLISH', 'SERVER ENGLISH', null, { values });
  const customer = spent({
    scope: 'customer',
    name: 'Acme',
    monthly: '0.100000',
    spent: '0.104200',
    currency: 'EUR',
    raisedBy: 'admins_and_leads',
    team: 'Marketing',
  });

  it('names the budget, what it spent and who can raise it, in the reader’s language', async () => {
    expect(isRunRefusal(customer)).toBe(true);
    expect(runRefusalText(customer)).toBe(
      'The monthly budget of the customer Acme is spent: €0.10 of €0.10. An admin or a lead of Marketing can raise it.',
    );
    const own = spent({
      scope: 'user',
      name: 'Ana',
      monthly: '5.000000',
      spent: '5.010000',
      currency: 'USD',
      raisedBy: 'admins',
      team: '',
    });
    expect(runRefusalText(own)).toBe('Your monthly budget is spent: $5.01 of $5.00. An admin can raise it.');
    await showLanguage('es');
    expect(runRefusalText(customer)).toBe(
      'Se ha agotado el presupuesto mensual del cliente Acme: 0,10\u00a0€ de 0,10\u00a0€. Un administrador o un responsable de Marketing puede ampliarlo.',
    );
  });

  it('falls back to the code’s words when the values are missing', () => {
    expect(runRefusalText(spent({}))).toBe(
      'A monthly budget these runs count against is spent. An admin can raise it.',
    );
  });
});
