// The part of pdfmake (0.3, its Node build) the PDF writer uses. @types/pdfmake is not used: it pulls the
// DOM library into the whole server's types (`/// <reference lib="dom" />`), which changes what Node's
// own stream types mean elsewhere.
declare module 'pdfmake' {
  type FontFamily = { normal: string; bold: string; italics: string; bolditalics: string };

  interface CreatedPdf {
    getBuffer(): Promise<Buffer>;
  }

  interface PdfMake {
    /** The content is checked by the writer's own types (pdf-writer.ts). */
    createPdf(definition: object): CreatedPdf;
    setFonts(fonts: Record<string, FontFamily>): void;
    /** Whether a remote address in the document may be fetched. */
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    /** Whether a path on this machine (a font, an image) may be read. */
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    /** In-memory files that fonts and images are looked up in before the disk. */
    virtualfs: { writeFileSync(name: string, content: Buffer): void };
  }

  const pdfmake: PdfMake;
  export default pdfmake;
}

declare module 'pdfmake/build/vfs_fonts.js' {
  /** Roboto's four faces, base64, by file name. */
  const vfs: Record<string, string>;
  export default vfs;
}
