import type { ChatLanguage, ToolCall, ToolStep } from '@brief/contract/chats';
import type { MessageSource } from '@brief/contract/knowledge';
import { chatAgent } from '../agents/chat-agent';
import type { RuleFinding } from '@brief/contract/brand-rules';
import { brandRulesSection, findingsInstruction } from '../agents/brand-rules-prompt';
import { versionLine } from '../agents/prompts';
import { findForbiddenTerms } from '../brand-rules/findings';
import type { BrandRulesRepo } from '../brand-rules/rules-repo';
import type { ChatModel, TurnResult, TurnTimeouts } from '../agents/runtime';
import type { Meter, MeteredCall } from '../costs/meter';
import { LISTED_DOCUMENTS } from '../agents/tools/load-customer-data';
import type { Clock } from '../clock';
import type { FileRow } from '../files/repo';
import { createCitations } from '../knowledge/citations';
import type { KnowledgeRepo } from '../knowledge/repo';
import type { KnowledgeSearch } from '../knowledge/search';
import type { MemoryFeed } from '../memory/model-feed';
import { observedTurn } from '../observability/model-call';
import type { SearchProvider } from '../search/search-provider';
import type { TeamsRepo } from '../teams/repo';
import type { UserRow } from '../users/repo';
import type { ChatRow } from './chat-repo';
import type { MessageRow } from './message-repo';
import { toModelFailure, type ChatLog } from './model-failure';
import { parseNames } from './present';
import { type ConnectorRuns, turnConnectors } from './turn-connectors';
import { turnSubjects } from './turn-subjects';
import { modelHistory, replyText } from './turn-rules';

/** What the model is sent for one reply: the conversation before it and the files it may open. */
export type ReplyPlan = {
  earlier: readonly MessageRow[];
  question: string;
  readable: readonly FileRow[];
  /** The files sent with the question itself. */
  sentIds: ReadonlySet<string>;
  changes: Partial<ChatRow>;
  teamId: string | null;
  /** A regenerated reply's new version number. */
  version?: number;
  /** The chat's language, which the reply is written in. */
  language: ChatLanguage;
  /** A regenerate asked to write the reply without the forbidden terms its shown version used. */
  rewriteWithout?: readonly RuleFinding[];
};

export type ReplyCallbacks = {
  /** The run is accepted: its messages are stored, the model is about to be called. */
  onAccepted?: () => void;
  onDelta?: (text: string) => void;
  onTool?: (step: ToolStep) => void;
};

/** A reply's turn, the passages it cites, the customer's forbidden terms it uses and its connector calls. */
export type WrittenReply = TurnResult & {
  sources: MessageSource[];
  ruleFindings: RuleFinding[];
  toolCalls: ToolCall[];
};

export type ReplyWriterDeps = {
  teams: TeamsRepo;
  model: ChatModel;
  /** The bytes of a stored file (images the model is shown). */
  readFile: (file: FileRow) => Promise<Buffer>;
  /** Whether the model is sent the images read_attachment opens. */
  modelAcceptsImages: boolean;
  /** The configured web search; null leaves the model without a web_search tool. */
  search: SearchProvider | null;
  /** Customer knowledge: which documents a customer has, and the search of their passages. */
  knowledge: { repo: KnowledgeRepo; search: KnowledgeSearch };
  /** The approved facts of a customer's memory, as the model is given them. */
  memory: Pick<MemoryFeed, 'approvedFacts'>;
  /** The customers' brand rules: told to the model, and checked in the reply. */
  rules: Pick<BrandRulesRepo, 'rulesOf'>;
  /** The connectors' tools the chat's team may call; none without it. */
  connectors?: ConnectorRuns | undefined;
  /** Records each model call the reply makes (its steps, the question's embeddings) with its cost. */
  meter: Pick<Meter, 'record'>;
  clock: Clock;
  timeouts: TurnTimeouts;
  log: ChatLog;
};

/**
 * The model's reply to a plan's question: one code path for runs and regenerates, so both get the
 * chat's team, customer, specialists, files, system prompt and tools; a regenerate's version line asks
 * for another version. A failed model throws (502) and leaves nothing to store.
 */
export function createReplyWriter(deps: ReplyWriterDeps) {
  const { teams, knowledge, log } = deps;

  return async (
    user: UserRow,
    chat: ChatRow,
    plan: ReplyPlan,
    /** The run it writes, and the signal that stops it. */
    run: { id: string; stopSignal: AbortSignal },
    callbacks: ReplyCallbacks,
  ): Promise<WrittenReply> => {
    const { stopSignal } = run;
    const { changes, teamId } = plan;
    const { team, customer } = await turnSubjects(teams, user, {
      teamId,
      customerName: changes.customer_name ?? chat.customer_name,
    });
    const chosen = new Set(parseNames(changes.specialists ?? chat.specialists));
    const specialists =
      team === undefined ? [] : (await teams.specialists(team.id)).filter((s) => chosen.has(s.name));

    const rules = customer === undefined ? undefined : await deps.rules.rulesOf(customer.id);
    const citations = createCitations();
    const connectors = await turnConnectors(deps.connectors, {
      user,
      chatId: chat.id,
      team: team === undefined ? null : { id: team.id, name: team.name },
      customer: customer === undefined ? null : { id: customer.id, name: customer.name },
      citations,
      onTool: callbacks.onTool,
      log,
    });
    // Every model call the reply makes, recorded once it has ended however it ended (done, stopped, failed).
    const calls: MeteredCall[] = [];
    const owner = {
      userId: user.id,
      chatId: chat.id,
      teamId: team?.id ?? null,
      customerId: customer?.id ?? null,
      runId: run.id,
    };
    const documentCount = customer === undefined ? 0 : await knowledge.repo.documentCount(customer.id);
    const agent = chatAgent({
      team: team === undefined ? null : { name: team.name, instructions: team.instructions },
      specialists,
      customer: customer ?? null,
      customerDocuments: {
        count: documentCount,
        list: async () =>
          customer === undefined
            ? []
            : (await knowledge.repo.documentList(customer.id, LISTED_DOCUMENTS)).map((d) => ({
                name: d.name,
                type: d.mime,
                searchable: d.status === 'indexed' && d.passages > 0,
              })),
      },
      customerMemory: () =>
        customer === undefined ? Promise.resolve([]) : deps.memory.approvedFacts(customer.id, user.id),
      searchKnowledge: (query, limit) =>
        customer === undefined
          ? Promise.resolve([])
          : knowledge.search.search(customer.id, query, limit, (usage) =>
              calls.push({
                purpose: 'embedding',
                model: 'embeddings',
                usage: { ...usage, outputTokens: 0, cachedInputTokens: 0 },
              }),
            ),
      citations,
      today: deps.clock.now().toISOString().slice(0, 10),
      language: plan.language,
      attachments: { files: plan.readable, latest: plan.sentIds },
      readFile: deps.readFile,
      acceptsImages: deps.modelAcceptsImages,
      search: deps.search,
      connectors,
      log,
    });
    return observedTurn(
      deps.model,
      {
        system: [
          agent.system,
          rules === undefined ? '' : brandRulesSection(rules),
          findingsInstruction(plan.rewriteWithout ?? []),
          plan.version === undefined ? '' : versionLine(plan.version),
        ]
          .filter((part) => part !== '')
          .join('\n'),
        history: modelHistory(plan.earlier, plan.question),
        tools: agent.tools,
        toolMedia: agent.toolMedia,
        stopSignal,
        onDelta: callbacks.onDelta,
        onTool: (step) => {
          if (!connectors.ownsStep(step)) callbacks.onTool?.(step);
        },
        onStep: (step) =>
          calls.push({ purpose: step.index === 0 ? 'reply' : 'tool_step', model: 'chat', usage: step }),
      },
      deps.timeouts,
    )
      .then((turn) => ({
        ...turn,
        sources: citations.cited(replyText(turn)),
        ruleFindings: findForbiddenTerms(replyText(turn), rules?.forbidden ?? []),
        toolCalls: connectors.calls(),
      }))
      .catch((error: unknown) => toModelFailure(log, error, chat.id))
      .finally(() => deps.meter.record(owner, calls));
  };
}

export type ReplyWriter = ReturnType<typeof createReplyWriter>;
