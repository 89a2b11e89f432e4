import { exportPaths } from '@brief/contract/exports';
import { Download, Pencil, Share2, Star } from 'lucide-react';
import { ExportMenu } from '@/components/export-menu';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RenameChatDialog } from '@/components/rename-chat-dialog';
import { ShareChatDialog } from '@/components/share-chat-dialog';
import { exportTexts, shareTexts } from '@/components/i18n/en';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';
import { chatMore } from '@/features/chat/i18n/en';
import { chatSharing } from '@/features/chat/i18n/en';

/** The current chat's title with its favorite star and the rename dialog. */
export function ChatTitleBar({
  title,
  customerName,
  specialists,
  favorite,
  canEdit,
  sidebarTrigger,
  onToggleFavorite,
  onRename,
  onPropose,
  share,
  copied = false,
  customerTools,
  customerHref,
}: {
  title: string;
  customerName: string | null;
  specialists: readonly string[];
  favorite: boolean;
  /** A chat the server keeps is open: favorite and rename are offered. */
  canEdit: boolean;
  /** On phones the sidebar is a drawer opened from here: its trigger. */
  sidebarTrigger?: ReactNode;
  onToggleFavorite: () => void;
  onRename: (title: string) => void;
  onPropose: () => Promise<string | null>;
  /** The open chat, for its Share dialog. */
  share?: { userId: string; chatId: string };
  /** Continued from a chat shared with the user: says so. */
  copied?: boolean;
  /** What the customer's header offers beside its name (its brand rules). */
  customerTools?: ReactNode;
  /** The customer's page: the customer's badge links to it. */
  customerHref?: string;
}) {
  const tm = useStore(chatMore);
  const tr = useStore(chatTexts);
  const ts = useStore(shareTexts);
  const te = useStore(exportTexts);
  const tsh = useStore(chatSharing);
  return (
    // Toasts stay below this bar, so its star and rename buttons are never covered.
    <div
      data-toast-ceiling
      className="flex min-h-14 items-center gap-2 border-b bg-background px-3 py-2 sm:px-6"
    >
      {sidebarTrigger}
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-base font-semibold" data-testid="chat-title" title={title}>
          {title}
        </h1>
        {(customerName || specialists.length > 0) && (
          <p className="flex min-w-0 items-center gap-2 text-xs text-muted-foreground">
            {customerName &&
              (customerHref ? (
                // A long name gives way (cut short) so the tools after it stay on a phone's screen.
                <Badge asChild variant="secondary" className="min-w-0 shrink hover:bg-secondary/70">
                  <Link to={customerHref} title={customerName}>
                    <span className="truncate">{customerName}</span>
                  </Link>
                </Badge>
              ) : (
                <Badge variant="secondary" className="min-w-0 shrink" title={customerName}>
                  <span className="truncate">{customerName}</span>
                </Badge>
              ))}
            {customerName && customerTools}
            <span className="truncate">{specialists.join(', ')}</span>
            {copied && (
              <Badge variant="outline" className="shrink-0">
                {tsh.copiedFrom}
              </Badge>
            )}
          </p>
        )}
      </div>
      {canEdit && (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={favorite ? tm.removeFromFavorites : tm.addToFavorites}
            aria-pressed={favorite}
            onClick={onToggleFavorite}
          >
            <Star className={cn(favorite ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')} />
          </Button>
          <RenameChatDialog
            trigger={
              <Button variant="ghost" size="icon" aria-label={tr.renameChat}>
                <Pencil className="text-muted-foreground" />
              </Button>
            }
            currentTitle={title}
            onRename={onRename}
            onPropose={onPropose}
          />
          {share && (
            <ExportMenu
              label={te.exportChat}
              pathOf={(format) => exportPaths.chat(share.userId, share.chatId, format)}
              trigger={
                <Button variant="ghost" size="icon" aria-label={te.exportChat}>
                  <Download className="text-muted-foreground" />
                </Button>
              }
            />
          )}
          {share && (
            <ShareChatDialog
              userId={share.userId}
              chatId={share.chatId}
              title={title}
              trigger={
                <Button variant="ghost" size="icon" aria-label={ts.shareChat}>
                  <Share2 className="text-muted-foreground" />
                </Button>
              }
            />
          )}
        </>
      )}
    </div>
  );
}
