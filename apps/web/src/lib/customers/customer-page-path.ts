/** The customer page's address: the chat header, the wizard and the library's badges link to it. */
export const customerPagePath = (customerId: string) => `/customers/${encodeURIComponent(customerId)}`;

/** A document of the customer in the document viewer. */
export const customerDocumentPath = (customerId: string, documentId: string) =>
  `${customerPagePath(customerId)}/documents/${encodeURIComponent(documentId)}`;

/**
 * The page of the customer a chat names by its team and name (the id a chat holds is its own): the
 * address resolves it to the customer's page, or says the customer is not there for the user.
 */
export const customerLookupPath = (teamId: string, name: string) =>
  `/customers?${new URLSearchParams({ team: teamId, name }).toString()}`;
