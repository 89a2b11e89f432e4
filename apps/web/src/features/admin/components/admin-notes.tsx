import { KeyRound, Mail, Users } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Side notes next to the create-user form: what each choice means for the new user. */
export function AdminNotes({ companyDomain }: { companyDomain?: string }) {
  const notes = [
    {
      icon: Mail,
      text: companyDomain
        ? `Only ${companyDomain} addresses can sign in to Brief.`
        : 'Only company addresses can sign in to Brief.',
    },
    {
      icon: KeyRound,
      text: 'Password users sign in with their e-mail and the password you set. Google users sign in with their company Google account and have no password.',
    },
    {
      icon: Users,
      text: 'Teams decide which consulting agents the user sees when starting a chat.',
    },
  ];

  return (
    <Card className="h-fit bg-muted/30 shadow-none">
      <CardHeader>
        <CardTitle className="text-base">Good to know</CardTitle>
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
