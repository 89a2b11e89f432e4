/**
 * Every prompt the server sends to a model. The built-in offline model reads the same texts, so the
 * line prefixes and task markers below are its contract with the runtime.
 */

export const SPECIALISTS_LINE = 'Specialists in this conversation:';
export const CUSTOMER_LINE = 'Customer:';
export const TEAM_LINE = 'Team:';
export const RELATED_TASK = '[task:related-follow-ups]';
export const TITLE_TASK = '[task:chat-title]';

export type PromptSpecialist = { name: string; description: string; instructions: string };

export type ChatPromptInput = {
  team: { name: string; instructions: string } | null;
  specialists: readonly PromptSpecialist[];
  customer: { name: string } | null;
  /** Today's date, so answers about "this quarter" make sense. */
  today: string;
};

export function chatSystemPrompt({ team, specialists, customer, today }: ChatPromptInput): string {
  const lines = [
    'You are Brief, the AI assistant of an advertising agency. You help account managers and consultants with their customers.',
    team === null ? `${TEAM_LINE} none selected` : `${TEAM_LINE} ${team.name}`,
    team?.instructions ?? '',
    customer === null
      ? `${CUSTOMER_LINE} none selected. If the question needs customer data, ask the user to pick a customer.`
      : `${CUSTOMER_LINE} ${customer.name}. Call the load_customer_data tool before answering anything about this customer, and ground your answer in what it returns; say so when the data does not cover the question.`,
  ];
  if (specialists.length > 0) {
    lines.push(`${SPECIALISTS_LINE} ${specialists.map((s) => `${s.name} (${s.description})`).join('; ')}`);
    for (const specialist of specialists) lines.push(`${specialist.name}: ${specialist.instructions}`);
    lines.push('Answer as these specialists, naming who speaks where it helps.');
  }
  lines.push(
    `Today is ${today}.`,
    'Answer in the language of the user. Use markdown: short paragraphs, lists and tables where they help.',
    'End every answer with a block that starts with the line "Suggestions:" followed by two or three short follow-up questions the user could ask next, one per line starting with "- ".',
  );
  return lines.filter((line) => line.trim() !== '').join('\n');
}

export type TranscriptLine = { role: 'user' | 'assistant' | 'system'; content: string };

const transcript = (messages: readonly TranscriptLine[], maxChars = 6000) =>
  messages
    .map((m) => `${m.role === 'assistant' ? 'Assistant' : 'User'}: ${m.content}`)
    .join('\n\n')
    .slice(-maxChars);

export function relatedPrompt(messages: readonly TranscriptLine[]): { system: string; prompt: string } {
  return {
    system: `${RELATED_TASK}\nYou suggest what an agency consultant could ask next in a conversation. Reply with up to 5 short follow-up requests, one per line, each starting with "- ", in the language of the conversation, and nothing else.`,
    prompt: transcript(messages),
  };
}

export function titlePrompt(messages: readonly TranscriptLine[]): { system: string; prompt: string } {
  return {
    system: `${TITLE_TASK}\nYou name conversations. Reply with one title of at most 6 words in the language of the conversation, without quotes or a final full stop, and nothing else.`,
    prompt: transcript(messages, 3000),
  };
}
