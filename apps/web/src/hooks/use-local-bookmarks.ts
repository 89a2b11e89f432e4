import { useSyncExternalStore } from 'react';
import {
  getLocalBookmarks,
  subscribeToLocalBookmarks,
  type LocalBookmark,
} from '@/lib/storage/local-bookmarks';

/** The bookmarks saved in this browser, kept current as this tab or another one changes them. */
export function useLocalBookmarks(): readonly LocalBookmark[] {
  return useSyncExternalStore(subscribeToLocalBookmarks, getLocalBookmarks, getLocalBookmarks);
}
