/** A box on the screen, in viewport pixels. */
export interface ScreenBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface ToastRoom {
  /** The band the toasts may use: below the page's header (or title bar), above its composer. */
  band: { top: number; bottom: number };
  /** The toasts' column, left to right. */
  column: { left: number; right: number };
  /** How tall the toasts are, one above the other. */
  height: number;
  /** What a toast must never cover: the page's controls and headings. */
  obstacles: readonly ScreenBox[];
  /** Where the toasts' top is now, if they are showing. */
  current: number | null;
}

/** Room kept between a toast and the control it steers around. */
export const TOAST_CLEARANCE_PX = 8;

/** How much of the obstacles a toast list at `top` would cover, in square pixels. */
function coveredArea(top: number, room: ToastRoom, obstacles: readonly ScreenBox[]): number {
  const bottom = top + room.height;
  let area = 0;
  for (const box of obstacles) {
    const height = Math.min(bottom, box.bottom) - Math.max(top, box.top);
    if (height > 0)
      area += height * (Math.min(room.column.right, box.right) - Math.max(room.column.left, box.left));
  }
  return area;
}

/**
 * Where the toasts' top goes: the place in the band nearest its bottom (the toasts sit low, out of the
 * way of the page's header, title and first actions) where they cover no control and no heading. The
 * place they are in is kept while it stays clear, so a toast does not jump as the page changes around
 * it. When no place is clear (a page full of buttons), the one covering the least of them.
 */
/** The obstacles in the toasts' way (in their column and band), grown by the clearance kept around them. */
function obstaclesInWay(room: ToastRoom): ScreenBox[] {
  const { band, column } = room;
  return (
    room.obstacles
      .filter((box) => box.right > column.left && box.left < column.right)
      .filter((box) => box.bottom > band.top && box.top < band.bottom)
      // Read field by field: a DOMRect's sides are getters, which spreading it would lose.
      .map((box) => ({
        left: box.left,
        right: box.right,
        top: box.top - TOAST_CLEARANCE_PX,
        bottom: box.bottom + TOAST_CLEARANCE_PX,
      }))
  );
}

export function placeToasts(room: ToastRoom): number {
  const { band, height } = room;
  const lowest = Math.max(band.top, band.bottom - height);
  const obstacles = obstaclesInWay(room);
  const fits = (top: number) => top >= band.top && top <= lowest;
  if (room.current !== null && fits(room.current) && coveredArea(room.current, room, obstacles) === 0)
    return room.current;

  // A clear place, if any, starts at an edge of the band or right beside an obstacle.
  const candidates = [lowest, band.top, ...obstacles.flatMap((box) => [box.bottom, box.top - height])].filter(
    fits,
  );
  let best = lowest;
  let bestArea = coveredArea(lowest, room, obstacles);
  for (const top of candidates) {
    const area = coveredArea(top, room, obstacles);
    if (area < bestArea || (area === bestArea && top > best)) {
      best = top;
      bestArea = area;
    }
  }
  return best;
}

/**
 * Where the toasts go, and how far the page's content must move down to make room for them: nowhere, when
 * a clear place exists; else (a page whose controls fill the band, like the wizard's cards on a phone) the
 * toasts take the top of the band and the content moves down just below them, so they cover nothing.
 * `room.obstacles` are where the content's controls are when it has not moved.
 */
export function makeRoomForToasts(room: ToastRoom): { top: number; shift: number } {
  const top = placeToasts(room);
  const obstacles = obstaclesInWay(room);
  if (coveredArea(top, room, obstacles) === 0) return { top, shift: 0 };
  const highest = Math.min(...obstacles.map((box) => box.top));
  return { top: room.band.top, shift: Math.max(0, room.band.top + room.height - highest) };
}
