import { describe, expect, it } from 'vitest';
import {
  makeRoomForToasts,
  placeToasts,
  TOAST_CLEARANCE_PX,
  type ScreenBox,
  type ToastRoom,
} from '@/components/ui/toast-placement';

const box = (top: number, bottom: number, left = 900, right = 1000): ScreenBox => ({
  top,
  bottom,
  left,
  right,
});

/** A 1280 × 800 page: header to 64, nothing below; a 70 px toast on the right. */
const room = (overrides: Partial<ToastRoom> = {}): ToastRoom => ({
  band: { top: 72, bottom: 792 },
  column: { left: 844, right: 1264 },
  height: 70,
  obstacles: [],
  current: null,
  ...overrides,
});

const covers = (top: number, height: number, obstacles: ScreenBox[]) =>
  obstacles.some((o) => top < o.bottom + TOAST_CLEARANCE_PX && top + height > o.top - TOAST_CLEARANCE_PX);

describe('where the toasts go', () => {
  it('sits at the bottom of the band on an empty page', () => {
    expect(placeToasts(room())).toBe(722);
  });

  it('steps above a control at the bottom (a composer send button, a pager)', () => {
    const obstacles = [box(740, 780)];
    const top = placeToasts(room({ obstacles }));
    expect(top).toBe(740 - TOAST_CLEARANCE_PX - 70);
    expect(covers(top, 70, obstacles)).toBe(false);
  });

  it('finds the gap between rows of buttons nearest the bottom', () => {
    // Rows of actions every 100 px, with one taller gap between 400 and 520.
    const obstacles = [box(100, 140), box(200, 240), box(300, 400), box(520, 620), box(650, 792)];
    const top = placeToasts(room({ obstacles }));
    expect(top).toBe(520 - TOAST_CLEARANCE_PX - 70);
    expect(covers(top, 70, obstacles)).toBe(false);
  });

  it('ignores what is beside its column or outside the band', () => {
    const obstacles = [box(700, 792, 0, 800), box(0, 64, 844, 1264), box(800, 900)];
    expect(placeToasts(room({ obstacles }))).toBe(722);
  });

  it('goes up as far as it must (cards with buttons fill the page below the first heading)', () => {
    const obstacles = [box(180, 792)];
    expect(placeToasts(room({ obstacles }))).toBe(180 - TOAST_CLEARANCE_PX - 70);
  });

  it('stays where it is while that place is clear, and moves once a control appears under it', () => {
    expect(placeToasts(room({ current: 300 }))).toBe(300);
    const obstacles = [box(320, 340)];
    const moved = placeToasts(room({ current: 300, obstacles }));
    expect(moved).not.toBe(300);
    expect(covers(moved, 70, obstacles)).toBe(false);
  });

  it('covers as little as it can when no place is clear', () => {
    // Buttons everywhere but a band of 50 px, too short for the toast.
    const obstacles = [box(72, 400), box(450, 792, 1200, 1264)];
    const top = placeToasts(room({ obstacles }));
    expect(top).toBeGreaterThanOrEqual(400);
    expect(top + 70).toBeLessThanOrEqual(792);
  });

  it('starts at the top of the band when the toasts are taller than it', () => {
    expect(placeToasts(room({ height: 900 }))).toBe(72);
  });

  it('reads boxes whose sides are getters, as the browser measures them', () => {
    class Measured {
      constructor(private readonly edges: ScreenBox) {}
      get top() {
        return this.edges.top;
      }
      get bottom() {
        return this.edges.bottom;
      }
      get left() {
        return this.edges.left;
      }
      get right() {
        return this.edges.right;
      }
    }
    const obstacles = [new Measured(box(314, 354)), new Measured(box(415, 792))];
    expect(placeToasts(room({ obstacles }))).toBe(314 - TOAST_CLEARANCE_PX - 70);
  });

  it('moves nothing where a clear place exists', () => {
    const obstacles = [box(180, 600)];
    expect(makeRoomForToasts(room({ obstacles }))).toEqual({ top: 722, shift: 0 });
  });

  it('moves the content down below the toasts where buttons fill the band (the wizard on a phone)', () => {
    const obstacles = [box(100, 140), box(150, 300), box(310, 792)];
    const { top, shift } = makeRoomForToasts(room({ obstacles }));
    expect(top).toBe(72);
    // The first control, moved down, starts past the toast and its clearance.
    expect(shift).toBe(72 + 70 - (100 - TOAST_CLEARANCE_PX));
    const moved = obstacles.map((o) => box(o.top + shift, o.bottom + shift));
    expect(covers(top, 70, moved)).toBe(false);
  });
});
