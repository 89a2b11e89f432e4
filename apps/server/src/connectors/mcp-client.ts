import type { ConnectorTool } from '@brief/contract/connectors';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { ConnectorsConfig } from '../config';
import { createGuardedFetch, type Resolve } from './guarded-fetch';
import { OutboundRefusal } from './outbound-rules';
import { cutToBytes, toolResultText } from './tool-result';

/**
 * Brief's MCP client: one connection per request (list the tools, or call one), opened through the
 * outbound guard, closed when done, whatever happens. Streamable HTTP first, the older SSE transport
 * when the server does not take it; stdio only while the operator allows commands. Listing throws a
 * ConnectorError saying why; a call never throws: it ends done, failed or timeout, within its limit.
 */

/** Where a connector is and the secrets it needs, opened (connector-repo.ts decrypts them). */
export type ConnectorEndpoint =
  | { transport: 'http'; url: string; headers: Record<string, string> }
  | { transport: 'stdio'; command: string; args: readonly string[]; env: Record<string, string> };

export type ToolCallStatus = 'done' | 'failed' | 'timeout';

export type ToolCallResult = {
  status: ToolCallStatus;
  /** The tool's text (or the reason it failed), cut at the result size limit. */
  result: string;
  durationMs: number;
};

export type ConnectorErrorReason = 'address' | 'unreachable' | 'commands_off';

export class ConnectorError extends Error {
  constructor(
    readonly reason: ConnectorErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'ConnectorError';
  }
}

const CLIENT_INFO = { name: 'brief', version: '1.0.0' };
/** Pages of a tool list read at most (a server's list is rarely more than one). */
const MAX_TOOL_PAGES = 20;

type Session = { client: Client; close: () => Promise<void> };

export function createConnectorClient(
  config: ConnectorsConfig,
  options: { resolve?: Resolve; now?: () => number } = {},
) {
  const now = options.now ?? (() => Date.now());

  const openWith = async (transport: Transport, signal: AbortSignal): Promise<Client> => {
    const client = new Client(CLIENT_INFO);
    await client.connect(transport, { signal });
    return client;
  };

  /** Connects; throws a ConnectorError (or the abort's reason). */
  const open = async (endpoint: ConnectorEndpoint, signal: AbortSignal): Promise<Session> => {
    if (endpoint.transport === 'stdio') {
      if (!config.allowCommands)
        throw new ConnectorError(
          'commands_off',
          'Commands are not allowed on this server (CONNECTORS_ALLOW_COMMANDS is not true)',
        );
      const transport = new StdioClientTransport({
        command: endpoint.command,
        args: [...endpoint.args],
        env: { ...getDefaultEnvironment(), ...endpoint.env },
        stderr: 'ignore',
      });
      const client = await openWith(transport, signal).catch(async (error: unknown) => {
        await transport.close().catch(() => undefined);
        throw unreachable(error);
      });
      return { client, close: () => client.close().catch(() => undefined) };
    }
    const guarded = createGuardedFetch({ allowedHosts: config.allowedHosts, resolve: options.resolve });
    const requestInit = { headers: endpoint.headers };
    const attempt = async (transport: Transport) => {
      try {
        return await openWith(transport, signal);
      } catch (error) {
        await transport.close().catch(() => undefined);
        throw error;
      }
    };
    try {
      const url = new URL(endpoint.url);
      let client: Client;
      try {
        client = await attempt(new StreamableHTTPClientTransport(url, { fetch: guarded.fetch, requestInit }));
      } catch (error) {
        // A server of the older protocol answers the Streamable HTTP POST with a 4xx: try its SSE stream.
        if (!(error instanceof StreamableHTTPError) || (error.code ?? 0) < 400 || (error.code ?? 0) >= 500)
          throw error;
        client = await attempt(new SSEClientTransport(url, { fetch: guarded.fetch, requestInit }));
      }
      return {
        client,
        close: async () => {
          await client.close().catch(() => undefined);
          await guarded.close();
        },
      };
    } catch (error) {
      await guarded.close();
      throw unreachable(error);
    }
  };

  return {
    /** The tools the server lists now. Throws a ConnectorError saying why it could not. */
    async listTools(endpoint: ConnectorEndpoint, timeoutMs = config.callTimeoutMs): Promise<ConnectorTool[]> {
      const signal = AbortSignal.timeout(timeoutMs);
      const session = await open(endpoint, signal);
      try {
        const tools: ConnectorTool[] = [];
        let cursor: string | undefined;
        for (let page = 0; page < MAX_TOOL_PAGES; page += 1) {
          const listed = await session.client.listTools(cursor === undefined ? {} : { cursor }, {
            signal,
            timeout: timeoutMs,
          });
          for (const tool of listed.tools)
            tools.push({
              name: tool.name,
              description: tool.description ?? '',
              inputSchema: { ...tool.inputSchema },
            });
          cursor = listed.nextCursor;
          if (cursor === undefined) break;
        }
        return tools;
      } catch (error) {
        throw unreachable(error);
      } finally {
        await session.close();
      }
    },

    /**
     * Calls a tool; never throws. `timeout` when the limit passes (the connection is closed), `failed`
     * when the server cannot be reached, refuses or the tool reports an error, `done` otherwise. The
     * caller's signal (the run stopped) ends it as failed.
     */
    async callTool(
      endpoint: ConnectorEndpoint,
      name: string,
      args: Record<string, unknown>,
      callOptions: { signal?: AbortSignal; timeoutMs?: number; maxBytes?: number } = {},
    ): Promise<ToolCallResult> {
      const started = now();
      const timeoutMs = callOptions.timeoutMs ?? config.callTimeoutMs;
      const maxBytes = callOptions.maxBytes ?? config.resultMaxBytes;
      const deadline = AbortSignal.timeout(timeoutMs);
      const signal =
        callOptions.signal === undefined ? deadline : AbortSignal.any([deadline, callOptions.signal]);
      const finish = (status: ToolCallStatus, text: string): ToolCallResult => ({
        status,
        result: cutToBytes(text, maxBytes),
        durationMs: Math.max(0, Math.round(now() - started)),
      });
      let session: Session | undefined;
      const opening = open(endpoint, signal);
      try {
        session = await untilAborted(opening, signal);
        const result = await untilAborted(
          session.client.callTool({ name, arguments: args }, undefined, { signal, timeout: timeoutMs }),
          signal,
        );
        const text = toolResultText(result);
        return finish(result.isError === true ? 'failed' : 'done', text);
      } catch (error) {
        if (deadline.aborted) return finish('timeout', `No answer within ${Math.round(timeoutMs / 1000)} s`);
        if (callOptions.signal?.aborted === true) return finish('failed', 'Stopped');
        return finish('failed', error instanceof Error ? error.message : 'The call failed');
      } finally {
        // Not awaited past a moment: a server that hangs on close must not hold the reply. A connection
        // that opens after the limit is closed as soon as it does.
        if (session !== undefined)
          await untilAborted(session.close(), AbortSignal.timeout(2000)).catch(() => undefined);
        else void opening.then((late) => late.close()).catch(() => undefined);
      }
    },
  };
}

export type ConnectorClient = ReturnType<typeof createConnectorClient>;

/** The promise, or a rejection as soon as the signal aborts (the SDK does not always watch it). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(new Error('aborted'));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Any failure to reach or use the server, as a ConnectorError with a reason a person can act on. */
function unreachable(error: unknown): ConnectorError {
  if (error instanceof ConnectorError) return error;
  if (error instanceof OutboundRefusal) return new ConnectorError('address', error.message);
  const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause : error) : undefined;
  if (cause instanceof OutboundRefusal) return new ConnectorError('address', cause.message);
  const message = error instanceof Error ? error.message : String(error);
  return new ConnectorError('unreachable', `The connector's server could not be reached: ${message}`);
}
