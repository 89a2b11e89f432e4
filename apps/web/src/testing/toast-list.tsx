import { useToast } from '@/hooks/use-toast';

/** The open toasts as plain text, so a test can read them without the Radix toaster. */
export function ToastList() {
  const { toasts } = useToast();
  return (
    <ul aria-label="Toasts">
      {toasts
        .filter((toast) => toast.open)
        .map((toast) => (
          <li key={toast.id}>
            <strong>{toast.title}</strong> <span>{toast.description}</span>
          </li>
        ))}
    </ul>
  );
}
