import { ChatWizard } from '@/features/wizard/components/chat-wizard';
import { useStore } from '@nanostores/react';
import { wizardTexts } from '@/features/wizard/i18n/en';

export function ChatWizardRoute() {
  const tr = useStore(wizardTexts);
  return (
    <>
      <title>{tr.newChatWizardBrief}</title>
      <ChatWizard />
    </>
  );
}
