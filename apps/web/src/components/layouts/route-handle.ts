/** What a route of the signed-in frame tells the header (set in app/router.tsx). */
export interface FrameRouteHandle {
  /** The section name shown in the header. */
  title: string;
  /**
   * The page fills the space under the header edge to edge and scrolls inside itself (the chat),
   * instead of sitting in the centred, page-scrolling column. A function decides by the address's query
   * (the dashboard is full-bleed only on its chat tab).
   */
  fullBleed?: boolean | ((params: URLSearchParams) => boolean);
}

export function isFrameRouteHandle(handle: unknown): handle is FrameRouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as Record<string, unknown>).title === 'string'
  );
}
