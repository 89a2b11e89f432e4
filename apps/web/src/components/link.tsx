import type { ComponentProps, MouseEvent } from 'react';
import { useNavigator } from '@/lib/navigation';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

/** Opens it in place, as a router's link does, unless the browser is asked for something else. */
function opensInPlace(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return !event.defaultPrevented && event.button === 0 && !modified && (!target || target === '_self');
}

/**
 * A link to a page of the app for the pages without react-router (lib/navigation.ts): a real `<a href>`,
 * so it works before hydration and opens in a new tab like any link; a plain click navigates in place.
 */
export function Link({ to, onClick, ...props }: LinkProps) {
  const { pathname, search, navigate } = useNavigator();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!opensInPlace(event, props.target)) return;
        event.preventDefault();
        // A link to where the visitor already is adds no entry to the history.
        navigate(to, { replace: to === `${pathname}${search}` });
      }}
    />
  );
}
