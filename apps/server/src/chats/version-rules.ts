import type { MessageRow } from './message-repo';

/** Whether a message has `version` to show: a reply's stored versions are numbered 1 to its count. */
export const versionShown = (message: Pick<MessageRow, 'role' | 'version_count'>, version: number): boolean =>
  message.role === 'assistant' && version >= 1 && version <= message.version_count;

/** The number a regenerated reply's new version takes. */
export const nextVersion = (message: Pick<MessageRow, 'version_count'>): number => message.version_count + 1;
