/**
 * What an export is made of, as plain data: the service fills it from the database and the file store on
 * the main thread, and the writers (in a worker thread for Word and PDF) turn it into a file. Everything
 * here survives a structured clone, so it crosses to the worker as it is.
 */

/** A picture of the chat's file store that the document shows in place of its link. */
export type ExportImage = {
  bytes: Uint8Array;
  type: 'png' | 'jpg';
  /** Its size in pixels, read from the file's header: Word needs it to scale the picture. */
  width: number;
  height: number;
};

/** One label and value of the document's header ("Customer", "Northwind Coffee"). */
export type ExportDetail = { label: string; value: string };

/** One message of the document, or one bookmark. */
export type ExportEntry = {
  /** Who wrote it: the owner's name, the team, "Assistant". */
  author: string;
  /** When, in the reader's time zone and language ("2 Mar 2026, 11:00"). */
  time: string;
  /** A short line about the entry: an automatic step, an interrupted reply, the chat a bookmark is from. */
  note: string | null;
  /** Replies and bookmarks are markdown; what a user typed is plain text, shown as typed. */
  body: { kind: 'markdown' | 'plain'; text: string };
  /** Pictures the user sent with the message, shown after it: the file, its name and download address. */
  pictures: ExportPicture[];
};

export type ExportPicture = { fileId: string; name: string; url: string };

export type ExportDocument = {
  title: string;
  details: ExportDetail[];
  /** Which time zone the document's times are in, in the reader's words: "Times in Europe/Madrid". */
  timeNote?: string;
  entries: ExportEntry[];
  /** The pictures the entries point at, by file id: only the file store's PNG and JPEG of this chat. */
  images: Record<string, ExportImage>;
  /** The app's public address: relative links (a file's `/api/…`) become absolute against it. */
  origin: string;
  /** Whose file-store addresses (`/api/users/<id>/files/<file>`) are pictures of this document. */
  fileOwnerId: string;
};
