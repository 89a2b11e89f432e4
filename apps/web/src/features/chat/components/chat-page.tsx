import type { AutomaticPrompt } from '@brief/contract/chats';
import { AlertCircle, Loader2, PanelLeft } from 'lucide-react';
import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { markdownRenderer } from '@/components/markdown-renderer';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { TooltipProvider } from '@/components/ui/tooltip';
import {
  ChatSidebar,
  ChatSidebarPanel,
  type ChatSidebarProps,
} from '@/features/chat/components/chat-sidebar';
import { ChatNotFound } from '@/features/chat/components/chat-not-found';
import { BrandRulesSheet } from '@/features/chat/components/brand-rules-sheet';
import { ChatTitleBar } from '@/features/chat/components/chat-title-bar';
import { ChatWelcome } from '@/features/chat/components/chat-welcome';
import { BudgetNotice } from '@/features/chat/components/budget-notice';
import { Composer } from '@/features/chat/components/composer';
import { FileDropZone } from '@/features/chat/components/file-drop-zone';
import { lazyMessageList } from '@/features/chat/components/lazy-message-list';
import { MessageItem } from '@/features/chat/components/message-item';
import { RememberDialog } from '@/features/chat/components/remember-dialog';
import { ReplyFollowUps } from '@/features/chat/components/reply-follow-ups';
import { SpecialistsPicker } from '@/features/chat/components/specialists-picker';
import { customerPagePath } from '@/lib/customers/customer-page-path';
import { useChatAttachments } from '@/features/chat/hooks/use-chat-attachments';
import { useChatController } from '@/features/chat/hooks/use-chat-controller';
import { useChatDraft } from '@/features/chat/hooks/use-chat-draft';
import type { ChatLaunch } from '@/features/chat/hooks/use-chat-launch';
import { useChatShortcuts } from '@/features/chat/hooks/use-chat-shortcuts';
import { useReplyFollowUps } from '@/features/chat/hooks/use-reply-follow-ups';
import { adjacentChat } from '@/features/chat/utils/adjacent-chat';
import type { ClientMessage } from '@/features/chat/utils/chat-message';
import { draftKeyOf } from '@/features/chat/utils/draft-key';
import { useAuth } from '@/hooks/use-auth';
import { useMediaQuery } from '@/hooks/use-media-query';
import { usePublicConfig } from '@/lib/public-config';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';
import { chatMore } from '@/features/chat/i18n/en';

const MessageList = lazyMessageList.Component;

/**
 * The chat at /chat: the sidebar, the open chat and the composer. /chat-v2 shows the same page, given
 * a `launch` from the wizard to start with.
 */
export function ChatPage({ launch }: { launch?: ChatLaunch } = {}) {
  const tm = useStore(chatMore);
  const tr = useStore(chatTexts);
  const { user } = useAuth();
  const page = useChatController(user, launch);
  const desktop = useMediaQuery('(min-width: 768px)');
  const { data: config } = usePublicConfig();
  const { current, activeRun, storedMessages, failures } = page.chat;
  const { loading } = page;
  // Once a chat is open, the code of its message list and of its replies' markdown downloads while the
  // chat itself loads; a page without one (a new chat's welcome) never needs them.
  const chatOpen = current != null;
  useEffect(() => {
    if (!chatOpen) return;
    void lazyMessageList.preload();
    void markdownRenderer.preload();
  }, [chatOpen]);
  const userId = page.user?.id ?? '';
  const draftKey = draftKeyOf(current?.id ?? null, {
    appName: page.selection.team?.app_name ?? null,
    customerName: page.selection.customer?.name ?? null,
  });
  const draft = useChatDraft(userId, draftKey);
  const attachments = useChatAttachments({
    chatId: current?.id ?? null,
    uploadMaxMb: config?.uploadMaxMb ?? null,
    prepare: page.uploadTarget,
    draft: draft.files,
  });
  /** The composer's message goes with the open chat's uploaded files; they come back if it fails. */
  const sendFromComposer = async (text: string, automatic?: AutomaticPrompt) => {
    const taken = attachments.take();
    const sent = await page.send(text, {
      attachments: taken.flatMap((attachment) => (attachment.stored ? [attachment.stored] : [])),
      automatic,
    });
    if (!sent) attachments.restore(taken);
    return sent;
  };

  const lastStored = storedMessages.at(-1);
  const lastReply =
    lastStored?.role === 'assistant' && !activeRun && failures.length === 0 && current && !current.local
      ? lastStored
      : null;
  const followUps = useReplyFollowUps(userId, current?.id ?? null, lastReply);

  const { actions, editingId, isSaved } = page.messages;
  const canEdit = useCallback(
    (message: ClientMessage) => message.role === 'user' && message.status === undefined && !loading,
    [loading],
  );
  const lastReplyId = lastReply?.id;
  const canRegenerate = useCallback((message: ClientMessage) => message.id === lastReplyId, [lastReplyId]);
  // A reply being regenerated shows its new text in its own place.
  const listed = useMemo(() => {
    const replacing = activeRun?.replacing;
    if (!replacing) return storedMessages;
    return storedMessages.map((message): ClientMessage =>
      message.id === replacing
        ? {
            ...message,
            content: activeRun.reply,
            toolCalls: activeRun.toolCalls,
            status: 'pending',
            replyStatus: undefined,
            versionCount: 1,
          }
        : message,
    );
  }, [storedMessages, activeRun]);

  const sidebarProps: ChatSidebarProps = {
    selection: page.selection,
    list: page.list,
    creating: page.list.creating,
    onNewChat: () => void page.newChat(),
    onOpenChat: page.openChat,
    onDeleteChat: page.deleteChat,
  };

  // The chat's keyboard shortcuts (the shortcuts sheet lists them): the same actions as the buttons.
  const composerArea = useRef<HTMLDivElement>(null);
  const openAdjacent = (step: -1 | 1) => {
    const next = adjacentChat(page.list.chats, current?.id ?? null, step);
    if (next) page.openChat(next);
  };
  useChatShortcuts({
    onNewChat: () => void page.newChat(),
    onFocusComposer: () => composerArea.current?.querySelector('textarea')?.focus(),
    onStop: activeRun && activeRun.phase !== 'stopping' ? page.stop : undefined,
    onPreviousChat: () => openAdjacent(-1),
    onNextChat: () => openAdjacent(1),
  });

  const customerName = page.selection.customer?.name ?? null;
  const hasMessages = storedMessages.length > 0 || failures.length > 0 || activeRun !== undefined;

  const loadingChat = (
    <div className="grid flex-1 place-items-center text-sm text-muted-foreground" role="status">
      <span className="flex items-center gap-2">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {tr.loadingChat}
      </span>
    </div>
  );
  let body;
  if (page.chat.missing) {
    body = <ChatNotFound />;
  } else if (current && page.chat.loading) {
    body = loadingChat;
  } else if (current && page.chat.failed) {
    body = (
      <div className="grid flex-1 place-items-center px-6 text-center text-sm text-muted-foreground">
        <span className="flex items-center gap-2">
          <AlertCircle aria-hidden="true" className="size-4 text-destructive" /> {tr.thisChatCouldNotBe}
        </span>
      </div>
    );
  } else if (!current || !hasMessages) {
    body = (
      <div className="min-h-0 flex-1 overflow-y-auto">
        <ChatWelcome customerName={customerName} />
      </div>
    );
  } else {
    body = (
      <Suspense fallback={loadingChat}>
        <MessageList
          key={current.id}
          messages={listed}
          editingId={editingId}
          canEdit={canEdit}
          canRegenerate={canRegenerate}
          isSaved={isSaved}
          actions={actions}
          stickSignal={activeRun?.userMessage?.id ?? null}
          footer={
            <>
              {failures.map((message) => (
                <MessageItem key={message.id} message={message} actions={actions} />
              ))}
              {activeRun?.userMessage && (
                <>
                  <MessageItem message={activeRun.userMessage} actions={actions} />
                  <MessageItem
                    streaming
                    message={{
                      id: 'streaming-reply',
                      role: 'assistant',
                      content: activeRun.reply,
                      toolCalls: activeRun.toolCalls,
                      timestamp: new Date().toISOString(),
                      status: 'pending',
                    }}
                    actions={actions}
                  />
                </>
              )}
              {followUps.shown && (
                <ReplyFollowUps
                  suggestions={followUps.suggestions}
                  related={followUps.related}
                  relatedLoading={followUps.relatedLoading}
                  disabled={loading}
                  onPick={(text) => void page.send(text)}
                />
              )}
            </>
          }
        />
      </Suspense>
    );
  }

  return (
    <TooltipProvider>
      <title>{tr.chatBrief}</title>
      {/* On phones the sidebar is a drawer; its root wraps the page so the title bar can hold its trigger. */}
      <Sheet open={!desktop && page.sidebar.drawerOpen} onOpenChange={page.sidebar.setDrawerOpen}>
        <div className="flex h-full min-h-0">
          {desktop ? (
            <ChatSidebar
              {...sidebarProps}
              collapsed={page.sidebar.collapsed}
              onCollapsedChange={page.sidebar.setCollapsed}
            />
          ) : (
            <SheetContent side="left" className="w-72 p-0" aria-describedby="chat-drawer-description">
              <div className="border-b py-4 pr-12 pl-4">
                <SheetTitle>{tr.chatSetup}</SheetTitle>
                <SheetDescription id="chat-drawer-description" className="text-xs">
                  {tr.teamCustomerAndYourChats}
                </SheetDescription>
              </div>
              <div className="min-h-0 flex-1">
                <ChatSidebarPanel {...sidebarProps} />
              </div>
            </SheetContent>
          )}
          <FileDropZone
            onFiles={(files) => void attachments.attach(files)}
            className="flex min-w-0 flex-1 flex-col"
          >
            <section aria-label={tr.chat} className="flex min-h-0 flex-1 flex-col bg-background">
              <ChatTitleBar
                title={page.title}
                customerName={page.chat.missing ? null : (current?.customerName ?? customerName)}
                specialists={page.chat.missing ? [] : (current?.specialists ?? page.selection.specialists)}
                favorite={current?.favorite ?? false}
                canEdit={current !== null && !current.local}
                sidebarTrigger={
                  desktop ? undefined : (
                    <SheetTrigger asChild>
                      <Button variant="ghost" size="icon" aria-label={tr.openSidebar}>
                        <PanelLeft />
                      </Button>
                    </SheetTrigger>
                  )
                }
                onToggleFavorite={page.titleActions.toggleFavorite}
                onRename={page.titleActions.rename}
                onPropose={page.titleActions.proposeTitle}
                copied={page.chat.copiedFromShared}
                customerHref={page.customer ? customerPagePath(page.customer.id) : undefined}
                customerTools={
                  page.user && page.customer && !page.chat.missing ? (
                    <BrandRulesSheet
                      userId={page.user.id}
                      customerId={page.customer.id}
                      customerName={page.customer.name}
                    />
                  ) : undefined
                }
                share={
                  page.user && current && !current.local
                    ? { userId: page.user.id, chatId: current.id }
                    : undefined
                }
              />
              {body}
              {page.user && (
                <RememberDialog
                  userId={page.user.id}
                  proposal={page.remember.proposal}
                  onClose={page.remember.close}
                />
              )}
              <div ref={composerArea} className={page.chat.missing ? 'hidden' : 'contents'}>
                {page.user && current && !current.local && page.refusal === null && (
                  <BudgetNotice userId={page.user.id} chatId={current.id} messages={storedMessages.length} />
                )}
                <Composer
                  // Each chat (or new-chat setup) has its own draft: the composer starts again from it.
                  key={draftKey}
                  initialText={draft.initialText}
                  onTextChange={draft.saveText}
                  placeholder={customerName ? tm.askAbout({ customerName }) : tm.askAnything}
                  loading={loading}
                  running={activeRun !== undefined}
                  stopping={activeRun?.phase === 'stopping'}
                  refusal={page.refusal}
                  webSearch={config?.webSearch ?? false}
                  attachments={attachments.items}
                  onAttach={(files) => void attachments.attach(files)}
                  onRemoveAttachment={attachments.remove}
                  onRetryAttachment={attachments.retry}
                  onSend={sendFromComposer}
                  onStop={page.stop}
                  specialists={
                    <SpecialistsPicker
                      options={page.selection.specialistOptions}
                      selected={page.selection.specialists}
                      onToggle={page.selection.toggleSpecialist}
                    />
                  }
                  note={config?.model.offline ? tm.repliesComeFromTheOffline : undefined}
                />
              </div>
            </section>
          </FileDropZone>
        </div>
      </Sheet>
    </TooltipProvider>
  );
}
