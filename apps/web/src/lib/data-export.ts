import { offboardingPaths } from '@brief/contract/offboarding';
import { downloadFrom, exportReader } from '@/lib/export-download';

/** `?lang=…&timeZone=…`: the zip's chats are written for the reader, like any other export. */
const readerQuery = () => `?${exportReader().slice(1)}`;

/** Downloads everything of the signed-in user (chats, bookmarks, uploads) as one zip. */
export function downloadOwnData(userId: string): Promise<void> {
  return downloadFrom(`${offboardingPaths.ownExport(userId)}${readerQuery()}`, 'brief-data.zip');
}

/** Downloads everything of a person as one zip (admins; the server audits it). */
export function downloadPersonData(userId: string): Promise<void> {
  return downloadFrom(`${offboardingPaths.personExport(userId)}${readerQuery()}`, 'brief-data.zip');
}
