import { File, FileCode, FileImage, FileSpreadsheet, FileText } from 'lucide-react';
import type { ComponentProps } from 'react';

const SPREADSHEET = /spreadsheet|excel|csv|\.(?:xlsx?|csv|ods)$/i;
const CODE = /json|xml|html|javascript|\.(?:json|xml|html?|js|ts|svg)$/i;
const DOCUMENT = /^text\/|pdf|word|document|markdown|\.(?:pdf|docx?|md|txt|rtf|odt)$/i;

/** An icon for a file, told by its type or, failing that, its name. */
export function FileTypeIcon({
  type,
  name,
  ...props
}: { type: string; name: string } & ComponentProps<typeof File>) {
  const is = (pattern: RegExp) => pattern.test(type) || pattern.test(name);
  if (is(SPREADSHEET)) return <FileSpreadsheet {...props} />;
  if (is(CODE)) return <FileCode {...props} />;
  if (type.startsWith('image/')) return <FileImage {...props} />;
  if (is(DOCUMENT)) return <FileText {...props} />;
  return <File {...props} />;
}
