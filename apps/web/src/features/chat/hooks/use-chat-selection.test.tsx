import type { Team } from '@brief/contract/teams';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TEAMS, useChatSelection } from '@/features/chat/hooks/use-chat-selection';
import * as toasts from '@/hooks/use-toast';
import { ApiError, apiClient } from '@/lib/api-client';

const marketing: Team = {
  id: 'marketing',
  name: 'Marketing',
  description: 'Media',
  app_name: 'marketing_agent',
};
const creative: Team = { id: 'creative', name: 'Creative', description: 'Ideas', app_name: 'creative_agent' };

/** A fake API: each path answers what `routes` says, or fails with a 404. */
function serve(routes: Record<string, unknown>) {
  vi.spyOn(apiClient, 'request').mockImplementation((path: string) => {
    const route = Object.keys(routes).find((prefix) => path.startsWith(prefix));
    if (route === undefined) return Promise.reject(new ApiError(404, 'not_found', 'Not found'));
    const answer = routes[route];
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

function renderSelection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useChatSelection('u1'), { wrapper });
}

let toast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  toast = vi
    .spyOn(toasts, 'toast')
    .mockReturnValue({ id: '1', dismiss: () => undefined, update: () => undefined });
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('useChatSelection', () => {
  it('chooses the only team and stores its app name', async () => {
    serve({
      '/api/users/u1/agents/marketing/customers': ['Tidewater Travel'],
      '/api/users/u1/agents': [marketing],
      '/api/agents/marketing/specialists': [{ name: 'Pia Paid Media', description: 'Paid social' }],
    });
    const { result } = renderSelection();
    await waitFor(() => expect(result.current.team?.id).toBe('marketing'));
    expect(sessionStorage.getItem('current_app_name')).toBe('marketing_agent');
    await waitFor(() =>
      expect(result.current.customers).toEqual([{ id: 'customer-1', name: 'Tidewater Travel' }]),
    );
    await waitFor(() => expect(result.current.specialistOptions).toHaveLength(6));
  });

  it('chooses the only team over a stored app name that names no team, and stores its app name', async () => {
    sessionStorage.setItem('current_app_name', 'retired_agent');
    serve({
      '/api/users/u1/agents/marketing/customers': ['Tidewater Travel'],
      '/api/users/u1/agents': [marketing],
    });
    const { result } = renderSelection();
    await waitFor(() => expect(result.current.team?.id).toBe('marketing'));
    expect(sessionStorage.getItem('current_app_name')).toBe('marketing_agent');
    await waitFor(() => expect(result.current.customers).toHaveLength(1));

    // Deselecting the only team still deselects it.
    act(() => result.current.toggleTeam(marketing));
    expect(result.current.team).toBeNull();
    expect(sessionStorage.getItem('current_app_name')).toBeNull();
  });

  it('chooses no team for a stored app name that names none of several teams', async () => {
    sessionStorage.setItem('current_app_name', 'retired_agent');
    serve({ '/api/users/u1/agents': [marketing, creative] });
    const { result } = renderSelection();
    await waitFor(() => expect(result.current.teams).toHaveLength(2));
    expect(result.current.team).toBeNull();
  });

  it('opening a chat puts its setup back and drops an initial prompt left from a customer choice', async () => {
    serve({ '/api/users/u1/agents': [marketing, creative] });
    const { result } = renderSelection();
    await waitFor(() => expect(result.current.teams).toHaveLength(2));
    act(() => result.current.toggleTeam(creative));
    act(() => result.current.chooseCustomer({ id: 'customer-1', name: 'Lumen Skincare' }));
    expect(sessionStorage.getItem('initialPrompt')).not.toBeNull();

    act(() =>
      result.current.restore({
        appName: 'marketing_agent',
        customer: { id: 'customer-2', name: 'Tidewater Travel' },
        specialists: ['Pia Paid Media'],
      }),
    );

    expect(sessionStorage.getItem('initialPrompt')).toBeNull();
    expect(result.current.team?.id).toBe('marketing');
    expect(result.current.customer?.name).toBe('Tidewater Travel');
    expect(sessionStorage.getItem('selectedCustomerName')).toBe('Tidewater Travel');
    expect(result.current.specialists).toEqual(['Pia Paid Media']);
  });

  it('selects and deselects a team with its toasts, and a customer stores the Spanish initial prompt', async () => {
    serve({
      '/api/users/u1/agents/creative/customers': ['Lumen Skincare'],
      '/api/users/u1/agents': [marketing, creative],
    });
    const { result } = renderSelection();
    await waitFor(() => expect(result.current.teams).toHaveLength(2));
    expect(result.current.team).toBeNull();

    act(() => result.current.toggleTeam(creative));
    expect(result.current.team?.id).toBe('creative');
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Team selected' }));

    act(() => result.current.chooseCustomer({ id: 'customer-1', name: 'Lumen Skincare' }));
    expect(sessionStorage.getItem('selectedCustomerName')).toBe('Lumen Skincare');
    expect(sessionStorage.getItem('initialPrompt')).toBe(
      'Carga los datos del cliente Lumen Skincare y prepárate para responder preguntas sobre él.',
    );
    act(() => result.current.chooseCustomer({ id: 'customer-0', name: 'All the Customers' }));
    expect(sessionStorage.getItem('initialPrompt')).toBeNull();

    act(() => result.current.toggleTeam(creative));
    expect(result.current.team).toBeNull();
    expect(result.current.customer).toBeNull();
    expect(sessionStorage.getItem('current_app_name')).toBeNull();
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Team deselected' }));
  });

  it('falls back to the two default teams, and to no customers, with their failure toasts', async () => {
    serve({
      '/api/users/u1/agents/marketing/customers': new ApiError(500, 'internal', 'boom'),
      '/api/users/u1/agents': new ApiError(500, 'internal', 'boom'),
    });
    const { result } = renderSelection();
    await waitFor(() => expect(result.current.teams).toEqual(DEFAULT_TEAMS));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Failed to load consulting teams. Using default data.' }),
    );

    act(() => result.current.toggleTeam(DEFAULT_TEAMS[0] as Team));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Failed to load customers. Using default data.' }),
      ),
    );
    expect(result.current.customers).toEqual([]);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Failed to load specialists for this team.' }),
      ),
    );
    expect(result.current.specialistOptions).toHaveLength(5);
  });
});
