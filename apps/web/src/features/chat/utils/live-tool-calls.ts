import type { ToolStep } from '@brief/contract/chats';
import type { ClientToolCall } from '@/features/chat/utils/chat-message';

/**
 * The connector calls of a reply being written, after one more `tool` event (a connector's call names
 * itself, its connector, tool and state; Brief's own tools their name only): a call that starts is added
 * as running, one that ends takes its status and duration. Brief's own tools are not steps of their own;
 * an end whose start was missed (the reply was followed late) is added as it ended.
 */
export function withToolStep(calls: readonly ClientToolCall[], step: ToolStep): readonly ClientToolCall[] {
  const { id, connector, tool } = step;
  if (id === undefined || connector === undefined || tool === undefined) return calls;
  const status = step.status ?? (step.state === 'call' ? 'running' : 'done');
  const call: ClientToolCall = {
    key: id,
    connector,
    tool,
    status,
    ...(step.durationMs === undefined ? {} : { durationMs: step.durationMs }),
  };
  const at = calls.findIndex((known) => known.key === id);
  if (at === -1) return [...calls, call];
  return calls.map((known, index) => (index === at ? { ...known, ...call } : known));
}
