import type { CustomerDocument } from '@brief/contract/customer-page';
import { useStore } from '@nanostores/react';
import { FileText, Files } from 'lucide-react';
import { Link } from 'react-router';
import { CustomerSection, SectionNote } from '@/features/customer/components/customer-section';
import { customerTexts } from '@/features/customer/i18n/en';
import { useFormat } from '@/i18n/format';
import { parseDisplayDate } from '@/lib/chat-display';
import { customerDocumentPath } from '@/lib/customers/customer-page-path';

/** The customer's documents, newest first: each opens in the document viewer. */
export function CustomerDocuments({
  customerId,
  documents,
}: {
  customerId: string;
  documents: readonly CustomerDocument[];
}) {
  const t = useStore(customerTexts);
  const format = useFormat();
  return (
    <CustomerSection icon={Files} title={t.documents} hint={t.documentsHint} testId="customer-documents">
      {documents.length === 0 ? (
        <SectionNote kind="empty">{t.noDocumentsYet}</SectionNote>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={t.documents}>
          {documents.map((document) => {
            const uploaded = parseDisplayDate(document.createdAt);
            return (
              <li key={document.id}>
                <Link
                  to={customerDocumentPath(customerId, document.id)}
                  aria-label={t.openDocument({ name: document.name })}
                  className="flex min-w-0 items-center gap-3 px-3 py-2 transition-colors outline-none hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium" title={document.name}>
                      {document.name}
                    </span>
                    {uploaded && (
                      <span className="block text-xs text-muted-foreground">
                        {t.uploadedOn({ date: format.date(uploaded, 'date') })}
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </CustomerSection>
  );
}
