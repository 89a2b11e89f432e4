import type { MessageRow } from './message-repo';

/**
 * Whether a message has `version` to show, numbered 1 to the message's count: a reply's regenerated
 * versions (its only version included), or an edited user message's versions, each with its branch. A
 * user message never edited has no versions to choose from (its 1 of 1 is no choice), nor has a
 * system message.
 */
export function versionShown(message: Pick<MessageRow, 'role' | 'version_count'>, version: number): boolean {
  const inRange = version >= 1 && version <= message.version_count;
  if (message.role === 'assistant') return inRange;
  return message.role === 'user' && message.version_count > 1 && inRange;
}

/** The number a regenerated reply's new version takes. */
export const nextVersion = (message: Pick<MessageRow, 'version_count'>): number => message.version_count + 1;
