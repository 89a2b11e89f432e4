import { Search, Users } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useAdminTeams } from '@/features/admin/api/get-admin-teams';
import { useAdminUsers } from '@/features/admin/api/get-admin-users';
import { ListError, ListLoading, LoadMoreButton } from '@/features/admin/components/list-states';
import { PersonRow } from '@/features/admin/components/person-row';
import { useLeadOnly } from '@/features/admin/hooks/use-lead-only';
import { useAuth } from '@/hooks/use-auth';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { getTokenUserId } from '@/lib/token';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';
import { adminLeads, adminMore } from '@/features/admin/i18n/en';

/** Everyone who may sign in: searchable by e-mail or name, a page at a time. */
export function PeopleList() {
  const tm = useStore(adminMore);
  const trx = useStore(adminTexts);
  const tl = useStore(adminLeads);
  const leadOnly = useLeadOnly();
  const { user } = useAuth();
  const selfId = user ? (getTokenUserId(user.access_token) ?? user.id) : null;
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const people = useAdminUsers(debounced);
  const teams = useAdminTeams();
  const rows = people.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2 text-lg">
            <Users aria-hidden="true" className="size-5 text-primary" />
            {trx.people}
          </CardTitle>
          <CardDescription>
            {leadOnly ? tl.peopleDescription : trx.teamsAdminRolePasswordsAnd}
          </CardDescription>
        </div>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={trx.searchByEMailOr}
            aria-label={trx.searchPeople}
            className="pl-9"
          />
        </div>
      </CardHeader>
      <CardContent>
        {people.isPending ? (
          <ListLoading label={trx.loadingPeople} />
        ) : people.isError ? (
          <ListError
            title={trx.peopleCouldNotBeLoaded}
            error={people.error}
            onRetry={() => void people.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={Users}
            title={debounced.trim() ? tm.nobodyMatches : tm.noPeopleYet}
            description={debounced.trim() ? tm.noEMailOrName({ value: debounced.trim() }) : undefined}
          />
        ) : (
          <div className="space-y-3">
            <table className="w-full table-fixed text-sm" aria-label={trx.people}>
              <thead className="border-b text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {trx.user}
                  </th>
                  <th scope="col" className="hidden w-24 py-2 pr-3 font-medium md:table-cell">
                    {trx.provider}
                  </th>
                  {/* Wide enough for the "Administrador" badge with its icon; not a lead's business. */}
                  {!leadOnly && (
                    <th scope="col" className="hidden w-32 py-2 pr-3 font-medium md:table-cell">
                      {trx.admin}
                    </th>
                  )}
                  <th scope="col" className="hidden w-48 py-2 pr-3 font-medium lg:table-cell">
                    {trx.teams}
                  </th>
                  <th scope="col" className="hidden w-44 py-2 pr-3 font-medium lg:table-cell">
                    {trx.lastSignIn}
                  </th>
                  <th scope="col" className="hidden w-24 py-2 pr-3 font-medium md:table-cell">
                    {trx.status}
                  </th>
                  {/* As wide as an admin's five buttons, which otherwise spill over the status. */}
                  <th
                    scope="col"
                    className={`${leadOnly ? 'w-16' : 'w-24 md:w-52'} py-2 text-right font-medium`}
                  >
                    <span className="sr-only">{trx.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((person) => (
                  <PersonRow
                    key={person.id}
                    person={person}
                    teams={teams.data ?? []}
                    isSelf={person.id === selfId}
                  />
                ))}
              </tbody>
            </table>
            <LoadMoreButton
              hasMore={people.hasNextPage}
              loading={people.isFetchingNextPage}
              onLoadMore={() => void people.fetchNextPage()}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
