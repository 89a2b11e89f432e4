import { exportPaths } from '@brief/contract/exports';
import { Download, Pencil, Share2, Star } from 'lucide-react';
import { ExportMenu } from '@/components/export-menu';
import { exportTexts, shareTexts } from '@/components/i18n/en';
import { ShareChatDialog } from '@/components/share-chat-dialog';
import { Button } from '@/components/ui/button';
import { RenameChatDialog } from '@/components/rename-chat-dialog';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { libraryMore } from '@/features/library/i18n/en';

/** A library row's star and rename buttons. */
export function ChatActions({
  title,
  favorite,
  onToggleFavorite,
  onRename,
  onPropose,
  share,
}: {
  title: string;
  favorite: boolean;
  onToggleFavorite: () => void;
  onRename: (name: string) => void;
  onPropose: () => Promise<string | null>;
  /** The row's chat, for its Share dialog. */
  share?: { userId: string; chatId: string };
}) {
  const tm = useStore(libraryMore);
  const ts = useStore(shareTexts);
  const te = useStore(exportTexts);
  return (
    <div className="relative z-10 flex shrink-0 items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={favorite ? tm.removeFromFavorites({ title }) : tm.addToFavorites({ title })}
        aria-pressed={favorite}
        onClick={onToggleFavorite}
      >
        <Star
          aria-hidden="true"
          className={cn(favorite ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')}
        />
      </Button>
      <RenameChatDialog
        currentTitle={title}
        onRename={onRename}
        onPropose={onPropose}
        trigger={
          <Button variant="ghost" size="icon" aria-label={tm.rename({ title })}>
            <Pencil aria-hidden="true" className="text-muted-foreground" />
          </Button>
        }
      />
      {share && (
        <ExportMenu
          label={te.exportChatNamed({ title })}
          pathOf={(format) => exportPaths.chat(share.userId, share.chatId, format)}
          trigger={
            <Button variant="ghost" size="icon" aria-label={te.exportChatNamed({ title })}>
              <Download aria-hidden="true" className="text-muted-foreground" />
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
            <Button variant="ghost" size="icon" aria-label={ts.shareChatNamed({ title })}>
              <Share2 aria-hidden="true" className="text-muted-foreground" />
            </Button>
          }
        />
      )}
    </div>
  );
}
