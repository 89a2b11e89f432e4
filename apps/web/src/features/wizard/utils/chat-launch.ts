/**
 * What the wizard hands to /chat-v2: agents (team ids), the customer and the initial
 * prompt, as navigation state and as query parameters, so a reload still knows them; and the specialists
 * chosen (one `specialist` parameter each, since a name may hold a comma).
 */
export interface ChatLaunchRequest {
  agents: string[];
  /** The customer's name: customer ids are made locally and mean nothing to another page. */
  customer: string;
  /** Specialist names; empty when the address named none. */
  specialists: string[];
  prompt: string | null;
}

/** The query parameters of a launch; /chat-v2 drops them once it has read them. */
export const LAUNCH_PARAMS = ['agents', 'customer', 'specialist', 'prompt'] as const;

export function launchSearch(request: ChatLaunchRequest): string {
  const params = new URLSearchParams();
  params.set('agents', request.agents.join(','));
  params.set('customer', request.customer);
  for (const name of request.specialists) params.append('specialist', name);
  if (request.prompt) params.set('prompt', request.prompt);
  return `?${params.toString()}`;
}

const names = (values: readonly unknown[]) =>
  values.flatMap((value) => (typeof value === 'string' && value.trim() !== '' ? [value.trim()] : []));

function fromState(state: unknown): ChatLaunchRequest | null {
  if (typeof state !== 'object' || state === null) return null;
  const { agents, customer, specialists, prompt } = state as Record<string, unknown>;
  if (!Array.isArray(agents) || typeof customer !== 'string') return null;
  const ids = names(agents);
  if (ids.length === 0 || customer.trim() === '') return null;
  return {
    agents: ids,
    customer,
    specialists: Array.isArray(specialists) ? names(specialists) : [],
    prompt: typeof prompt === 'string' && prompt.trim() ? prompt : null,
  };
}

/** The wizard's request from navigation state, else from the query; null when neither gives one. */
export function readChatLaunch(state: unknown, params: URLSearchParams): ChatLaunchRequest | null {
  const fromNavigation = fromState(state);
  if (fromNavigation) return fromNavigation;
  const agents = names((params.get('agents') ?? '').split(','));
  const customer = params.get('customer')?.trim() ?? '';
  if (agents.length === 0 || customer === '') return null;
  const prompt = params.get('prompt');
  return {
    agents,
    customer,
    specialists: names(params.getAll('specialist')),
    prompt: prompt?.trim() ? prompt : null,
  };
}

/** The address without the launch's parameters (what stays, such as a sessionId, is kept). */
export function withoutLaunchParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of LAUNCH_PARAMS) next.delete(name);
  return next;
}
