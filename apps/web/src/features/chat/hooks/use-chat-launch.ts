import type { Team } from '@brief/contract/teams';
import { useEffect, useRef, useState } from 'react';
import { chatMore } from '@/features/chat/i18n/en';
import type { NewChatSetup } from '@/features/chat/hooks/use-chat-list';
import type { ChatSetup } from '@/features/chat/hooks/use-chat-selection';
import { toast } from '@/hooks/use-toast';
import type { Customer } from '@/lib/chats/get-customers';
import { logger } from '@/lib/logger';

/**
 * A chat configured outside the page (by the wizard): its team and customer are chosen, a new chat is
 * started, and the prompt, if any, is its first message.
 */
export interface ChatLaunch {
  team: Team;
  customer: Customer;
  /** The specialists chosen in the wizard (at least one); none falls back to the team's first. */
  specialists: readonly string[];
  prompt: string | null;
}

const launchFailed = () =>
  toast({
    variant: 'destructive',
    title: chatMore.get().error,
    description: chatMore.get().failedToLaunchChat,
  });

/**
 * Starts a launch's chat once, with the specialists chosen in the wizard (a launch from an address that
 * names none gets the team's first, so a chat can start), and sends its prompt once that chat is the
 * open one and idle.
 */
export function useChatLaunch({
  launch,
  signedIn,
  firstSpecialist,
  restoreSetup,
  create,
  onStarted,
  openChatId,
  idle,
  send,
}: {
  launch: ChatLaunch | undefined;
  signedIn: boolean;
  /** The team's first specialist, once the team's list is known. */
  firstSpecialist: string | undefined;
  restoreSetup: (setup: ChatSetup) => void;
  create: (setup: NewChatSetup) => Promise<string>;
  onStarted: (id: string) => void;
  openChatId: string | null;
  /** Nothing is being started or sent. */
  idle: boolean;
  send: (text: string) => Promise<boolean>;
}) {
  const started = useRef(false);
  const promptSent = useRef(false);
  const [launchedId, setLaunchedId] = useState<string | null>(null);

  useEffect(() => {
    if (!launch || !signedIn || started.current) return;
    started.current = true;
    const specialists =
      launch.specialists.length > 0 ? [...launch.specialists] : firstSpecialist ? [firstSpecialist] : [];
    restoreSetup({ appName: launch.team.app_name, customer: launch.customer, specialists });
    create({ appName: launch.team.app_name, customer: launch.customer, specialists })
      .then((id) => {
        onStarted(id);
        setLaunchedId(id);
      })
      .catch((error: unknown) => {
        logger.error('Launching the chat failed', error);
        launchFailed();
      });
  }, [launch, signedIn, firstSpecialist, restoreSetup, create, onStarted]);

  useEffect(() => {
    if (!launch?.prompt || launchedId === null || promptSent.current) return;
    if (openChatId !== launchedId || !idle) return;
    promptSent.current = true;
    void send(launch.prompt).then((sent) => {
      if (!sent) launchFailed();
    });
  }, [launch, launchedId, openChatId, idle, send]);
}
