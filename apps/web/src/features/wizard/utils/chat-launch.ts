/**
 * What the wizard hands to /chat-v2 (spec §2 routes): agents (team ids), the customer and the initial
 * prompt, as navigation state and as query parameters, so a reload still knows them.
 */
export interface ChatLaunchRequest {
  agents: string[];
  /** The customer's name: customer ids are made locally and mean nothing to another page. */
  customer: string;
  prompt: string | null;
}

export function launchSearch(request: ChatLaunchRequest): string {
  const params = new URLSearchParams();
  params.set('agents', request.agents.join(','));
  params.set('customer', request.customer);
  if (request.prompt) params.set('prompt', request.prompt);
  return `?${params.toString()}`;
}

function fromState(state: unknown): ChatLaunchRequest | null {
  if (typeof state !== 'object' || state === null) return null;
  const { agents, customer, prompt } = state as Record<string, unknown>;
  if (!Array.isArray(agents) || typeof customer !== 'string') return null;
  const ids = agents.filter((id): id is string => typeof id === 'string' && id !== '');
  if (ids.length === 0 || customer.trim() === '') return null;
  return { agents: ids, customer, prompt: typeof prompt === 'string' && prompt.trim() ? prompt : null };
}

/** The wizard's request from navigation state, else from the query; null when neither gives one. */
export function readChatLaunch(state: unknown, params: URLSearchParams): ChatLaunchRequest | null {
  const fromNavigation = fromState(state);
  if (fromNavigation) return fromNavigation;
  const agents = (params.get('agents') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const customer = params.get('customer')?.trim() ?? '';
  if (agents.length === 0 || customer === '') return null;
  const prompt = params.get('prompt');
  return { agents, customer, prompt: prompt?.trim() ? prompt : null };
}
