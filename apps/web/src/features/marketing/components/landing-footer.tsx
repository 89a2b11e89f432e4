import { Logo } from '@/components/logo';

export function LandingFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-3">
          <Logo />
          <p className="text-sm text-muted-foreground">
            The agency&apos;s AI consulting teams, one chat away. An internal tool for account managers and
            consultants.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 text-sm sm:gap-16">
          <div className="space-y-3">
            <p className="font-semibold">Product</p>
            <ul className="space-y-2 text-muted-foreground">
              <li>
                <a href="#features" className="hover:text-foreground">
                  Features
                </a>
              </li>
              <li>
                <a href="#how-it-works" className="hover:text-foreground">
                  How it works
                </a>
              </li>
            </ul>
          </div>
          <div className="space-y-3">
            <p className="font-semibold">Access</p>
            <ul className="space-y-2 text-muted-foreground">
              <li>Company accounts only</li>
              <li>Teams assigned by admins</li>
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Brief. For internal use by agency staff.
        </p>
      </div>
    </footer>
  );
}
