import type { DeleteUserRequest, DeletedUser } from '@brief/contract/offboarding';
import type { AdminContext, AuditService } from '../admin/audit';
import type { Clock } from '../clock';
import { badRequest, conflict, notFound } from '../errors';
import type { UsersRepo } from '../users/repo';
import type { OffboardingRepo } from './repo';

type Deps = {
  repo: OffboardingRepo;
  users: Pick<UsersRepo, 'findById'>;
  /** The chat module's one delete of a chat with everything of it (messages, shares, search, files). */
  deleteChat: (ownerId: string, chatId: string) => Promise<boolean>;
  /** Running replies: the person's stop before their chats go. */
  runs: { stopUser(userId: string): Promise<number> };
  /** Removes the bytes of files whose rows are gone. */
  removeFiles: (storageKeys: readonly string[]) => Promise<void>;
  audit: AuditService;
  clock: Clock;
};

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Deleting a person when they leave: everything of theirs goes, the audit log keeps their e-mail. */
export function createPersonDeleteService(deps: Deps) {
  const { repo } = deps;
  return {
    /**
     * Only with their e-mail typed to confirm, and never one's own account. Their sessions end first
     * (the account is closed, so nothing new is written meanwhile); then each chat goes with everything
     * of it; then, in one transaction with the audit entry, their other files, bookmarks, team grants,
     * the shares of colleagues' chats with them, and the person; the files' bytes last.
     */
    async remove(context: AdminContext, userId: string, request: DeleteUserRequest): Promise<DeletedUser> {
      if (context.actor.id === userId)
        throw conflict('You cannot delete your own account', { reason: 'delete_self' });
      const person = await deps.users.findById(userId);
      if (person === undefined) throw notFound('User not found');
      if (!sameEmail(request.confirm, person.email)) {
        throw badRequest("confirm: type the person's e-mail to delete them", {
          reason: 'confirm_mismatch',
          field: 'confirm',
        });
      }
      await repo.closeAccount(person.id, deps.clock.now().toISOString());
      await deps.runs.stopUser(person.id);
      const files = (await repo.filesOf(person.id)).length;
      let chats = 0;
      for (const chat of await repo.chatsOf(person.id)) {
        if (await deps.deleteChat(person.id, chat.id)) chats += 1;
      }
      const entry = deps.audit.entry({
        action: 'user.deleted',
        actor: context.actor,
        ip: context.ip,
        target: { type: 'user', id: person.id },
        detail: { email: person.email, name: person.name, chats, files },
      });
      const { deleted, storageKeys, bookmarks } = await repo.deletePerson(person.id, [entry]);
      if (!deleted) throw notFound('User not found');
      await deps.removeFiles(storageKeys);
      return { id: person.id, deleted: true, chats, files, bookmarks };
    },
  };
}

export type PersonDeleteService = ReturnType<typeof createPersonDeleteService>;
