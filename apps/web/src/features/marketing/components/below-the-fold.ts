/**
 * The landing page's sections under its first screen: Chromium styles, lays out and paints them only as
 * they come near the viewport (a phone's first screen shows a sixth of the page), so the page's first
 * paint and the work after it stay small on a slow phone. Until then a section counts as 900 px tall, and
 * afterwards as tall as it was last drawn (`auto`). Paint is contained: nothing of theirs draws outside
 * their box.
 */
export const belowTheFold = '[content-visibility:auto] [contain-intrinsic-size:auto_900px]';
