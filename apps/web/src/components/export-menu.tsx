import type { ExportFormat } from '@brief/contract/exports';
import { useStore } from '@nanostores/react';
import { Download, FileText, FileType, Loader2 } from 'lucide-react';
import { useState, type ReactElement } from 'react';
import { exportTexts } from '@/components/i18n/en';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/hooks/use-toast';
import { errorText } from '@/lib/error-text';
import { downloadExport } from '@/lib/export-download';
import { logger } from '@/lib/logger';

const FORMATS: readonly ExportFormat[] = ['md', 'docx', 'pdf'];

/**
 * Export as Markdown, Word or PDF, from a chat's title bar, a reply, a library row, a shared chat or the
 * bookmarks: `pathOf` says where each format is asked for; the file arrives as a download.
 */
export function ExportMenu({
  label,
  pathOf,
  trigger,
}: {
  /** What is exported ('Export chat', 'Export reply'…), the menu's heading. */
  label: string;
  pathOf: (format: ExportFormat) => string;
  /** The button that opens the menu. */
  trigger: ReactElement;
}) {
  const t = useStore(exportTexts);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const names: Record<ExportFormat, string> = { md: t.markdown, docx: t.word, pdf: t.pdf };

  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await downloadExport(pathOf(format), format);
    } catch (error) {
      logger.error('The export failed', error);
      toast({ variant: 'destructive', title: t.exportFailed, description: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        {FORMATS.map((format) => (
          <DropdownMenuItem key={format} disabled={busy !== null} onSelect={() => void run(format)}>
            {busy === format ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : format === 'md' ? (
              <FileText aria-hidden="true" />
            ) : format === 'pdf' ? (
              <FileType aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            {names[format]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
