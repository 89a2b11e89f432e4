import { errorReasons, errorStatus, type ErrorDetail } from '@brief/contract/errors';
import { afterEach, describe, expect, it } from 'vitest';
import * as englishComponents from '@/components/i18n/en';
import * as spanishComponents from '@/components/i18n/es';
import { showLanguage } from '@/i18n/core';
import { ApiError } from '@/lib/api-client';
import { errorText, reasonText } from '@/lib/error-text';
import * as english from '@/lib/i18n/en';
import * as spanish from '@/lib/i18n/es';
import { waitText } from '@/lib/wait-text';

afterEach(async () => {
  await showLanguage('en');
});

/** What the server says in its own English: it must never reach the user. */
const SERVER_WORDS = 'SERVER ENGLISH that the interface never shows';

const refusal = (code: string, detail: ErrorDetail, retryAfter: number | null = null) =>
  new ApiError(400, code, SERVER_WORDS, SERVER_WORDS, retryAfter, detail);

const keysOf = (texts: object) => Object.keys(texts);

describe('the error table', () => {
  it('has English and Spanish words for every error code of the contract', () => {
    const englishKeys = keysOf(english.common.get());
    for (const code of Object.keys(errorStatus)) {
      expect(englishKeys, code).toContain(`error_${code}`);
      expect(keysOf(spanish.common), code).toContain(`error_${code}`);
    }
  });

  it('has English and Spanish words for every reason of the contract', () => {
    // The sign-in page's refusal is worded with its own texts (the app's are not loaded there).
    const englishWords = {
      ...english.reasonTexts.get(),
      sign_in_attempts: englishComponents.componentsMore.get().tooManySignInAttempts,
    };
    const spanishWords = {
      ...spanish.reasonTexts,
      sign_in_attempts: spanishComponents.componentsMore.tooManySignInAttempts,
    };
    for (const reason of errorReasons) {
      expect(keysOf(englishWords), reason).toContain(reason);
      expect(keysOf(spanishWords), reason).toContain(reason);
    }
  });

  it("words a refusal from its reason and values, never with the server's message", async () => {
    const stranger = refusal('bad_request', {
      reason: 'share_not_colleague',
      field: 'emails',
      values: { emails: 'nobody@brief.test' },
    });
    expect(errorText(stranger)).toBe(
      'You cannot share with nobody@brief.test. Only colleagues with an active account can read a shared chat.',
    );
    await showLanguage('es');
    expect(errorText(stranger)).toBe(
      'No puedes compartir con nobody@brief.test. Solo los compañeros con una cuenta activa pueden leer un chat compartido.',
    );
    expect(errorText(refusal('conflict', { reason: 'email_taken', field: 'email' }))).toBe(
      'Ya existe un usuario con este correo electrónico.',
    );
  });

  it('says the wait of a limit and its numbers in the reader’s language', async () => {
    const day = refusal(
      'rate_limited',
      { reason: 'uploads_per_day', values: { limitMb: 500, leftMb: 0.4 } },
      7200,
    );
    expect(errorText(day)).toBe(
      'This upload would go over your upload limit of 500 MB a day (0.4 MB left). Try again in 2 hours.',
    );
    await showLanguage('es');
    expect(errorText(day)).toBe(
      'Esta subida superaría tu límite de subidas de 500 MB al día (quedan 0,4 MB). Vuelve a intentarlo dentro de 2 horas.',
    );
    expect(errorText(refusal('rate_limited', { reason: 'sign_in_attempts' }, 900))).toBe(
      'Demasiados intentos fallidos de inicio de sesión. Vuelve a intentarlo dentro de 15 minutos.',
    );
  });

  it('names a refused field, or says only the code when it cannot', async () => {
    expect(errorText(refusal('bad_request', { reason: 'invalid', field: 'body.email' }))).toBe(
      'Check the e-mail: its value is not valid.',
    );
    expect(errorText(refusal('bad_request', { reason: 'invalid', field: 'body.x_unknown' }))).toBe(
      'The request was not valid.',
    );
    // A connector's fields, as its dialog sends them.
    expect(errorText(refusal('bad_request', { reason: 'invalid', field: 'body.url' }))).toBe(
      'Check the URL: its value is not valid.',
    );
    await showLanguage('es');
    expect(errorText(refusal('bad_request', { reason: 'invalid', field: 'body.password' }))).toBe(
      'Revisa la contraseña: su valor no es válido.',
    );
    expect(errorText(refusal('bad_request', { reason: 'invalid', field: 'body.command' }))).toBe(
      'Revisa el comando: su valor no es válido.',
    );
  });

  it("words every refusal of the connectors' API in English and Spanish", async () => {
    const refusals = [
      refusal('unprocessable', { reason: 'connector_unknown_tool', values: { tools: 'run_report' } }),
      refusal('unprocessable', { reason: 'connector_unknown_param', values: { params: 'propertyId' } }),
      refusal('bad_request', {
        reason: 'connector_address',
        field: 'body.url',
        values: { host: '10.0.0.1' },
      }),
      refusal('upstream', { reason: 'connector_unreachable' }),
      refusal('forbidden', { reason: 'connector_commands_off' }),
      refusal('conflict', { reason: 'connector_name_taken', values: { name: 'GA4' } }),
      refusal('bad_request', { reason: 'secrets_key_missing' }),
      refusal('unprocessable', {}),
    ];
    const english = refusals.map((error) => errorText(error));
    await showLanguage('es');
    const spanish = refusals.map((error) => errorText(error));
    for (const [index, text] of [...english, ...spanish].entries()) {
      expect(text, String(index)).not.toContain(SERVER_WORDS);
      expect(text, String(index)).not.toMatch(/\{\w+\}/);
    }
    expect(english[0]).toContain('run_report');
    expect(english[2]).toContain('10.0.0.1');
    expect(spanish[5]).toContain('GA4');
    expect(english[7]).toBe('It names something that is not there.');
    expect(spanish[7]).toBe('Nombra algo que no existe.');
    expect(new Set(spanish).size).toBe(refusals.length);
    expect(spanish.some((text, index) => text === english[index])).toBe(false);
  });

  it('falls back to the caller’s words for the code, then the code’s, then a network or generic line', async () => {
    const bare = refusal('conflict', {});
    expect(reasonText(bare)).toBeNull();
    expect(errorText(bare, { conflict: 'Already there.' })).toBe('Already there.');
    expect(errorText(bare)).toBe('It conflicts with something that already exists.');
    expect(errorText(refusal('teapot', {}))).toBe('Something went wrong. Please try again.');
    expect(errorText(new TypeError('Failed to fetch'))).toBe(
      "Couldn't reach the server. Check your connection and try again.",
    );
    expect(errorText(new Error('internal detail'))).toBe('Something went wrong. Please try again.');
    await showLanguage('es');
    expect(errorText(bare)).toBe('Entra en conflicto con algo que ya existe.');
  });

  it('words a wait in seconds, minutes or hours', async () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(119)).toBe('119 seconds');
    expect(waitText(150)).toBe('3 minutes');
    expect(waitText(23 * 3600 + 1)).toBe('24 hours');
    await showLanguage('es');
    expect(waitText(60)).toBe('60 segundos');
    expect(waitText(3600)).toBe('60 minutos');
  });
});
