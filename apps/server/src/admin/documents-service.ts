import type { CustomerDocument, Deleted } from '@brief/contract/admin-console';
import type { DocumentIndexProgress } from '@brief/contract/knowledge';
import type { Clock } from '../clock';
import { badRequest, notFound } from '../errors';
import { readUploadedFile, type ExtractText, type UploadPart } from '../files/service';
import { formatOfMime } from '../files/sniff';
import { removeStoredFiles, type FileStorage } from '../files/storage';
import { newId } from '../ids';
import type { KnowledgeRepo } from '../knowledge/repo';
import type { CustomerRow } from '../teams/repo';
import type { AdminContext, AuditService } from './audit';
import type { CatalogueRepo } from './catalogue-repo';
import type { CustomerDocumentListing, DocumentsRepo, NewCustomerDocument } from './documents-repo';

type Deps = {
  documents: DocumentsRepo;
  customers: Pick<CatalogueRepo, 'customer'>;
  audit: AuditService;
  storage: FileStorage;
  clock: Clock;
  log: { error(obj: object, msg: string): void };
  extractText: ExtractText;
  /** The knowledge index: re-queues documents, tells their progress, and is woken for new ones. */
  knowledge: { repo: KnowledgeRepo; wake: () => void };
};

export const toCustomerDocument = (document: CustomerDocumentListing): CustomerDocument => ({
  id: document.id,
  customerId: document.customer_id,
  name: document.name,
  size: document.size,
  type: document.mime,
  characters: document.characters,
  uploadedBy: document.uploader_email,
  createdAt: document.created_at,
  status: document.status,
  passages: document.passages,
  reason: document.reason,
  indexedAt: document.indexed_at,
});

const READABLE = 'PDF, Word (.docx), Excel (.xlsx), CSV, text, markdown or JSON';

/**
 * A customer's documents: uploaded like chat files (same limits, type sniffing, text extraction and file
 * store), kept only when they have text, since the text is all the model reads of them.
 */
export function createDocumentsService(deps: Deps) {
  const { documents, customers, audit, storage, clock, log } = deps;

  /** The customer, only as one of that team's: a customer of another team is as missing as none. */
  const requireCustomer = async (teamId: string, customerId: string): Promise<CustomerRow> => {
    const customer = await customers.customer(teamId, customerId);
    if (customer === undefined) throw notFound('Customer not found');
    return customer;
  };

  const removeStored = (keys: readonly string[]) => removeStoredFiles(storage, keys, log);

  return {
    async list(teamId: string, customerId: string): Promise<CustomerDocument[]> {
      const customer = await requireCustomer(teamId, customerId);
      return (await documents.list(customer.id)).map(toCustomerDocument);
    },

    /** Every file of the upload, or none: a refused one removes what this request already stored. */
    async upload(
      context: AdminContext,
      teamId: string,
      customerId: string,
      parts: AsyncIterable<UploadPart>,
    ): Promise<CustomerDocument[]> {
      const customer = await requireCustomer(teamId, customerId);
      const stored: NewCustomerDocument[] = [];
      let listed: CustomerDocumentListing[];
      try {
        for await (const part of parts) {
          if (part.type !== 'file') continue;
          const file = await readUploadedFile(part, deps.extractText);
          if (file.text === null) {
            throw badRequest(
              file.notice === null
                ? `"${file.name}" has no text the agent can read; upload ${READABLE} files`
                : `"${file.name}" was not kept. ${file.notice}`,
              { reason: 'document_unreadable', values: { name: file.name } },
            );
          }
          const id = newId();
          await storage.put(id, file.bytes, file.mime);
          stored.push({
            id,
            customer_id: customer.id,
            name: file.name,
            mime: file.mime,
            size: file.bytes.length,
            storage_key: id,
            text: file.text,
            uploaded_by: context.actor.id,
            created_at: clock.now().toISOString(),
          });
        }
        if (stored.length === 0)
          throw badRequest('No file in the upload; send one or more parts named file', {
            reason: 'no_file',
          });
        const entries = stored.map((row) =>
          audit.entry({
            action: 'document.created',
            actor: context.actor,
            ip: context.ip,
            target: { type: 'document', id: row.id },
            detail: {
              team: customer.agent_id,
              customer: customer.name,
              customerId: customer.id,
              name: row.name,
            },
          }),
        );
        listed = await documents.insert(stored, entries);
      } catch (error) {
        await removeStored(stored.map((row) => row.storage_key));
        throw error;
      }
      // Stored as queued: the indexer splits and indexes them in the background.
      deps.knowledge.wake();
      return listed.map(toCustomerDocument);
    },

    async delete(
      context: AdminContext,
      teamId: string,
      customerId: string,
      documentId: string,
    ): Promise<Deleted> {
      const customer = await requireCustomer(teamId, customerId);
      const document = await documents.find(customer.id, documentId);
      if (document === undefined) throw notFound('Document not found');
      const entry = audit.entry({
        action: 'document.deleted',
        actor: context.actor,
        ip: context.ip,
        target: { type: 'document', id: document.id },
        detail: {
          team: customer.agent_id,
          customer: customer.name,
          customerId: customer.id,
          name: document.name,
        },
      });
      await documents.delete(document.id, [entry]);
      await removeStored([document.storage_key]);
      return { id: document.id, deleted: true };
    },

    /** How far the customer's documents are indexed. */
    async progress(teamId: string, customerId: string): Promise<DocumentIndexProgress> {
      const customer = await requireCustomer(teamId, customerId);
      return deps.knowledge.repo.progress(customer.id);
    },

    /**
     * Indexes a document again: its file is read again (a newer reader may find pages or headings the
     * stored text lacks), then it waits in the queue; search keeps its old passages until then.
     */
    async reindex(teamId: string, customerId: string, documentId: string): Promise<CustomerDocument> {
      const customer = await requireCustomer(teamId, customerId);
      const document = await documents.find(customer.id, documentId);
      if (document === undefined) throw notFound('Document not found');
      const bytes = await storage.get(document.storage_key).catch(() => null);
      const text = bytes === null ? null : (await deps.extractText(bytes, formatOfMime(document.mime))).text;
      await deps.knowledge.repo.requeue(
        { documentId: document.id },
        text === null || text === '' ? undefined : text,
      );
      deps.knowledge.wake();
      const [listed] = await documents.listed([document.id]);
      if (listed === undefined) throw notFound('Document not found');
      return toCustomerDocument(listed);
    },

    /** Indexes every document of the customer again, from their stored text. */
    async reindexAll(teamId: string, customerId: string): Promise<{ queued: number }> {
      const customer = await requireCustomer(teamId, customerId);
      const queued = await deps.knowledge.repo.requeue({ customerId: customer.id });
      deps.knowledge.wake();
      return { queued };
    },

    /** After a team or customer is deleted: the bytes of its documents. */
    async removeFiles(storageKeys: readonly string[]): Promise<void> {
      await removeStored(storageKeys);
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
