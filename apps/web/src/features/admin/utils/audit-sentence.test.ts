import { auditActions, type AuditAction, type AuditEntry } from '@brief/contract/admin-console';
import { afterAll, describe, expect, it } from 'vitest';
import { adminAudit, adminAuditActions } from '@/features/admin/i18n/en';
import {
  auditSentence,
  sentenceText,
  type AuditSentenceKey,
  type AuditTexts,
} from '@/features/admin/utils/audit-sentence';
import { showLanguage, type Language } from '@/i18n/core';

afterAll(() => showLanguage('en'));

const maria = { name: 'María García', email: 'maria@brief.test', exists: true };
const pedro = { name: 'Pedro Ruiz', email: 'pedro@brief.test', exists: true };

function entry(action: AuditAction, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'e-1',
    at: '2026-11-26T23:27:00.000Z',
    actorUserId: 'u-maria',
    actorEmail: maria.email,
    action,
    targetType: 'user',
    targetId: 'u-pedro',
    detail: { email: pedro.email },
    ip: '192.0.2.7',
    actor: maria,
    target: pedro,
    ...overrides,
  };
}

async function textsIn(language: Language): Promise<AuditTexts> {
  await showLanguage(language);
  return adminAudit.get();
}

const sentence = async (language: Language, audited: AuditEntry): Promise<string> => {
  const texts = await textsIn(language);
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  return sentenceText(
    auditSentence(audited, texts, (items) => list.format(items)),
    texts.gone,
  );
};

describe('an audit entry reads as a sentence', () => {
  it.each(['en', 'es'] as const)(
    'every action the server records has its sentence and its filter name in %s',
    async (language) => {
      const texts = await textsIn(language);
      const names = adminAuditActions.get();
      const keys: AuditSentenceKey[] = [
        ...auditActions,
        'user.signed_out_everywhere.self',
        'connector.call.customer',
      ];
      for (const key of keys) {
        // A missing sentence would read "undefined" (or throw); one with an unknown placeholder shows it.
        expect(typeof texts[key], key).toBe('string');
        const text = await sentence(
          language,
          key === 'user.signed_out_everywhere.self'
            ? entry('user.signed_out_everywhere', { targetId: 'u-maria', target: maria })
            : key === 'connector.call.customer'
              ? entry('connector.call', { detail: { customer: 'Acme' } })
              : entry(key),
        );
        // Every entry names a person, but the retention sweep's: nobody does it, Brief does.
        if (key !== 'retention.sweep') expect(text, key).toMatch(/María García|Pedro Ruiz/);
        expect(text, key).not.toMatch(/[{}]|undefined/);
      }
      for (const action of auditActions) expect(names[action], action).toMatch(/\S/);
    },
  );

  it('words a retention sweep with its counts and no person, in English and in Spanish', async () => {
    const sweep = entry('retention.sweep', {
      actorUserId: null,
      actorEmail: null,
      actor: null,
      targetType: null,
      targetId: null,
      target: null,
      detail: { chats: 12, held: 3, teams: [{ id: 'marketing', name: 'Marketing', days: 30, chats: 12 }] },
    });
    expect(await sentence('en', sweep)).toBe(
      'Retention deleted 12 chats untouched for too long (3 kept on legal hold)',
    );
    expect(await sentence('es', sweep)).toBe(
      'La retención eliminó 12 chats sin actividad desde hace demasiado (3 conservados por retención legal)',
    );
  });

  it("quotes a memory review's fact, cut when long, in English and in Spanish", async () => {
    const approved = entry('customer.memory.approved', {
      targetType: 'customer',
      target: { name: 'Northwind Coffee', email: null, exists: true },
      detail: { memoryId: 'm-1', text: 'Roasts only\nfair-trade beans.' },
    });
    expect(await sentence('en', approved)).toBe(
      'María García approved for the memory of Northwind Coffee: “Roasts only fair-trade beans.”',
    );
    expect(await sentence('es', approved)).toBe(
      'María García aprobó para la memoria de Northwind Coffee: “Roasts only fair-trade beans.”',
    );
    const rejected = entry('customer.memory.rejected', {
      targetType: 'customer',
      target: { name: 'Northwind Coffee', email: null, exists: true },
      detail: { memoryId: 'm-2', text: 'x'.repeat(300), reason: 'Not true' },
    });
    const text = await sentence('en', rejected);
    expect(text).toMatch(/^María García rejected a fact proposed for Northwind Coffee: “x+…”$/);
    expect(text.length).toBeLessThan(200);
  });

  it('names the actor and the target by their current names, in English and in Spanish', async () => {
    const reset = entry('user.password_reset');
    expect(await sentence('en', reset)).toBe('María García reset the password of Pedro Ruiz');
    expect(await sentence('es', reset)).toBe('María García restableció la contraseña de Pedro Ruiz');
  });

  it('says which fields a change changed, joined the language’s way', async () => {
    const changed = entry('user.changed', {
      detail: {
        email: pedro.email,
        name: { from: 'pedro', to: 'Pedro Ruiz' },
        teams: { from: ['marketing'], to: ['creative'] },
      },
    });
    expect(await sentence('en', changed)).toBe('María García changed the name and the teams of Pedro Ruiz');
    expect(await sentence('es', changed)).toBe('María García cambió el nombre y los equipos de Pedro Ruiz');
    const instructions = entry('team.changed', {
      targetType: 'team',
      targetId: 'harbour',
      target: { name: 'Harbour', email: null, exists: true },
      detail: { name: 'Harbour', instructions: { changed: true, fromLength: 9, toLength: 14 } },
    });
    expect(await sentence('es', instructions)).toBe(
      'María García cambió las instrucciones del equipo Harbour',
    );
  });

  it('marks a target deleted since, but not in the entry that deleted it', async () => {
    const team = { name: 'Harbour', email: null, exists: false };
    const about = {
      targetType: 'team' as const,
      targetId: 'harbour',
      target: team,
      detail: { name: 'Harbour' },
    };
    expect(await sentence('en', entry('team.created', about))).toBe(
      'María García created the team Harbour (deleted)',
    );
    expect(await sentence('es', entry('team.created', about))).toBe(
      'María García creó el equipo Harbour (ya no existe)',
    );
    expect(await sentence('en', entry('team.deleted', about))).toBe('María García deleted the team Harbour');
  });

  it('words sign-ins: the method, and a refused one by the e-mail that was tried', async () => {
    const signIn = entry('sign_in.succeeded', {
      targetId: 'u-maria',
      target: maria,
      detail: { method: 'google' },
    });
    expect(await sentence('es', signIn)).toBe('María García inició sesión con Google');
    const refused = entry('sign_in.failed', {
      actorUserId: null,
      actorEmail: 'nobody@brief.test',
      actor: null,
      targetType: null,
      targetId: null,
      target: null,
      detail: { method: 'password', reason: 'unknown user' },
    });
    expect(await sentence('en', refused)).toBe('A sign-in as nobody@brief.test with a password was refused');
    expect(await sentence('es', refused)).toBe(
      'Se rechazó un inicio de sesión como nobody@brief.test con contraseña',
    );
  });

  it('words a document by its customer, and signing oneself out apart from being signed out', async () => {
    const upload = entry('document.created', {
      targetType: 'document',
      targetId: 'd-1',
      target: { name: 'brief.txt', email: null, exists: true },
      detail: { team: 'marketing', customer: 'Acme', customerId: 'c-1', name: 'brief.txt' },
    });
    expect(await sentence('en', upload)).toBe('María García uploaded the document brief.txt for Acme');
    const self = entry('user.signed_out_everywhere', { targetId: 'u-maria', target: maria });
    expect(await sentence('en', self)).toBe('María García signed out everywhere');
    expect(await sentence('en', entry('user.signed_out_everywhere'))).toBe(
      'María García signed Pedro Ruiz out everywhere',
    );
  });

  it("words a connector's changes and calls: its team, customer, tool and outcome", async () => {
    const connector = { name: 'GA4', email: null, exists: true };
    const tools = entry('connector.team_tools', {
      targetType: 'connector',
      targetId: 'k-1',
      target: connector,
      detail: { team: 'marketing', teamName: 'Marketing', tools: ['run_report'] },
    });
    expect(await sentence('en', tools)).toBe(
      'María García chose the tools of the connector GA4 for the team Marketing',
    );
    const settings = entry('connector.customer_params', {
      targetType: 'connector',
      targetId: 'k-1',
      target: connector,
      detail: { customer: 'Acme', params: ['propertyId'] },
    });
    expect(await sentence('es', settings)).toBe('María García puso los ajustes del conector GA4 para Acme');
    const call = (outcome: string) =>
      entry('connector.call', {
        targetType: 'chat',
        targetId: 'c-1',
        target: { name: 'Acme · weekly', email: null, exists: true },
        detail: { connector: 'GA4', tool: 'run_report', durationMs: 812, outcome },
      });
    expect(await sentence('en', call('done'))).toBe(
      'María García called GA4 · run_report in the chat Acme · weekly: done',
    );
    expect(await sentence('en', call('timeout'))).toContain(': timed out');
    expect(await sentence('es', call('failed'))).toBe(
      'María García llamó a GA4 · run_report en el chat Acme · weekly: falló',
    );
  });

  it("words a connector's call from the detail the server writes (team, customer, connector, tool, outcome)", async () => {
    // The detail exactly as the server's connector-runs test reads it from the audit log.
    const call = entry('connector.call', {
      targetType: 'chat',
      targetId: 'c-1',
      target: { name: 'Weekly numbers', email: null, exists: true },
      detail: {
        team: 'marketing',
        teamName: 'Marketing',
        customer: 'Acme',
        customerId: 'k-acme',
        connectorId: 'x-1',
        connector: 'Everything',
        tool: 'echo',
        durationMs: 14,
        outcome: 'done',
      },
    });
    expect(await sentence('en', call)).toBe(
      'María García called Everything · echo for Acme in the chat Weekly numbers: done',
    );
    expect(await sentence('es', call)).toBe(
      'María García llamó a Everything · echo para Acme en el chat Weekly numbers: hecho',
    );
  });

  it('names a chat still titled as new in the reader’s language, and any other title as it is', async () => {
    const shared = (name: string) =>
      entry('chat.shared', {
        targetType: 'chat',
        targetId: 'c-1',
        target: { name, email: null, exists: true },
        detail: null,
      });
    expect(await sentence('es', shared('New Chat'))).toContain('Nuevo chat');
    expect(await sentence('es', shared('New Chat'))).not.toContain('New Chat');
    expect(await sentence('en', shared('New Chat'))).toContain('New Chat');
    expect(await sentence('es', shared('Acme · Nora'))).toContain('Acme · Nora');
  });
});
