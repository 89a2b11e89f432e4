import { useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@/components/ui/toast';
import { makeRoomForToasts, type ScreenBox } from '@/components/ui/toast-placement';
import { useToast } from '@/hooks/use-toast';

/** Room left between the toasts and the page's edges they keep clear of. */
const GAP_PX = 8;
/** The toast list's own padding (`p-4`), around the toast boxes. */
const LIST_PADDING_PX = 16;
/** The gap between two toasts (`gap-y-2`). */
const TOAST_GAP_PX = 8;
/** Below a page's 4rem header when the page marks no ceiling (landing, sign-in). */
const DEFAULT_CEILING_PX = 64;

/** What a toast never covers: whatever one clicks or types in, and headings. */
const OBSTACLES =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="combobox"], [contenteditable="true"], h1, h2, h3, h4, h5, h6, [role="heading"]';

const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

const shown = (box: DOMRect) => box.width > 0 && box.height > 0;

/** A heading is its words: the rest of its line is free (a block heading spans its column). */
function boxOf(element: Element): DOMRect {
  if (!element.matches(HEADINGS)) return element.getBoundingClientRect();
  const words = document.createRange();
  words.selectNodeContents(element);
  // Browsers measure a range; jsdom (the unit tests) cannot.
  return 'getBoundingClientRect' in words ? words.getBoundingClientRect() : element.getBoundingClientRect();
}

/** A navigation bar along the window's bottom edge (the phone's) is a floor too; the side rail is not. */
const alongBottom = (box: DOMRect) =>
  box.bottom >= window.innerHeight - 1 && box.top > window.innerHeight / 2;

/**
 * The page as the toasts see it: the band below the lowest `[data-toast-ceiling]` (the app header, the
 * chat's title bar) and above the highest `[data-toast-floor]` (the chat's composer, which grows as one
 * types) and the phone's navigation bar, and the controls and headings in it.
 */
/** The page content that moves down to make room for toasts (the signed-in pages' main column). */
const MOVABLE = '[data-toast-room]';

/** How far the movable content is moved down now. */
const shiftNow = () => {
  const movable = document.querySelector<HTMLElement>(MOVABLE);
  return movable === null ? 0 : Number.parseFloat(movable.style.translate.split(' ')[1] ?? '') || 0;
};

function moveContent(shift: number): void {
  for (const element of document.querySelectorAll<HTMLElement>(MOVABLE))
    element.style.translate = shift > 0 ? `0 ${shift}px` : '';
}

function placeOf(
  list: HTMLElement,
  current: number | null,
): { top: number; maxHeight: number; shift: number } {
  const edges = (selector: string) =>
    [...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect()).filter(shown);
  const ceilings = edges('[data-toast-ceiling]').map((box) => box.bottom);
  const floors = [...edges('[data-toast-floor]'), ...edges('nav').filter(alongBottom)].map((box) => box.top);
  const top = (ceilings.length === 0 ? DEFAULT_CEILING_PX : Math.max(...ceilings)) + GAP_PX;
  const bottom = Math.min(window.innerHeight, ...floors) - GAP_PX;
  const toasts = [...list.children].filter((child) => child instanceof HTMLElement);
  const height =
    toasts.reduce((sum, toast) => sum + toast.offsetHeight, 0) +
    TOAST_GAP_PX * Math.max(0, toasts.length - 1);
  const listBox = list.getBoundingClientRect();
  // Where the controls are when the content has not moved for the toasts.
  const moved = shiftNow();
  const obstacles: ScreenBox[] = [];
  for (const element of document.querySelectorAll(OBSTACLES)) {
    if (list.contains(element)) continue;
    const measured = boxOf(element);
    const back = element.closest(MOVABLE) === null ? 0 : moved;
    const box = {
      left: measured.left,
      right: measured.right,
      top: measured.top - back,
      bottom: measured.bottom - back,
    };
    if (!shown(measured) || box.bottom < top || box.top > bottom) continue;
    if (element.checkVisibility?.() === false) continue;
    obstacles.push(box);
  }
  const placed = makeRoomForToasts({
    band: { top, bottom },
    column: { left: listBox.left + LIST_PADDING_PX, right: listBox.right - LIST_PADDING_PX },
    height,
    obstacles,
    current,
  });
  return { top: placed.top, maxHeight: Math.max(0, bottom - placed.top), shift: placed.shift };
}

/**
 * Keeps the toasts where they cover none of the page's controls and headings, low in the window
 * (bottom right from tablet width up, across the bottom on phones, above the chat's composer and the
 * phone's navigation bar). Where the controls fill the window, the page's content moves down below the
 * toasts while they show. Placed before they paint, and again as the page under them changes: a
 * sign-in's welcome is raised on the sign-in page and stays up over the workspace that follows.
 */
function useToastPlacement(
  list: RefObject<HTMLOListElement | null>,
  openToasts: string,
): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties>();
  const current = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (openToasts === '') {
      current.current = null;
      moveContent(0);
      return;
    }
    let frame = 0;
    const place = () => {
      frame = 0;
      if (list.current === null) return;
      const { top, maxHeight, shift } = placeOf(list.current, current.current);
      current.current = top;
      if (shift !== shiftNow()) moveContent(shift);
      setStyle((previous) =>
        previous?.top === top - LIST_PADDING_PX && previous.maxHeight === maxHeight + 2 * LIST_PADDING_PX
          ? previous
          : { top: top - LIST_PADDING_PX, bottom: 'auto', maxHeight: maxHeight + 2 * LIST_PADDING_PX },
      );
    };
    const later = () => {
      if (frame === 0) frame = requestAnimationFrame(place);
    };
    place();
    const mutations = new MutationObserver(later);
    mutations.observe(document.body, { childList: true, subtree: true, characterData: true });
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later);
    for (const element of document.querySelectorAll('[data-toast-ceiling], [data-toast-floor]'))
      sizes?.observe(element);
    if (list.current) sizes?.observe(list.current);
    window.addEventListener('resize', later);
    window.addEventListener('scroll', later, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      moveContent(0);
      mutations.disconnect();
      sizes?.disconnect();
      window.removeEventListener('resize', later);
      window.removeEventListener('scroll', later, { capture: true });
    };
  }, [list, openToasts]);
  // Closing toasts fade out where they were.
  return style;
}

/** Toasts last 5000 ms, swipe away past 50 px, and F8 reaches them (Radix's defaults, stated). */
export function Toaster() {
  const { toasts } = useToast();
  const list = useRef<HTMLOListElement>(null);
  const style = useToastPlacement(
    list,
    toasts
      .filter((toast) => toast.open)
      .map((toast) => toast.id)
      .join(' '),
  );

  return (
    <ToastProvider duration={5000} swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={list} hotkey={['F8']} style={style} />
    </ToastProvider>
  );
}
