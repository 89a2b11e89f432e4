// Renders the landing and sign-in pages to HTML at build time, over the same components the browser then
// hydrates (src/app/prerender.tsx, built for Node), and writes the pages the server sends:
//   dist/prerendered/{landing,login}.{en,es}.{google,password}[-oidc].html  what / and /login answer, by
//     the browser's language, whether Google sign-in is configured and whether an OpenID provider is
//     (-oidc: its "Continue with {label}" button is in the page); the server fills in the company domain,
//     the provider's label, the app name and the public configuration (apps/server/src/web/pages.ts) from
//     dist/prerendered/pages.json;
//   dist/index.html  every other page: the signed-in frame's outline, and the app's code preloaded.
// The public pages carry inline the CSS their first paint needs (no request before it, page-css.mjs) and
// load their code and the whole stylesheet once they have painted.
import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { pageStylesheet } from './page-css.mjs';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = process.env.BRIEF_WEB_DIST ?? path.join(webRoot, 'dist');
const serverBuild = path.join(webRoot, 'node_modules/.prerender');
const LANGUAGES = ['en', 'es'];
/** What the server writes over, per deployment: a name no real domain can have. */
const COMPANY_DOMAIN_SLOT = 'company-domain.prerender.invalid';
/** The OpenID provider's label ("Continue with {label}") and the app name of its sign-in link, likewise. */
const OIDC_LABEL_SLOT = 'oidc-label.prerender.invalid';
const APP_NAME_SLOT = 'app-name.prerender.invalid';
/** The element the server fills with GET /api/config's answer (src/lib/public-config.ts). */
const CONFIG_ELEMENT_ID = 'brief-config';
/** src/app/public-pages.ts */
const PAGES = { '/': 'landing', '/login': 'login' };
const PAGE_MODULES = { landing: 'src/app/routes/landing.tsx', login: 'src/app/routes/login.tsx' };

process.env.NODE_ENV = 'production';
await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir: serverBuild,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    copyPublicDir: false,
  },
});
const { renderPublicPage, renderFrameSkeleton } = await import(
  pathToFileURL(path.join(serverBuild, 'prerender.js')).href
);

const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const entry = manifest['index.html'];

/** A chunk's file with every chunk it imports statically, as the browser will ask for them. */
function withImports(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) withImports(imported, seen);
  return seen;
}
const entryFiles = new Set([...withImports('index.html')].map((key) => manifest[key].file));

/** The files of the chunks of `keys` with everything they import, the entry's own first. */
function chunkFiles(keys) {
  const files = new Set();
  for (const key of keys) for (const found of withImports(key)) files.add(manifest[found].file);
  return [...files];
}

/** <link rel="modulepreload"> for the chunks of `keys` the entry does not already bring. */
function preloads(keys) {
  return chunkFiles(keys)
    .filter((file) => !entryFiles.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
}

const moduleScripts = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/**
 * A public page is whole without its code, which only hydrates it: the code (the entry, the page's chunks,
 * and for Spanish its texts, fetched side by side) and the whole stylesheet (the page carries the part of it
 * its first paint needs, page-css.mjs) are asked for once the first paint is on the screen, so that neither
 * their download nor their run ever comes before it, on a fast network as on a slow one.
 *
 * "On the screen" is the first-contentful-paint entry: Chromium reports it only once the frame was
 * presented, which on a busy machine comes well after the frame was drawn (a script started at the next
 * animation frame could be downloaded from a nearby server before the page was even shown, and Lighthouse
 * then counts its download and run before the first paint). The fonts come first too: the text's first
 * paint is in Inter (preloaded), not a fallback repainted when it arrives. Someone signed in is shown none
 * of the page (index.css), and a tab opened in the background paints nothing: they get the code at once.
 * The server allows this script by its hash, like the theme's.
 */
function loadAfterFirstPaint(keys) {
  const files = chunkFiles(['index.html', ...keys]).map((file) => `/${file}`);
  return `<script>
      (function () {
        var started = false;
        function load() {
          if (started) return;
          started = true;
          ${JSON.stringify(stylesheets)}.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'stylesheet';
            link.href = href;
            document.head.appendChild(link);
          });
          ${JSON.stringify(files.slice(1))}.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(files[0])};
          document.head.appendChild(script);
        }
        function afterFonts() {
          var fonts = document.fonts ? document.fonts.ready : Promise.resolve();
          fonts.then(function () {
            requestAnimationFrame(function () {
              setTimeout(load, 0);
            });
          });
        }
        if (document.documentElement.hasAttribute('data-signed-in') || document.visibilityState !== 'visible') {
          load();
          return;
        }
        var Observer = window.PerformanceObserver;
        if (Observer && (Observer.supportedEntryTypes || []).indexOf('paint') !== -1) {
          new Observer(function (list, observer) {
            if (list.getEntriesByName('first-contentful-paint').length === 0) return;
            observer.disconnect();
            afterFonts();
          }).observe({ type: 'paint', buffered: true });
        } else {
          // No paint timing in this browser: after the first frame was drawn.
          afterFonts();
        }
        // Whatever happens (a tab hidden before its first paint), the page is not left without its code.
        setTimeout(load, 3000);
      })();
    </script>`;
}

function replaceOnce(html, search, replacement) {
  if (!html.includes(search)) throw new Error(`index.html has no ${search}`);
  return html.replace(search, () => replacement);
}

const css = (
  await Promise.all((entry.css ?? []).map((file) => readFile(path.join(dist, file), 'utf8')))
).join('\n');
const stylesheets = (entry.css ?? []).map((file) => `/${file}`);
const pageCss = await pageStylesheet(path.join(webRoot, 'src/index.css'), css);
const stylesheetLinks = /\s*<link rel="stylesheet"[^>]*>/g;
// The Latin face of the Inter font (unicode-range U+00-FF: English and Spanish): asked for with the page,
// so the text first paints in it rather than changing font (and size) when it arrives.
const latinFont = /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/.exec(css)?.[1];
if (!latinFont) throw new Error('the CSS names no Latin Inter font file');
const fontPreload = `<link rel="preload" as="font" type="font/woff2" crossorigin href="${latinFont}">`;

/** The sign-in variant's part of a page's file name: google or password, -oidc with an OpenID provider. */
const signInVariant = (googleSignIn, oidc) => `${googleSignIn ? 'google' : 'password'}${oidc ? '-oidc' : ''}`;

async function writePublicPage(pagePath, name, language, googleSignIn, oidc) {
  const config = {
    companyDomain: COMPANY_DOMAIN_SLOT,
    // Without a provider the pages stay as they were made before there was one.
    appName: oidc ? APP_NAME_SLOT : 'brief',
    googleSignIn,
    ...(oidc ? { oidcLabel: OIDC_LABEL_SLOT } : {}),
    webSearch: false,
    model: { provider: 'builtin', name: 'offline', offline: true },
    uploadMaxMb: 20,
  };
  const rendered = await renderPublicPage(pagePath, language, config);
  // React writes the page's <title> first; it replaces the template's.
  const title = /^<title>.*?<\/title>/.exec(rendered)?.[0];
  if (!title) throw new Error(`${pagePath} rendered no <title> first`);
  if (/<script/i.test(rendered)) throw new Error(`${pagePath} rendered a script: the CSP would refuse it`);
  const body = rendered.slice(title.length);
  let html = replaceOnce(template, '<html lang="en">', `<html lang="${language}">`);
  html = replaceOnce(html, '<title>Brief</title>', title);
  html = html.replace(stylesheetLinks, '').replace(moduleScripts, '');
  const modules = [PAGE_MODULES[name], ...(language === 'es' ? [`src/i18n/spanish-${name}.ts`] : [])];
  html = replaceOnce(html, '</head>', `  ${fontPreload}\n    <style>${pageCss(body)}</style>\n  </head>`);
  html = replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root" data-page="${name}">${body}</div>\n    ${loadAfterFirstPaint(modules)}`,
  );
  const file = `${name}.${language}.${signInVariant(googleSignIn, oidc)}.html`;
  await writeFile(path.join(dist, 'prerendered', file), html);
}

await mkdir(path.join(dist, 'prerendered'), { recursive: true });
for (const [pagePath, name] of Object.entries(PAGES)) {
  for (const language of LANGUAGES) {
    for (const googleSignIn of [false, true]) {
      for (const oidc of [false, true]) await writePublicPage(pagePath, name, language, googleSignIn, oidc);
    }
  }
}
await writeFile(
  path.join(dist, 'prerendered/pages.json'),
  `${JSON.stringify(
    {
      pages: PAGES,
      languages: LANGUAGES,
      file: '{page}.{language}.{signIn}.html',
      companyDomainSlot: COMPANY_DOMAIN_SLOT,
      oidcLabelSlot: OIDC_LABEL_SLOT,
      appNameSlot: APP_NAME_SLOT,
      configElementId: CONFIG_ELEMENT_ID,
    },
    null,
    2,
  )}\n`,
);

// Every other page: the frame's outline (shown before the app's code runs only to someone signed in, by
// the inline script and index.css) and the app's own chunk preloaded beside the entry.
let shell = replaceOnce(template, '</head>', `  ${preloads(['src/app/app.tsx'])}\n  </head>`);
shell = replaceOnce(
  shell,
  '<div id="root"></div>',
  `<div id="root" data-page="frame">${await renderFrameSkeleton()}</div>`,
);
await writeFile(path.join(dist, 'index.html'), shell);

await rm(path.join(dist, '.vite'), { recursive: true, force: true });
await rm(serverBuild, { recursive: true, force: true });
process.stdout.write(
  `prerendered ${Object.keys(PAGES).length * LANGUAGES.length * 4} public pages and the app's frame\n`,
);
