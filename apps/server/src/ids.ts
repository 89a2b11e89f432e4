import { v7 } from 'uuid';

/** Time-ordered ids (UUIDv7): new rows sort after old ones and index well. */
export const newId = (): string => v7();
