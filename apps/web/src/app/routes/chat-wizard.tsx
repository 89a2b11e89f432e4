import { ChatWizard } from '@/features/wizard/components/chat-wizard';

export function ChatWizardRoute() {
  return (
    <>
      <title>New Chat Wizard · Brief</title>
      <ChatWizard />
    </>
  );
}
