import { Library, MessageSquareOff, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';

/** The chat area when the address names a chat the user does not have (deleted, another's, or no id). */
export function ChatNotFound() {
  const tr = useStore(chatTexts);
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div role="status" className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-16 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-secondary text-muted-foreground">
          <MessageSquareOff aria-hidden="true" className="size-7" />
        </span>
        <h2 className="text-xl font-semibold">{tr.thisChatDoesnTExist}</h2>
        <p className="text-muted-foreground">{tr.itMayHaveBeenDeleted}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button asChild variant="outline">
            <Link to="/chats">
              <Library aria-hidden="true" />
              {tr.openTheLibrary}
            </Link>
          </Button>
          <Button asChild>
            <Link to="/chat-wizard">
              <Plus aria-hidden="true" />
              {tr.newChat}
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
