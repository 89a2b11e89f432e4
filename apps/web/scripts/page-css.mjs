// The CSS a prerendered page needs for its first paint: what Tailwind makes of src/index.css for the classes
// the page's HTML holds (its scanner reads them, its compiler writes their rules), beside everything of
// index.css that is not a utility (the theme's colours, the base styles, the fonts' faces). The landing page
// needs about a third of the app's stylesheet, the sign-in page a quarter: fewer bytes before the first
// paint, and fewer rules for Chromium to parse and match against every element of the page. The page then
// adds the whole stylesheet, with its code, once it has painted (prerender.mjs): its rules are a superset
// of these, written by the same compiler from the same file, so nothing on screen changes, and whatever
// the page shows later (an error, a menu, the app itself) has its styles.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';

const ENTITIES = { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#x27;': "'", '&#39;': "'" };

/**
 * `pageCss(html)` for the stylesheet `cssFile` (src/index.css); `builtCss` is the build's whole stylesheet,
 * whose hashed asset addresses the fonts' `url()`s are given (the compiler leaves them as index.css's
 * imports wrote them, relative to the font package).
 */
export async function pageStylesheet(cssFile, builtCss) {
  const compiler = await compile(await readFile(cssFile, 'utf8'), {
    base: path.dirname(cssFile),
    onDependency() {},
  });
  const builtAssets = new Map();
  for (const [, address, name] of builtCss.matchAll(/url\((\/assets\/([\w-]+?)-[\w-]{8}\.\w+)\)/g))
    builtAssets.set(name, address);

  return function pageCss(html) {
    // Read as the browser reads the class attributes: `[&_svg]:size-4` is written `[&amp;_svg]:size-4`.
    const content = html.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (entity) => ENTITIES[entity]);
    const candidates = new Scanner({}).scanFiles([{ content, extension: 'html' }]);
    const { code } = optimize(compiler.build(candidates), { minify: true });
    return code.replace(/url\(([^)]+)\)/g, (whole, address) => {
      if (/^(data:|\/assets\/)/.test(address)) return whole;
      const name = path.basename(address).replace(/\.\w+$/, '');
      const built = builtAssets.get(name);
      if (!built) throw new Error(`the build has no asset for ${address} (page CSS)`);
      return `url(${built})`;
    });
  };
}
