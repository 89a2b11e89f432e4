import type { ToolCall, ToolStep } from '@brief/contract/chats';
import type { ToolSet } from 'ai';
import {
  type ConnectorCallEnd,
  type ConnectorLimits,
  connectorTools,
  type PromptConnector,
  type RunConnector,
} from '../agents/tools/connector-tools';
import type { Citations } from '../knowledge/citations';
import type { UserRow } from '../users/repo';
import { type ChatLog, describeCause } from './model-failure';

/**
 * The connectors a turn may call. The server alone decides which: the chat's team's enabled connectors
 * and tools, read from the database at each run (a connector or tool disabled is gone from the next run
 * on every instance), with the chat's customer's settings. Nothing the browser sends names a tool.
 */
export type ConnectorRuns = {
  /** The enabled connectors with their tools enabled for the team, and the customer's values (null: none). */
  forRun(teamId: string, customerId: string | null): Promise<RunConnector[]>;
  limits: ConnectorLimits;
  /**
   * Writes one call's audit entry: who, which connector and tool, which chat of which team and customer,
   * how long, how it went.
   */
  audit(entry: {
    user: UserRow;
    chatId: string;
    team: NamedParty;
    customer: NamedParty | null;
    call: ConnectorCallEnd;
  }): Promise<void>;
};

/** A team or customer as the audit log names it: by id, and by its name at the time. */
export type NamedParty = { id: string; name: string };

export type TurnConnectors = {
  tools: ToolSet;
  listing: PromptConnector[];
  calls: () => ToolCall[];
  /** A step of the runtime's: a connector's tool reports its own steps, with its connector and status. */
  ownsStep: (step: ToolStep) => boolean;
};

const NONE: TurnConnectors = { tools: {}, listing: [], calls: () => [], ownsStep: () => false };

/** The turn's connector tools, each call reported live (`onTool`), kept and audited. */
export async function turnConnectors(
  connectors: ConnectorRuns | undefined,
  turn: {
    user: UserRow;
    chatId: string;
    team: NamedParty | null;
    customer: NamedParty | null;
    citations: Citations;
    onTool: ((step: ToolStep) => void) | undefined;
    log: ChatLog;
  },
): Promise<TurnConnectors> {
  const { team, customer } = turn;
  if (connectors === undefined || team === null) return NONE;
  let available: RunConnector[];
  try {
    available = await connectors.forRun(team.id, customer?.id ?? null);
  } catch (error) {
    // The reply goes on with Brief's own tools: connectors are an addition, not a condition of a run.
    turn.log.error(
      { chatId: turn.chatId, cause: describeCause(error) },
      'reading connectors for a run failed',
    );
    return NONE;
  }
  if (available.length === 0) return NONE;
  const run = connectorTools({
    connectors: available,
    limits: connectors.limits,
    numberResult: (result) => turn.citations.numberResult(result),
    onStep: (step) => turn.onTool?.(step),
    onCallEnd: (call) => {
      connectors
        .audit({ user: turn.user, chatId: turn.chatId, team, customer, call })
        .catch((error: unknown) =>
          turn.log.error(
            { chatId: turn.chatId, connectorId: call.connectorId, cause: describeCause(error) },
            'auditing a connector call failed',
          ),
        );
    },
  });
  const names = new Set(Object.keys(run.tools));
  return {
    ...run,
    // The runtime's own step of a connector's tool says less than the tool's: it is left out.
    ownsStep: (step) => step.connector === undefined && names.has(step.name),
  };
}
