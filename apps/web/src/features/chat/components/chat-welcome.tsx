import { MessagesSquare, UserRound } from 'lucide-react';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';

/**
 * The empty chat area. Without a customer: the welcome text (pick a team, a customer and specialists).
 * With one: the customer's name and 'Start a new conversation with this customer'.
 */
export function ChatWelcome({ customerName }: { customerName: string | null }) {
  const tr = useStore(chatTexts);
  if (customerName) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-16 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-secondary text-primary">
          <UserRound aria-hidden="true" className="size-7" />
        </span>
        <h2 className="text-xl font-semibold">{customerName}</h2>
        <p className="text-muted-foreground">{tr.startANewConversationWith}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 px-6 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-secondary text-primary">
        <MessagesSquare aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-xl font-semibold">{tr.welcomeToBrief}</h2>
      <p className="text-muted-foreground">{tr.pickATeamAndA}</p>
    </div>
  );
}
