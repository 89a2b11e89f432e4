import { Library, MessageSquareOff, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The chat area when the address names a chat the user does not have (deleted, another's, or no id). */
export function ChatNotFound() {
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div role="status" className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-16 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-secondary text-muted-foreground">
          <MessageSquareOff aria-hidden="true" className="size-7" />
        </span>
        <h2 className="text-xl font-semibold">This chat doesn&apos;t exist or was deleted</h2>
        <p className="text-muted-foreground">
          It may have been deleted, or the link is wrong. Your other chats are in the library.
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button asChild variant="outline">
            <Link to="/chats">
              <Library aria-hidden="true" />
              Open the Library
            </Link>
          </Button>
          <Button asChild>
            <Link to="/chat-wizard">
              <Plus aria-hidden="true" />
              New Chat
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
