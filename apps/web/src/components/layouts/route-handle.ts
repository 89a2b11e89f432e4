/** What a route of the signed-in frame tells the header (set in app/router.tsx). */
export interface FrameRouteHandle {
  /** The section name shown in the header. */
  title: string;
}

export function isFrameRouteHandle(handle: unknown): handle is FrameRouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as Record<string, unknown>).title === 'string'
  );
}
