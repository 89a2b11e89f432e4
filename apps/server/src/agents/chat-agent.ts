import { fileUrl } from '@brief/contract/files';
import type { ToolSet, UserModelMessage } from 'ai';
import type { FileRow } from '../files/repo';
import type { SearchProvider } from '../search/search-provider';
import { chatSystemPrompt, type PromptLanguage, type PromptSpecialist } from './prompts';
import type { Citations, MemoryFact } from '../knowledge/citations';
import type { FoundPassage } from '../knowledge/search-repo';
import {
  type CustomerDocumentEntry,
  LOAD_CUSTOMER_DATA,
  loadCustomerDataTool,
} from './tools/load-customer-data';
import { SEARCH_CUSTOMER_KNOWLEDGE, searchCustomerKnowledgeTool } from './tools/search-customer-knowledge';
import { READ_ATTACHMENT, readAttachmentTool } from './tools/read-attachment';
import { WEB_SEARCH, webSearchTool } from './tools/web-search';
import type { PromptConnector } from './tools/connector-tools';

export type ChatAgentSetup = {
  team: { name: string; instructions: string } | null;
  specialists: readonly PromptSpecialist[];
  customer: { name: string; description: string; profile: string } | null;
  /** How many documents the customer has (none: no search tool), and their list as the model reads it. */
  customerDocuments: { count: number; list: () => Promise<readonly CustomerDocumentEntry[]> };
  /** Searches the customer's passages, best first. */
  searchKnowledge: (query: string, limit: number) => Promise<FoundPassage[]>;
  /** The approved facts of the customer's memory (none without a customer). */
  customerMemory: () => Promise<readonly MemoryFact[]>;
  /** Numbers the passages and facts the model is given; the reply keeps those it cites. */
  citations: Citations;
  today: string;
  /** The chat's language: replies, suggestions and titles are written in it. */
  language: PromptLanguage;
  /** The files sent with the conversation's messages; `latest` are those sent with this one. */
  attachments: { files: readonly FileRow[]; latest: ReadonlySet<string> };
  readFile: (file: FileRow) => Promise<Buffer>;
  acceptsImages: boolean;
  /** The configured search provider; none means no web_search tool. */
  search: SearchProvider | null;
  /** The connectors' tools the chat's team may call (see chats/turn-connectors.ts), and what the prompt says of them. */
  connectors: { tools: ToolSet; listing: readonly PromptConnector[] };
  log: { warn(obj: object, msg: string): void };
};

/**
 * One turn's agent: the system prompt and exactly the tools this conversation can use, plus the map the
 * read_attachment tool fills with opened images for the runtime to show the model.
 */
export function chatAgent(setup: ChatAgentSetup): {
  system: string;
  tools: ToolSet;
  toolMedia: Map<string, UserModelMessage>;
} {
  const { customer, attachments, search } = setup;
  const toolMedia = new Map<string, UserModelMessage>();
  const tools: ToolSet = {};
  if (customer !== null) {
    const { count, list } = setup.customerDocuments;
    tools[LOAD_CUSTOMER_DATA] = loadCustomerDataTool(async () => ({
      customer: customer.name,
      description: customer.description,
      profile: customer.profile,
      documents: count === 0 ? [] : await list(),
      documentCount: count,
      memory: setup.citations.numberFacts(await setup.customerMemory()).map(({ n, fact }) => ({
        source: n,
        fact: fact.text,
        approvedBy: fact.approvedBy,
        approvedAt: fact.approvedAt,
      })),
    }));
    if (count > 0)
      tools[SEARCH_CUSTOMER_KNOWLEDGE] = searchCustomerKnowledgeTool(setup.searchKnowledge, setup.citations);
  }
  if (search !== null) tools[WEB_SEARCH] = webSearchTool(search, setup.log);
  if (attachments.files.length > 0) {
    tools[READ_ATTACHMENT] = readAttachmentTool({
      files: attachments.files,
      readBytes: setup.readFile,
      acceptsImages: setup.acceptsImages,
      showImage: (toolCallId, message) => toolMedia.set(toolCallId, message),
      log: setup.log,
    });
  }
  const system = chatSystemPrompt({
    team: setup.team,
    specialists: setup.specialists,
    customer: customer === null ? null : { name: customer.name },
    knowledge: customer !== null && setup.customerDocuments.count > 0,
    attachments: attachments.files.map((file) => ({
      id: file.id,
      name: file.name,
      type: file.mime,
      kind: file.kind,
      size: file.size,
      url: fileUrl(file.user_id, file.id, file.name),
      latest: attachments.latest.has(file.id),
    })),
    webSearch: search !== null,
    connectors: setup.connectors.listing,
    today: setup.today,
    language: setup.language,
  });
  // Connector tools are named `connector__tool`, which none of Brief's own tools are: none is replaced.
  return { system, tools: { ...tools, ...setup.connectors.tools }, toolMedia };
}
