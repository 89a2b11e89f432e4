import type { AdminSpecialist } from '@brief/contract/admin-console';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2, UserRoundCog } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDeleteSpecialist } from '@/features/admin/api/delete-specialist';
import { useSpecialists } from '@/features/admin/api/get-specialists';
import { useReorderSpecialists } from '@/features/admin/api/reorder-specialists';
import { useSaveSpecialist } from '@/features/admin/api/save-specialist';
import {
  CatalogueEntryDialog,
  type CatalogueEntry,
} from '@/features/admin/components/catalogue-entry-dialog';
import { ConfirmDialog } from '@/features/admin/components/confirm-dialog';
import { ListError, ListLoading } from '@/features/admin/components/list-states';
import { toastAdminError } from '@/features/admin/utils/admin-errors';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';
import { adminMore } from '@/features/admin/i18n/en';
import { adminValues } from '@/features/admin/i18n/en';

const asEntry = (specialist: AdminSpecialist | null): CatalogueEntry => ({
  name: specialist?.name ?? '',
  description: specialist?.description ?? '',
  body: specialist?.instructions ?? '',
});

/** A team's specialists in the order the chat shows them. */
export function SpecialistsPanel({ teamId }: { teamId: string }) {
  const tm = useStore(adminMore);
  const tr = useStore(adminTexts);
  const specialists = useSpecialists(teamId);
  const saveSpecialist = useSaveSpecialist(teamId);
  const reorder = useReorderSpecialists(teamId);
  const deleteSpecialist = useDeleteSpecialist(teamId);
  const list = specialists.data ?? [];

  const save = (specialistId: string | null) => (entry: CatalogueEntry) =>
    saveSpecialist.mutateAsync({
      specialistId,
      fields: { name: entry.name, description: entry.description, instructions: entry.body },
    });

  const move = (index: number, offset: -1 | 1) => {
    const ids = list.map((specialist) => specialist.id);
    const target = index + offset;
    const moved = ids[index];
    const other = ids[target];
    if (moved === undefined || other === undefined) return;
    ids[index] = other;
    ids[target] = moved;
    reorder.mutate(ids, { onError: (error) => toastAdminError(adminMore.get().couldNotReorder, error) });
  };

  const dialogText = {
    description: adminTexts.get().specialistsAreTheExpertsA,
    bodyLabel: 'Instructions',
    bodyHint: "They join the team's instructions in the prompt when this specialist is chosen.",
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2 text-base">
            <UserRoundCog aria-hidden="true" className="size-5 text-primary" />
            {tr.specialists}
          </CardTitle>
          <CardDescription>{tr.shownInTheChatIn}</CardDescription>
        </div>
        <CatalogueEntryDialog
          {...dialogText}
          title={tr.newSpecialist}
          submitLabel={tm.addSpecialist}
          initial={asEntry(null)}
          onSave={save(null)}
          trigger={
            <Button size="sm">
              <Plus aria-hidden="true" />
              {tr.addSpecialist}
            </Button>
          }
        />
      </CardHeader>
      <CardContent>
        {specialists.isPending ? (
          <ListLoading label={tr.loadingSpecialists} />
        ) : specialists.isError ? (
          <ListError
            title={tr.specialistsCouldNotBeLoaded}
            error={specialists.error}
            onRetry={() => void specialists.refetch()}
          />
        ) : list.length === 0 ? (
          <EmptyState icon={UserRoundCog} title={tr.noSpecialistsYet} description={tr.addTheExpertsOfThis} />
        ) : (
          <ol aria-label={tr.specialists} className="divide-y rounded-lg border">
            {list.map((specialist, index) => (
              <li key={specialist.id} className="flex items-start gap-2 p-3">
                <span className="mt-0.5 w-6 shrink-0 text-sm text-muted-foreground tabular-nums">
                  {index + 1}.
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{specialist.name}</p>
                  {specialist.description && (
                    <p className="line-clamp-2 text-sm text-muted-foreground">{specialist.description}</p>
                  )}
                </div>
                <div className="flex shrink-0 flex-wrap justify-end gap-0.5">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={tm.moveUp({ name: specialist.name })}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={tm.moveDown({ name: specialist.name })}
                    disabled={index === list.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <CatalogueEntryDialog
                    {...dialogText}
                    title={tr.editSpecialist}
                    submitLabel={tm.saveSpecialist}
                    initial={asEntry(specialist)}
                    onSave={save(specialist.id)}
                    trigger={
                      <Button variant="ghost" size="icon" aria-label={tm.edit({ name: specialist.name })}>
                        <Pencil aria-hidden="true" />
                      </Button>
                    }
                  />
                  <ConfirmDialog
                    title={tr.deleteThisSpecialist}
                    description={adminValues.get().specialistGone({ name: specialist.name })}
                    confirmLabel={tr.delete}
                    onConfirm={() =>
                      deleteSpecialist.mutate(specialist.id, {
                        onError: (error) => toastAdminError(adminMore.get().couldNotDeleteSpecialist, error),
                      })
                    }
                    trigger={
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={tm.delete({ name: specialist.name })}
                        className="text-destructive hover:text-destructive"
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    }
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
