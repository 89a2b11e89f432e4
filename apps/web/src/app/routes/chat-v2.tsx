import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ChatPage } from '@/features/chat/components/chat-page';
import type { ChatLaunch } from '@/features/chat/hooks/use-chat-launch';
import { ChatSetupStatus } from '@/features/wizard/components/chat-setup-status';
import { ConfigurationRequired } from '@/features/wizard/components/configuration-required';
import { NoTeamsAvailable } from '@/features/wizard/components/no-teams-available';
import {
  readChatLaunch,
  withoutLaunchParams,
  type ChatLaunchRequest,
} from '@/features/wizard/utils/chat-launch';
import { useAuth } from '@/hooks/use-auth';
import { toast } from '@/hooks/use-toast';
import { useCustomers } from '@/lib/chats/get-customers';
import { useTeams } from '@/lib/chats/get-teams';
import { chatTexts } from '@/features/chat/i18n/en';

/** How long 'Setting Up Your Chat' stays at least, so the user sees what is being set up. */
const SETUP_MIN_MS = 700;

type Mode = { kind: 'session' } | { kind: 'launch'; request: ChatLaunchRequest } | { kind: 'none' };

/**
 * /chat-v2: a stored chat (sessionId), a chat being launched (the wizard's state or the agents, customer
 * and prompt parameters), or neither (Configuration Required). The mode is read once: starting the
 * launched chat puts its sessionId into the address, and the page it is being set up on must stay the same.
 */
export function ChatV2Route() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode] = useState<Mode>(() => {
    if (params.get('sessionId')) return { kind: 'session' };
    const request = readChatLaunch(location.state, params);
    return request ? { kind: 'launch', request } : { kind: 'none' };
  });

  // The launch's parameters leave the address once read (it will hold only the chat's sessionId); the
  // request stays in the history entry's state, so a reload while setting up still has it.
  const launchInAddress = mode.kind === 'launch' && withoutLaunchParams(params).size !== params.size;
  useEffect(() => {
    if (mode.kind !== 'launch' || !launchInAddress) return;
    const search = withoutLaunchParams(params).toString();
    void navigate({ search: search ? `?${search}` : '' }, { replace: true, state: mode.request });
  }, [mode, launchInAddress, params, navigate]);

  if (mode.kind === 'session') return <ChatPage />;
  return <ConfiguredChat request={mode.kind === 'launch' ? mode.request : null} />;
}

/** The states around the chat sit in the page's column and scroll there, under the full-bleed frame. */
function ChatV2Notice({ children }: { children: ReactNode }) {
  return (
    <div className="h-full overflow-y-auto">
      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-10">{children}</div>
    </div>
  );
}

function ConfiguredChat({ request }: { request: ChatLaunchRequest | null }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const teams = useTeams(userId);
  const team = useMemo(
    () => (request ? (teams.data?.find((candidate) => request.agents.includes(candidate.id)) ?? null) : null),
    [teams.data, request],
  );
  const customers = useCustomers(userId, team);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), SETUP_MIN_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const launch = useMemo<ChatLaunch | null>(() => {
    if (!request || !team || customers.isPending) return null;
    const known = customers.data?.find(
      (customer) => customer.name === request.customer || customer.id === request.customer,
    );
    return {
      team,
      customer: known ? { id: known.id, name: known.name } : { id: '', name: request.customer },
      specialists: request.specialists,
      prompt: request.prompt,
    };
  }, [request, team, customers.isPending, customers.data]);

  const teamMissing = request !== null && teams.isSuccess && teams.data.length > 0 && team === null;
  const failed = request !== null && (teams.isError || teamMissing);
  useEffect(() => {
    if (failed) toast({ variant: 'destructive', title: chatTexts.get().failedToLaunchChat });
  }, [failed]);

  if (launch && waited) return <ChatPage launch={launch} />;
  let notice;
  if (teams.isSuccess && teams.data.length === 0) notice = <NoTeamsAvailable />;
  else if (!request || failed) notice = <ConfigurationRequired />;
  else
    notice = (
      <ChatSetupStatus
        teamName={team?.name ?? request.agents.join(', ')}
        customerName={request.customer}
        specialists={request.specialists}
        prompt={request.prompt}
      />
    );
  return <ChatV2Notice>{notice}</ChatV2Notice>;
}
