import { RELATED_LIMIT } from '@brief/contract/chats';

/**
 * The related list under a reply: the items of the reply's own 'Related:' block, then those /related
 * answered, each once (compared without case or surrounding spaces), at most 5.
 */
export function mergeRelated(own: readonly string[], fetched: readonly string[]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const item of [...own, ...fetched]) {
    const text = item.trim();
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    merged.push(text);
    if (merged.length === RELATED_LIMIT) break;
  }
  return merged;
}
