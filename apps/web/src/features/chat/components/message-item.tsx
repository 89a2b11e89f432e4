import { AlertCircle, Bookmark, CircleStop, Copy, Download, Pencil, RefreshCw, Sparkles } from 'lucide-react';
import type { ExportFormat } from '@brief/contract/exports';
import { isDocumentSource, isMemorySource } from '@brief/contract/knowledge';
import { memo, useMemo, useRef } from 'react';
import { ExportMenu } from '@/components/export-menu';
import { exportTexts } from '@/components/i18n/en';
import { Button } from '@/components/ui/button';
import { LazyAssistantMarkdown } from '@/components/lazy-assistant-markdown';
import { AutomaticStep } from '@/features/chat/components/automatic-step';
import { IconAction } from '@/features/chat/components/icon-action';
import { MessageAttachments } from '@/features/chat/components/message-attachments';
import { MessageEditForm } from '@/features/chat/components/message-edit-form';
import { MessageSources } from '@/features/chat/components/message-sources';
import { RememberAction } from '@/features/chat/components/remember-action';
import { ReplyFindings } from '@/features/chat/components/reply-findings';
import { ReplyImages } from '@/features/chat/components/reply-images';
import { SourceDialog } from '@/features/chat/components/source-dialog';
import { ToolCallStep } from '@/features/chat/components/tool-call-step';
import { TypingIndicator } from '@/features/chat/components/typing-indicator';
import { VersionControl } from '@/features/chat/components/version-control';
import { useReplyFindings } from '@/features/chat/hooks/use-reply-findings';
import { useReplySources } from '@/features/chat/hooks/use-reply-sources';
import { messageTime, type ClientMessage } from '@/features/chat/utils/chat-message';
import { parseReply } from '@/features/chat/utils/parse-reply';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';
import { chatConnectors, chatMore } from '@/features/chat/i18n/en';

export interface MessageActions {
  onCopy: (text: string) => void;
  onStartEdit: (messageId: string) => void;
  onCancelEdit: () => void;
  onSubmitEdit: (message: ClientMessage, text: string) => void;
  /** Saves an assistant reply to the bookmarks. */
  onSave: (message: ClientMessage) => void;
  /**
   * Writes a new version of the chat's last reply; "Rewrite without them" asks for one with the reply's
   * brand-rule findings named to the model.
   */
  onRegenerate?: (message: ClientMessage, options?: { withoutFindings: true }) => void;
  /**
   * Shows another stored version of a reply, or of an edited user message with the exchanges that
   * followed it then; resolves to whether that version is now shown.
   */
  onSelectVersion?: (message: ClientMessage, version: number) => Promise<boolean>;
  /** Where a reply's export in each format is asked for (a stored reply of a chat the server keeps). */
  exportPathOf?: (message: ClientMessage, format: ExportFormat) => string;
  /** Where the file of a document a reply cites is asked for. */
  documentPathOf?: (documentId: string) => string;
  /** The viewer tab that shows a document a reply cites (a PDF, text, markdown). */
  documentViewOf?: (documentId: string) => string;
  /** Where the chat a cited fact of the team's memory was proposed from opens. */
  chatPathOf?: (chatId: string) => string;
  /** "Remember for {customer}": proposes a reply, or what is selected in it, as a fact of the customer. */
  remember?: { customerName: string; onRemember: (message: ClientMessage, text: string) => void };
}

/**
 * One message: the user's on the right with copy and edit, the assistant's as markdown with copy and
 * save-to-bookmarks.
 */
export const MessageItem = memo(function MessageItem({
  message,
  streaming = false,
  editing = false,
  canEdit = false,
  canRegenerate = false,
  saved = false,
  readOnly = false,
  actions,
}: {
  message: ClientMessage;
  /** The reply is still being written: no actions yet. */
  streaming?: boolean;
  editing?: boolean;
  canEdit?: boolean;
  /** The chat's last reply, with nothing running: it can be written again. */
  canRegenerate?: boolean;
  /** The reply is among the bookmarks: its bookmark icon is filled. */
  saved?: boolean;
  /** A chat shared with the reader: nothing to save or change, only to read and copy. */
  readOnly?: boolean;
  actions: MessageActions;
}) {
  const tm = useStore(chatMore);
  const tr = useStore(chatTexts);
  const te = useStore(exportTexts);
  const tc = useStore(chatConnectors);
  const reply = useMemo(
    () => (message.role === 'assistant' ? parseReply(message.content, window.location.origin) : null),
    [message.role, message.content],
  );
  const sources = useReplySources(message.sources);
  const findings = useReplyFindings(message.content, reply?.text, message.ruleFindings);
  const replyRef = useRef<HTMLDivElement>(null);
  const time = messageTime(message.timestamp);
  // Failed here (not sent), or stored as failed by the server (the model failed).
  const failed = message.status === 'failed' || message.replyStatus === 'failed';
  // Stopped or failed on its way: written in part, it can be written again.
  const unfinished = message.replyStatus === 'failed' || message.replyStatus === 'interrupted';
  // A reply being written in the list itself (a new version in its old place, or one the server is
  // writing for another tab) is pending there.
  const writing =
    streaming ||
    (message.role === 'assistant' && (message.status === 'pending' || message.replyStatus === 'running'));
  const { onRegenerate, onSelectVersion } = actions;

  if (message.role === 'user' && message.automatic !== undefined) {
    return <AutomaticStep message={message} kind={message.automatic} />;
  }

  if (message.role === 'system') {
    return (
      <p className="mx-auto max-w-xl px-4 py-2 text-center text-xs text-muted-foreground">
        {message.content}
      </p>
    );
  }

  if (message.role === 'user') {
    return (
      <div
        className="group flex flex-col items-end gap-1 px-4 py-2 sm:px-6"
        data-testid="message"
        data-role="user"
      >
        <MessageAttachments attachments={message.attachments} align="end" />
        {editing ? (
          <MessageEditForm
            message={message}
            onCancel={actions.onCancelEdit}
            onSubmit={(text) => actions.onSubmitEdit(message, text)}
          />
        ) : (
          <div
            data-testid="message-text"
            className={cn(
              'max-w-[85%] rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-sm whitespace-pre-wrap text-primary-foreground shadow-xs sm:max-w-[75%]',
              message.status === 'pending' && 'opacity-80',
              failed && 'bg-primary/70',
            )}
          >
            {message.content}
          </div>
        )}
        {!editing && (
          <div className="flex items-center gap-1 text-xs text-muted-foreground">
            {failed && (
              <span className="mr-1 inline-flex items-center gap-1 text-destructive">
                <AlertCircle aria-hidden="true" className="size-3" /> {tr.notSent}
              </span>
            )}
            {onSelectVersion &&
              message.status === undefined &&
              message.version !== undefined &&
              (message.versionCount ?? 1) > 1 && (
                <VersionControl
                  label={tr.messageVersions}
                  version={message.version}
                  count={message.versionCount ?? 1}
                  onSelect={(version) => void onSelectVersion(message, version)}
                />
              )}
            {time && <time dateTime={message.timestamp}>{time}</time>}
            {message.status === undefined && (
              <span className="flex opacity-100 transition-opacity sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
                <IconAction label={tr.copyMessage} onClick={() => actions.onCopy(message.content)}>
                  <Copy className="size-3.5" />
                </IconAction>
                {canEdit && (
                  <IconAction label={tr.editMessage} onClick={() => actions.onStartEdit(message.id)}>
                    <Pencil className="size-3.5" />
                  </IconAction>
                )}
              </span>
            )}
          </div>
        )}
      </div>
    );
  }

  return (
    <div
      className="group flex gap-3 px-4 py-2 sm:px-6"
      data-testid="message"
      data-role="assistant"
      data-streaming={writing ? 'true' : undefined}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-secondary text-primary',
          failed && 'bg-destructive/10 text-destructive',
        )}
      >
        {failed ? <AlertCircle className="size-4" /> : <Sparkles className="size-4" />}
      </span>
      <div className="min-w-0 flex-1">
        <div
          ref={replyRef}
          data-testid="reply-text"
          className={cn(
            'rounded-2xl rounded-tl-md border bg-card px-4 py-3 shadow-xs',
            failed && 'border-destructive/30 bg-destructive/5',
          )}
        >
          {message.toolCalls && message.toolCalls.length > 0 && (
            <ul aria-label={tc.calls} className={cn('flex flex-col gap-1.5', reply?.text !== '' && 'mb-3')}>
              {message.toolCalls.map((call) => (
                <ToolCallStep key={call.key} call={call} />
              ))}
            </ul>
          )}
          {reply && reply.text !== '' && (
            <LazyAssistantMarkdown
              text={reply.text}
              citations={sources.citations}
              findings={writing ? undefined : findings}
              unfinished={writing || (message.replyStatus !== undefined && message.replyStatus !== 'done')}
            />
          )}
          {writing && reply?.text === '' && <TypingIndicator />}
          {message.replyStatus === 'failed' && reply?.text === '' && (
            <p className="text-sm">{tr.replyFailedBeforeWriting}</p>
          )}
          {reply && <ReplyImages images={reply.images} />}
          {message.attachments && message.attachments.length > 0 && (
            <div className="mt-3">
              <MessageAttachments attachments={message.attachments} />
            </div>
          )}
          {message.sources && message.sources.length > 0 && (
            <MessageSources sources={message.sources} onOpen={sources.openSource} />
          )}
          {!writing && message.ruleFindings && message.ruleFindings.length > 0 && (
            <ReplyFindings
              count={message.ruleFindings.length}
              onRewrite={
                canRegenerate && onRegenerate && !readOnly
                  ? () => onRegenerate(message, { withoutFindings: true })
                  : undefined
              }
            />
          )}
          {!writing && message.replyStatus === 'stopped' && (
            <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground">
              <CircleStop aria-hidden="true" className="size-3.5" />
              {tr.stopped}
            </p>
          )}
          {!writing && unfinished && (
            <div
              data-testid="reply-unfinished"
              className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-muted-foreground"
            >
              <span className="flex items-center gap-1.5">
                <AlertCircle aria-hidden="true" className="size-3.5 text-destructive" />
                {message.replyStatus === 'interrupted' ? tr.replyInterrupted : tr.replyFailed}
              </span>
              {canRegenerate && onRegenerate && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="h-7 gap-1.5 px-2.5 text-xs"
                  onClick={() => onRegenerate(message)}
                >
                  <RefreshCw aria-hidden="true" className="size-3.5" />
                  {tr.retryReply}
                </Button>
              )}
            </div>
          )}
        </div>
        {!writing && (
          <div className="mt-1 flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
            {onSelectVersion && message.version !== undefined && (message.versionCount ?? 1) > 1 && (
              <VersionControl
                label={tr.replyVersions}
                version={message.version}
                count={message.versionCount ?? 1}
                onSelect={(version) => void onSelectVersion(message, version)}
              />
            )}
            {time && <time dateTime={message.timestamp}>{time}</time>}
            {!failed && (
              <IconAction label={tr.copyMessage} onClick={() => actions.onCopy(message.content)}>
                <Copy className="size-3.5" />
              </IconAction>
            )}
            {message.status === undefined && message.replyStatus !== 'failed' && !readOnly && (
              <IconAction
                label={tr.saveToBookmarks}
                title={saved ? tm.savedToBookmarks : tm.saveToBookmarks}
                onClick={() => actions.onSave(message)}
              >
                <Bookmark
                  data-saved={saved ? 'true' : undefined}
                  className={cn('size-3.5', saved && 'fill-current text-primary')}
                />
              </IconAction>
            )}
            {actions.exportPathOf && message.status === undefined && message.replyStatus !== 'failed' && (
              <ExportMenu
                label={te.exportReply}
                pathOf={(format) => actions.exportPathOf?.(message, format) ?? ''}
                trigger={
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7 text-muted-foreground hover:text-foreground"
                    aria-label={te.exportReply}
                  >
                    <Download className="size-3.5" />
                  </Button>
                }
              />
            )}
            {actions.remember &&
              !readOnly &&
              message.status === undefined &&
              message.replyStatus !== 'failed' &&
              reply && (
                <RememberAction
                  customerName={actions.remember.customerName}
                  reply={replyRef}
                  replyText={reply.text}
                  onRemember={(text) => actions.remember?.onRemember(message, text)}
                />
              )}
            {canRegenerate && onRegenerate && message.status === undefined && !unfinished && (
              <IconAction label={tr.regenerate} onClick={() => onRegenerate(message)}>
                <RefreshCw className="size-3.5" />
              </IconAction>
            )}
          </div>
        )}
      </div>
      {sources.citations && (
        <SourceDialog
          source={sources.source}
          open={sources.open}
          onOpenChange={sources.setOpen}
          documentPath={
            sources.source && isDocumentSource(sources.source) && actions.documentPathOf
              ? actions.documentPathOf(sources.source.documentId)
              : null
          }
          documentViewPath={
            sources.source && isDocumentSource(sources.source) && actions.documentViewOf
              ? actions.documentViewOf(sources.source.documentId)
              : null
          }
          chatPath={
            sources.source && isMemorySource(sources.source) && sources.source.chatId && actions.chatPathOf
              ? actions.chatPathOf(sources.source.chatId)
              : null
          }
        />
      )}
    </div>
  );
});
