/** The customer page's address: the chat header, the wizard and the library's badges link to it. */
export const customerPagePath = (customerId: string) => `/customers/${encodeURIComponent(customerId)}`;

/** A document of the customer in the document viewer. */
export const customerDocumentPath = (customerId: string, documentId: string) =>
  `${customerPagePath(customerId)}/documents/${encodeURIComponent(documentId)}`;
