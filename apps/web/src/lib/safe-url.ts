const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);

/** Hosts of the cloud file store whose image links a reply shows as images. */
const CLOUD_STORAGE_HOSTS = ['storage.googleapis.com', 'storage.cloud.google.com'];

const IMAGE_EXTENSION = /\.(?:png|jpe?g|gif|webp)$/i;

function resolve(url: string, origin: string): URL | null {
  try {
    return new URL(url.trim(), origin);
  } catch {
    return null;
  }
}

/** True for a scheme-less address ("/api/…", "files/a.png", "#top"); not for "//host/…". */
function isRelative(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(url.trim()) && !url.trim().startsWith('//');
}

/**
 * Only allowed protocols pass. An address is kept when it is http or https, or relative and
 * so on this origin; anything else (javascript:, data:, vbscript:, file:…) becomes null.
 */
export function safeUrl(url: string, origin: string): string | null {
  const resolved = resolve(url, origin);
  if (resolved === null || !ALLOWED_PROTOCOLS.has(resolved.protocol)) return null;
  if (isRelative(url) && resolved.origin !== origin) return null;
  return url.trim();
}

/**
 * The address to show an image from, when `url` is an image of the file store: a png, jpg, jpeg, gif or
 * webp under this origin's `/api/…/files/…` or on the cloud storage host. Null for anything else.
 */
export function fileStoreImageUrl(url: string, origin: string): string | null {
  if (safeUrl(url, origin) === null) return null;
  const resolved = resolve(url, origin);
  if (resolved === null || !IMAGE_EXTENSION.test(resolved.pathname)) return null;
  if (resolved.origin === origin) {
    return /^\/api\/.*\/files\//.test(resolved.pathname) ? `${resolved.pathname}${resolved.search}` : null;
  }
  const host = resolved.hostname.toLowerCase();
  const onCloudStorage = CLOUD_STORAGE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
  return onCloudStorage && resolved.protocol === 'https:' ? resolved.href : null;
}
