import { describe, expect, it } from 'vitest';
import { newChatTitle, specialistShortName } from '@/features/chat/utils/chat-title';

describe('newChatTitle', () => {
  it("is 'New Chat' without a customer or without specialists", () => {
    expect(newChatTitle(null, ['Nora SEO/SEM'])).toBe('New Chat');
    expect(newChatTitle('  ', ['Nora SEO/SEM'])).toBe('New Chat');
    expect(newChatTitle('Northwind Coffee', [])).toBe('New Chat');
  });

  it("names one specialist by short name, two with ' & ', more as 'Team (count)'", () => {
    expect(newChatTitle('Northwind Coffee', ['Nora SEO/SEM'])).toBe('Northwind Coffee - Nora');
    expect(newChatTitle('Northwind Coffee', ['Nora SEO/SEM', 'Leo Social Media'])).toBe(
      'Northwind Coffee - Nora & Leo',
    );
    expect(newChatTitle('Northwind Coffee', ['Nora SEO/SEM', 'Leo Social Media', 'Marta Strategy'])).toBe(
      'Northwind Coffee - Team (3)',
    );
    expect(newChatTitle('Casa Olivar', ['Nora', 'Leo', 'Marta', 'Iris Insights', 'Hugo Research'])).toBe(
      'Casa Olivar - Team (5)',
    );
  });

  it('takes the first word as the short name', () => {
    expect(specialistShortName('  Iris   Insights ')).toBe('Iris');
    expect(specialistShortName('Hugo')).toBe('Hugo');
  });
});
