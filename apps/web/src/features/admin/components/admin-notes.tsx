import { KeyRound, Mail, Users } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';
import { labelIn } from '@/i18n/core';
import { adminMoreLabels } from '@/features/admin/i18n/en';
import { adminValues } from '@/features/admin/i18n/en';

/** Side notes next to the create-user form: what each choice means for the new user. */
export function AdminNotes({ companyDomain }: { companyDomain?: string }) {
  const tr = useStore(adminTexts);
  const notes = [
    {
      icon: Mail,
      text: companyDomain
        ? adminValues.get().onlyDomain({ domain: companyDomain })
        : labelIn(adminMoreLabels.get(), 'Only company addresses can sign in to Brief.'),
    },
    {
      icon: KeyRound,
      text: adminTexts.get().passwordUsersSignInWith,
    },
    {
      icon: Users,
      text: adminTexts.get().teamsDecideWhichConsultingAgents,
    },
  ];

  return (
    <Card className="h-fit bg-muted/30 shadow-none">
      <CardHeader>
        <CardTitle className="text-base">{tr.goodToKnow}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {notes.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 text-sm text-muted-foreground">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
