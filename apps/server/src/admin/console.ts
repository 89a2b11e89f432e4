import type { RunStopper } from '../chats/run-stopper';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { ExtractText } from '../files/service';
import type { FileStorage } from '../files/storage';
import type { KnowledgeRepo } from '../knowledge/repo';
import type { UsersRepo } from '../users/repo';
import type { AuditService } from './audit';
import { createBrandRulesAdminService } from '../brand-rules/admin-service';
import { createBrandRulesRepo } from '../brand-rules/rules-repo';
import type { ConnectorAdminService } from '../connectors/admin-service';
import type { BudgetService } from '../budgets/service';
import { createCatalogueRepo } from './catalogue-repo';
import { createCatalogueService } from './catalogue-service';
import { createDocumentsRepo } from './documents-repo';
import { createDocumentsService } from './documents-service';
import { createPeopleRepo } from './people-repo';
import { createPeopleService } from './people-service';
import { createLeadsRepo } from './scope';
import { createMemoryRepo } from '../memory/memory-repo';
import { createMemoryReviewService } from '../memory/review-service';
import { createRetentionPreview } from '../retention/preview';
import { createRetentionRepo } from '../retention/retention-repo';
import { createSpecialistsService } from './specialists-service';
import { createUsageRepo } from './usage-repo';
import { createUsageService } from './usage-service';

type Deps = {
  db: Db;
  clock: Clock;
  audit: AuditService;
  users: UsersRepo;
  limiter: { clearEmail(email: string): Promise<void> };
  /** The replies being written: a disabled user's and a deleted team's stop. */
  runs: RunStopper;
  fileStorage: FileStorage;
  /** Reads uploaded documents off the main thread (the app's extraction pool). */
  extractText: ExtractText;
  knowledge: { repo: KnowledgeRepo; wake: () => void };
  /** MCP connectors (built by the app: runs read them too). */
  connectors: ConnectorAdminService;
  /** Monthly budgets (built by the app: runs are checked against them too). */
  budgets: BudgetService;
  log: { error(obj: object, msg: string): void };
};

/** The admin console's services, built from the app's dependencies. */
export function createAdminConsole({
  db,
  clock,
  audit,
  users,
  limiter,
  runs,
  fileStorage,
  extractText,
  knowledge,
  connectors,
  budgets,
  log,
}: Deps) {
  const catalogueRepo = createCatalogueRepo(db);
  const documents = createDocumentsService({
    documents: createDocumentsRepo(db),
    customers: catalogueRepo,
    audit,
    storage: fileStorage,
    clock,
    log,
    extractText,
    knowledge,
  });
  const leads = createLeadsRepo(db);
  return {
    leads,
    people: createPeopleService({ people: createPeopleRepo(db), users, leads, audit, clock, limiter, runs }),
    catalogue: createCatalogueService({
      catalogue: catalogueRepo,
      audit,
      clock,
      removeDocumentFiles: (storageKeys) => documents.removeFiles(storageKeys),
      runs,
    }),
    specialists: createSpecialistsService({ catalogue: catalogueRepo, audit, clock }),
    memory: createMemoryReviewService({
      memory: createMemoryRepo(db),
      customers: catalogueRepo,
      audit,
      clock,
    }),
    documents,
    rules: createBrandRulesAdminService({
      rules: createBrandRulesRepo(db),
      customers: catalogueRepo,
      audit,
      clock,
    }),
    retentionPreview: createRetentionPreview({ repo: createRetentionRepo(db), teams: catalogueRepo, clock }),
    usage: createUsageService({ usage: createUsageRepo(db), clock }),
    connectors,
    budgets,
    audit,
  };
}

export type AdminConsole = ReturnType<typeof createAdminConsole>;
