import { Upload } from 'lucide-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/** Files dragged over the chat can be dropped anywhere on it; an overlay says so while they hover. */
export function FileDropZone({
  onFiles,
  className,
  children,
}: {
  onFiles: (files: File[]) => void;
  className?: string;
  children: ReactNode;
}) {
  const tr = useStore(chatTexts);
  const [hovering, setHovering] = useState(false);
  // dragenter and dragleave fire for every child crossed: only the outermost pair counts.
  const depth = useRef(0);
  return (
    <div
      className={cn('relative', className)}
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setHovering(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!carriesFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setHovering(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setHovering(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      {children}
      {hovering && (
        <div
          className="pointer-events-none absolute inset-2 z-40 grid place-items-center rounded-2xl border-2 border-dashed border-primary bg-background/85 backdrop-blur-sm"
          data-testid="drop-overlay"
        >
          <div className="flex flex-col items-center gap-2 text-center">
            <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
              <Upload aria-hidden="true" className="size-6" />
            </span>
            <p className="text-sm font-medium">{tr.dropFilesToAttachThem}</p>
            <p className="text-xs text-muted-foreground">{tr.anyTypeSeveralAtOnce}</p>
          </div>
        </div>
      )}
    </div>
  );
}
