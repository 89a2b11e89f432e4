import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { apiClient } from '@/lib/api-client';

/**
 * Image types a page may show from an object URL. Anything else (SVG, HTML, …) could run script when
 * its blob: address is opened, and a blob: address has the app's origin: those get no object URL of
 * their own type, ever.
 */
const SHOWABLE_IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
]);

export function isShowableImageType(type: string): boolean {
  return SHOWABLE_IMAGE_TYPES.has(type.split(';')[0]?.trim().toLowerCase() ?? '');
}

/** A downloaded file: its object URL is an image's or inert bytes, never a document. */
export interface FileObject {
  objectUrl: string;
  type: string;
  isImage: boolean;
}

const FILE_OBJECT_KEY = 'file-object';

/** Object URLs live as long as their query: revoked when the cache lets the file go. */
const revoking = new WeakSet<QueryClient>();
function revokeWhenRemoved(queryClient: QueryClient): void {
  if (revoking.has(queryClient)) return;
  revoking.add(queryClient);
  queryClient.getQueryCache().subscribe((event) => {
    const key: unknown = event.query.queryKey;
    if (event.type !== 'removed' || !Array.isArray(key) || key[0] !== FILE_OBJECT_KEY) return;
    const data: unknown = event.query.state.data;
    if (data && typeof data === 'object' && 'objectUrl' in data && typeof data.objectUrl === 'string')
      URL.revokeObjectURL(data.objectUrl);
  });
}

/** A stored file fetched with the bearer (downloads need it like every call), as an object URL. */
export async function fetchFileObject(url: string, signal?: AbortSignal): Promise<FileObject> {
  const response = await apiClient.requestResponse(url, { signal });
  const blob = await response.blob();
  const isImage = isShowableImageType(blob.type);
  const type = isImage ? blob.type : 'application/octet-stream';
  return { objectUrl: URL.createObjectURL(new Blob([blob], { type })), type: blob.type, isImage };
}

export const fileObjectQueryOptions = (url: string) =>
  queryOptions({
    queryKey: [FILE_OBJECT_KEY, url] as const,
    queryFn: ({ signal }) => fetchFileObject(url, signal),
    // A stored file never changes under its address.
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });

/**
 * The object URL of the file at `url` (an `/api/users/…/files/…` address), fetched once per address
 * and shared by everything showing it; null while loading, after a failure, or for no `url`.
 */
export function useFileObjectUrl(url: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => revokeWhenRemoved(queryClient), [queryClient]);
  const query = useQuery({ ...fileObjectQueryOptions(url ?? ''), enabled: url !== null });
  return {
    objectUrl: query.data?.objectUrl ?? null,
    isImage: query.data?.isImage ?? false,
    loading: query.isPending && query.fetchStatus !== 'idle',
    failed: query.isError,
  };
}

/**
 * Saves a stored file to the user's disk: fetched with the bearer, then handed to the browser by an
 * `<a download>`, so it is saved, never opened in the app's origin.
 */
export function useDownloadFile() {
  const queryClient = useQueryClient();
  return useCallback(
    async (url: string, name: string): Promise<void> => {
      revokeWhenRemoved(queryClient);
      const file = await queryClient.fetchQuery(fileObjectQueryOptions(url));
      const link = document.createElement('a');
      link.href = file.objectUrl;
      link.download = name;
      link.rel = 'noopener';
      link.style.display = 'none';
      document.body.append(link);
      link.click();
      link.remove();
    },
    [queryClient],
  );
}
