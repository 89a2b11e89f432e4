/**
 * Plain text (a title, a name, a note) placed into markdown that must read as exactly that text: on one
 * line, so a title with new lines adds no heading, and with markdown's marks taken literally, so a name
 * like `[x](javascript:alert(1))` or `<script>` stays words.
 */

/** Line breaks of any kind (CR, LF, NEL, the Unicode line and paragraph separators) and other controls. */
const BREAKS = /[\p{Cc}\u2028\u2029]+/gu;

/** The text on one line: every run of line breaks and control characters becomes one space. */
export const oneLine = (text: string) => text.replace(BREAKS, ' ');

/** Markdown's inline marks taken literally: `*`, `_`, backticks, brackets, `<`, `\`, `~`, `|`, entities. */
export const escapeInline = (text: string) => text.replace(/[\\`*_[\]<~|]|&(?=#?\w+;)/g, '\\$&');

/** One line of plain text as inline markdown: on one line and escaped. */
export const inlineText = (text: string) => escapeInline(oneLine(text));

/** A heading's text: inline text whose end cannot be taken for the heading's closing `#`s. */
export const headingText = (text: string) =>
  inlineText(text)
    .trim()
    .replace(/(^|\s)(#+)$/, '$1\\$2');
