import { Loader2, PanelLeftClose, PanelLeftOpen, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { CustomerList } from '@/features/chat/components/customer-list';
import { ChatList } from '@/features/chat/components/chat-list';
import { TeamList } from '@/features/chat/components/team-list';
import type { ChatSelection } from '@/features/chat/hooks/use-chat-selection';
import type { ChatList as ChatListState, ListedChat } from '@/features/chat/hooks/use-chat-list';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';

export interface ChatSidebarProps {
  selection: ChatSelection;
  list: ChatListState;
  creating: boolean;
  onNewChat: () => void;
  onOpenChat: (chat: ListedChat) => void;
  onDeleteChat: (chat: ListedChat) => void;
}

function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2
      id={id}
      className="px-3 pt-3 pb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
    >
      {children}
    </h2>
  );
}

function NewChatButton({ creating, onNewChat }: Pick<ChatSidebarProps, 'creating' | 'onNewChat'>) {
  const tr = useStore(chatTexts);
  return (
    <Button className="w-full font-semibold tracking-wide" onClick={onNewChat} disabled={creating}>
      {creating ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Plus aria-hidden="true" />}
      {tr.newChat2}
    </Button>
  );
}

/**
 * The chat sidebar, expanded: Teams (at most 40% of the height), Customers (at most 40%), and the
 * bottom part (at least 20%) with NEW CHAT and the user's chats. Each part scrolls on its own.
 */
export function ChatSidebarPanel({
  selection,
  list,
  creating,
  onNewChat,
  onOpenChat,
  onDeleteChat,
}: ChatSidebarProps) {
  const tr = useStore(chatTexts);
  return (
    <div className="flex h-full min-h-0 flex-col">
      <section
        aria-labelledby="sidebar-teams"
        className="flex max-h-[40%] min-h-0 shrink-0 flex-col border-b"
      >
        <SectionHeading id="sidebar-teams">{tr.teams}</SectionHeading>
        <div className="min-h-0 overflow-y-auto px-2 pb-3">
          <TeamList
            teams={selection.teams}
            loading={selection.teamsLoading}
            selectedAppName={selection.team?.app_name ?? null}
            onToggle={selection.toggleTeam}
          />
        </div>
      </section>
      <section
        aria-labelledby="sidebar-customers"
        className="flex max-h-[40%] min-h-0 shrink-0 flex-col border-b"
      >
        <SectionHeading id="sidebar-customers">{tr.customers}</SectionHeading>
        <div className="min-h-0 overflow-y-auto px-2 pb-3">
          <CustomerList
            hasTeam={selection.team !== null}
            customers={selection.customers}
            loading={selection.customersLoading}
            selected={selection.customer}
            onSelect={selection.chooseCustomer}
          />
        </div>
      </section>
      <section aria-labelledby="sidebar-chats" className="flex min-h-[20%] flex-1 flex-col">
        <div className="px-3 pt-3">
          <NewChatButton creating={creating} onNewChat={onNewChat} />
        </div>
        <SectionHeading id="sidebar-chats">{tr.yourChats}</SectionHeading>
        <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
          <ChatList
            chats={list.chats}
            currentId={list.currentId}
            loading={list.loading}
            hasMore={list.hasMore}
            loadingMore={list.loadingMore}
            onLoadMore={list.loadMore}
            onOpen={onOpenChat}
            onDelete={onDeleteChat}
          />
        </div>
      </section>
    </div>
  );
}

/** The sidebar beside the chat from tablet width up: 72 units wide, or 16 collapsed. */
export function ChatSidebar({
  collapsed,
  onCollapsedChange,
  ...props
}: ChatSidebarProps & { collapsed: boolean; onCollapsedChange: (collapsed: boolean) => void }) {
  const tr = useStore(chatTexts);
  if (collapsed) {
    return (
      <aside
        aria-label={tr.chatSidebar}
        data-testid="chat-sidebar"
        data-collapsed="true"
        className="flex w-16 shrink-0 flex-col items-center gap-2 border-r bg-background py-3"
      >
        <Tooltip>
          <TooltipTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={tr.expandSidebar}
              onClick={() => onCollapsedChange(false)}
            >
              <PanelLeftOpen />
            </Button>
          </TooltipTrigger>
          <TooltipContent side="right">{tr.expandSidebar}</TooltipContent>
        </Tooltip>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button size="icon" aria-label={tr.newChat2} onClick={props.onNewChat} disabled={props.creating}>
              {props.creating ? <Loader2 className="animate-spin" /> : <Plus />}
            </Button>
          </TooltipTrigger>
          <TooltipContent side="right">{tr.newChat3}</TooltipContent>
        </Tooltip>
      </aside>
    );
  }
  return (
    <aside
      aria-label={tr.chatSidebar}
      data-testid="chat-sidebar"
      data-collapsed="false"
      className="relative flex w-72 shrink-0 flex-col border-r bg-background"
    >
      <div className="flex items-center justify-between border-b py-1.5 pr-2 pl-3">
        <span className="text-sm font-semibold">{tr.chatSetup}</span>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={tr.collapseSidebar}
              onClick={() => onCollapsedChange(true)}
            >
              <PanelLeftClose />
            </Button>
          </TooltipTrigger>
          <TooltipContent side="right">{tr.collapseSidebar}</TooltipContent>
        </Tooltip>
      </div>
      <div className="min-h-0 flex-1">
        <ChatSidebarPanel {...props} />
      </div>
    </aside>
  );
}
