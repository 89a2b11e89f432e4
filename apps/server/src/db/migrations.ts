import type { Migration, MigrationProvider } from 'kysely';
import * as users from './migrations/0001-users';
import * as teams from './migrations/0002-teams';
import * as loginFailures from './migrations/0003-login-failures';
import * as settings from './migrations/0004-settings';
import * as catalogue from './migrations/0005-catalogue';
import * as chats from './migrations/0006-chats';
import * as chatSearch from './migrations/0007-chat-search';
import * as bookmarks from './migrations/0008-bookmarks';
import * as chatLastMessage from './migrations/0009-chat-last-message';
import * as files from './migrations/0010-files';
import * as auditLog from './migrations/0011-audit-log';
import * as customerDocuments from './migrations/0012-customer-documents';
import * as usageIndex from './migrations/0013-usage-index';
import * as signInLimits from './migrations/0014-sign-in-limits-and-credentials';
import * as fileNotices from './migrations/0015-file-notices';
import * as replyVersions from './migrations/0016-reply-versions';
import * as automaticPrompts from './migrations/0017-automatic-prompts';
import * as userLocale from './migrations/0018-user-locale';
import * as runs from './migrations/0019-runs';
import * as chatShares from './migrations/0020-chat-shares';
import * as knowledge from './migrations/0021-knowledge';
import * as chatSearchPerChat from './migrations/0022-chat-search-per-chat';
import * as messageBranches from './migrations/0023-message-branches';
import * as usageEvents from './migrations/0024-usage-events';
import * as chatLanguage from './migrations/0025-chat-language';
import * as oidcGroups from './migrations/0026-oidc-groups';
import * as teamLeads from './migrations/0027-team-leads';
import * as retention from './migrations/0028-retention';
import * as customerRules from './migrations/0029-customer-rules';
import * as customerMemory from './migrations/0030-customer-memory';
import * as chatCustomerIndex from './migrations/0032-chat-customer-index';
import * as connectors from './migrations/0033-connectors';
import * as replyToolCalls from './migrations/0035-reply-tool-calls';
import * as costs from './migrations/0036-costs';
import * as budgets from './migrations/0038-budgets';

/** Numbered migrations, listed statically so the bundled server carries them. Append only. */
const migrations: Record<string, Migration> = {
  '0001-users': users,
  '0002-teams': teams,
  '0003-login-failures': loginFailures,
  '0004-settings': settings,
  '0005-catalogue': catalogue,
  '0006-chats': chats,
  '0007-chat-search': chatSearch,
  '0008-bookmarks': bookmarks,
  '0009-chat-last-message': chatLastMessage,
  '0010-files': files,
  '0011-audit-log': auditLog,
  '0012-customer-documents': customerDocuments,
  '0013-usage-index': usageIndex,
  '0014-sign-in-limits-and-credentials': signInLimits,
  '0015-file-notices': fileNotices,
  '0016-reply-versions': replyVersions,
  '0017-automatic-prompts': automaticPrompts,
  '0018-user-locale': userLocale,
  '0019-runs': runs,
  '0020-chat-shares': chatShares,
  '0021-knowledge': knowledge,
  '0022-chat-search-per-chat': chatSearchPerChat,
  '0023-message-branches': messageBranches,
  '0024-usage-events': usageEvents,
  '0025-chat-language': chatLanguage,
  '0026-oidc-groups': oidcGroups,
  '0027-team-leads': teamLeads,
  '0028-retention': retention,
  '0029-customer-rules': customerRules,
  '0030-customer-memory': customerMemory,
  '0032-chat-customer-index': chatCustomerIndex,
  '0033-connectors': connectors,
  '0035-reply-tool-calls': replyToolCalls,
  '0036-costs': costs,
  '0038-budgets': budgets,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
