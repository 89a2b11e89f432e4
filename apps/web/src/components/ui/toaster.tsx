import { useLayoutEffect, useState, type CSSProperties } from 'react';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@/components/ui/toast';
import { useToast } from '@/hooks/use-toast';

/** Room left between the toasts and the controls they keep clear of. */
const GAP_PX = 8;
/** The toast list's own padding (`p-4`), around the toast boxes. */
const LIST_PADDING_PX = 16;
/** Below a page's 4rem header when the page marks no ceiling (landing, sign-in). */
const DEFAULT_CEILING_PX = 64;

/**
 * Where the toasts may sit on this page: below the lowest `[data-toast-ceiling]` (the app header, the
 * chat's title bar) and above the highest `[data-toast-floor]` (the chat's composer, which grows as
 * one types). Measured while toasts are up, before they paint.
 */
function useToastBounds(active: boolean, toastCount: number): CSSProperties | undefined {
  const [bounds, setBounds] = useState<CSSProperties>();
  useLayoutEffect(() => {
    if (!active) return;
    const edges = () => ({
      ceilings: [...document.querySelectorAll('[data-toast-ceiling]')],
      floors: [...document.querySelectorAll('[data-toast-floor]')],
    });
    const measure = () => {
      const { ceilings, floors } = edges();
      const top = Math.max(
        ceilings.length === 0 ? DEFAULT_CEILING_PX : 0,
        ...ceilings.map((element) => element.getBoundingClientRect().bottom),
      );
      const floor = Math.min(
        window.innerHeight,
        ...floors.map((element) => element.getBoundingClientRect().top),
      );
      setBounds({
        top: top + GAP_PX - LIST_PADDING_PX,
        maxHeight: Math.max(0, floor - top - 2 * GAP_PX + 2 * LIST_PADDING_PX),
      });
    };
    measure();
    // The composer grows as one types; the toasts' room shrinks with it.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    const { ceilings, floors } = edges();
    for (const element of [...ceilings, ...floors]) observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
    // A new toast may come on another page: its edges are looked up again.
  }, [active, toastCount]);
  return active ? bounds : undefined;
}

/** Toasts last 5000 ms, swipe away past 50 px, and F8 reaches them (Radix's defaults, stated). */
export function Toaster() {
  const { toasts } = useToast();
  const bounds = useToastBounds(
    toasts.some((toast) => toast.open),
    toasts.length,
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
      <ToastViewport hotkey={['F8']} style={bounds} />
    </ToastProvider>
  );
}
