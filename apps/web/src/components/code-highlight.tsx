import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { createLowlight } from 'lowlight';
import { Fragment, useMemo, type ReactNode } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';

/*
 * The syntax highlighter, in its own chunk: the reply's code block loads it only when a reply has
 * code. A few common languages; the highlighter builds a tree of spans (no HTML string is injected).
 */
const lowlight = createLowlight({
  bash,
  css,
  javascript,
  json,
  markdown,
  python,
  sql,
  typescript,
  xml,
  yaml,
});
lowlight.registerAlias({
  bash: ['sh', 'shell', 'zsh', 'console'],
  javascript: ['js', 'jsx', 'mjs', 'cjs'],
  typescript: ['ts', 'tsx'],
  python: ['py'],
  xml: ['html', 'svg'],
  yaml: ['yml'],
  markdown: ['md'],
});

/** Guessing the language of a long unlabelled block costs more than it gives. */
const AUTO_DETECT_MAX = 5_000;

/** `code` with highlighting spans (`hljs-*` classes, coloured in index.css). */
export default function HighlightedCode({ code, language }: { code: string; language: string | null }) {
  return useMemo((): ReactNode => {
    let tree;
    if (language && lowlight.registered(language)) tree = lowlight.highlight(language, code);
    else if (!language && code.length <= AUTO_DETECT_MAX) tree = lowlight.highlightAuto(code);
    else return code;
    // Its declared result is the global JSX.Element, which React 19 no longer declares.
    return toJsxRuntime(tree, { Fragment, jsx, jsxs }) as ReactNode;
  }, [code, language]);
}
