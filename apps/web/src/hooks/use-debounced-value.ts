import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delay` ms; an empty string passes at once. */
export function useDebouncedValue(value: string, delay = 250): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return value.trim() === '' ? value : debounced;
}
