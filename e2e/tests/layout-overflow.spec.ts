import type { Browser, Page } from '@playwright/test';
import { expect, test, type BriefServer } from '../fixtures/server';
import { seedChat, type SignedIn } from '../fixtures/users';

/**
 * No label leaves its box, in English or Spanish, from a phone to a wide screen: on every page an admin
 * sees, at 390, 768, 1280 and 1920 px, every visible text element (button, link, tab, badge, label,
 * heading, table cell) is at least as wide as its text, unless it is cut on purpose with an ellipsis
 * and says the whole text in a title; no two controls overlap; and nothing scrolls sideways.
 */
const WIDTHS = [390, 768, 1280, 1920] as const;

type Problem = { kind: 'overflow' | 'overlap' | 'sideways'; what: string; detail: string };

/** Measures the page as it is laid out now (see the file's comment for the rules). */
function layoutProblems(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const problems: Problem[] = [];
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      const testId = element.getAttribute('data-testid');
      return `<${element.tagName.toLowerCase()}${testId ? ` data-testid=${testId}` : ''}> "${text}"`;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== 'hidden' &&
        style.opacity !== '0' &&
        element.closest('[aria-hidden="true"], .sr-only') === null
      );
    };

    const sideways = document.documentElement.scrollWidth - window.innerWidth;
    if (sideways > 0) problems.push({ kind: 'sideways', what: 'the page', detail: `${sideways}px too wide` });

    const texts = document.querySelectorAll(
      'button, a, [role="tab"], [role="menuitem"], [data-slot="badge"], label, h1, h2, h3, h4, h5, h6, th, td, dt, dd, legend',
    );
    for (const element of Array.from(texts)) {
      if (!shown(element) || !(element instanceof HTMLElement)) continue;
      const style = getComputedStyle(element);
      // An inline element has no width of its own to overflow: its block holds it.
      if (style.display === 'inline' || style.display === 'contents') continue;
      if ((element.textContent ?? '').trim() === '') continue;
      // Wider than the box it sits in (a link that grows past a narrow rail), unless that box clips
      // or scrolls on purpose or the element is placed on its own (a popover, a badge on an icon).
      const parent = element.parentElement;
      if (parent !== null && (style.position === 'static' || style.position === 'relative')) {
        const outer = parent.getBoundingClientRect();
        const inner = element.getBoundingClientRect();
        // A negative margin moves a box past its container on purpose (a ghost button lined up with
        // the card's edge): only what goes further counts.
        const past = Math.max(
          inner.right - outer.right - Math.max(0, -parseFloat(style.marginRight)),
          outer.left - inner.left - Math.max(0, -parseFloat(style.marginLeft)),
        );
        if (past > 1 && getComputedStyle(parent).overflowX === 'visible')
          problems.push({
            kind: 'overflow',
            what: describe(element),
            detail: `${Math.round(past)}px past its container`,
          });
      }
      const over = element.scrollWidth - element.clientWidth;
      if (over <= 1) continue;
      const cutOnPurpose =
        style.textOverflow === 'ellipsis' &&
        element.closest('[title]') !== null &&
        style.overflowX !== 'visible';
      // A scroll area (a wide table in its own scroller) shows the rest on purpose.
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (!cutOnPurpose && !scrolls)
        problems.push({ kind: 'overflow', what: describe(element), detail: `${over}px past its box` });
    }

    // The navigation's labels are words to read at a glance: none may be cut, in either language.
    for (const label of Array.from(document.querySelectorAll('nav a span'))) {
      if (!shown(label) || (label.textContent ?? '').trim() === '') continue;
      const cut = label.scrollWidth - label.clientWidth;
      if (cut > 1) problems.push({ kind: 'overflow', what: describe(label), detail: `cut by ${cut}px` });
    }

    // Fixed bars (header, navigation) hold their own controls; page controls scroll under them.
    const fixedBars = Array.from(document.querySelectorAll('body *')).filter((element) => {
      const position = getComputedStyle(element).position;
      return (position === 'fixed' || position === 'sticky') && shown(element);
    });
    const controls = Array.from(
      document.querySelectorAll(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"]',
      ),
    ).filter((element) => {
      if (!shown(element)) return false;
      const box = element.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= window.innerHeight) return false;
      return !fixedBars.some((bar) => {
        if (bar.contains(element)) return false;
        const barBox = bar.getBoundingClientRect();
        return (
          box.left < barBox.right &&
          box.right > barBox.left &&
          box.top < barBox.bottom &&
          box.bottom > barBox.top
        );
      });
    });
    // What shows of a control: its box cut by every box around it that clips (a scroll area's rows
    // scrolled past its edge are not under what sits beyond that edge).
    const visibleBox = (element: Element) => {
      let { left, top, right, bottom } = element.getBoundingClientRect();
      for (let around = element.parentElement; around !== null; around = around.parentElement) {
        const style = getComputedStyle(around);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = around.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return { left, top, right, bottom };
    };
    for (let i = 0; i < controls.length; i += 1) {
      for (let j = i + 1; j < controls.length; j += 1) {
        const a = controls[i];
        const b = controls[j];
        if (!a || !b || a.contains(b) || b.contains(a)) continue;
        // A label's own input (a Radix radio's hidden native input sits under its button).
        if (a.closest('label') !== null && a.closest('label') === b.closest('label')) continue;
        const boxA = visibleBox(a);
        const boxB = visibleBox(b);
        const width = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
        const height = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
        if (width > 1 && height > 1)
          problems.push({
            kind: 'overlap',
            what: `${describe(a)} and ${describe(b)}`,
            detail: `${Math.round(width)}×${Math.round(height)}px`,
          });
      }
    }
    return problems;
  });
}

/** Waits until the page has settled after a navigation or a change of width. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

async function signedInAdmin(
  browser: Browser,
  server: BriefServer,
  locale: 'en-US' | 'es-ES',
): Promise<{ page: Page; user: SignedIn }> {
  const context = await browser.newContext({ locale, baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(server.admin.email);
  await page.locator('input[type="password"]').fill(server.admin.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as SignedIn);
  return { page, user };
}

for (const locale of ['en-US', 'es-ES'] as const) {
  test(`no label leaves its box and no control covers another, 390 to 1920 px (${locale})`, async ({
    browser,
    server,
  }) => {
    test.setTimeout(90_000);
    const { page, user } = await signedInAdmin(browser, server, locale);
    const chatId = await seedChat(
      page,
      user,
      'Plan de comunicación integral para la temporada de otoño e invierno de Northwind Coffee',
      '¿Qué campañas funcionan mejor en otoño?',
    );
    await page.request.post(`/api/users/${user.id}/bookmarks`, {
      headers: { Authorization: `Bearer ${user.access_token}` },
      // A customer name longer than its badge: cut with an ellipsis, whole in its tooltip.
      data: {
        message: 'Una respuesta guardada.',
        customerName: 'Northwind Coffee Roasters International Holdings',
        chatId,
      },
    });

    const routes = [
      '/dashboard',
      '/dashboard?tab=library',
      '/dashboard?tab=bookmarks',
      '/chats',
      '/favorite-chats',
      '/bookmarks',
      '/chat-wizard',
      `/chat-v2?sessionId=${chatId}`,
      '/admin',
      '/admin?tab=teams',
      '/admin?tab=usage',
      '/admin?tab=costs',
      '/admin?tab=audit',
      '/admin?tab=connectors',
      '/no-such-page',
    ];
    // The measure itself finds what it looks for: two controls on top of each other, a cut label.
    await page.goto(routes[0] ?? '/dashboard');
    await settled(page);
    await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.id = 'layout-probe';
      probe.style.cssText = 'position:absolute;top:200px;left:200px;width:60px';
      probe.innerHTML =
        '<button style="position:absolute;left:0;width:50px;height:30px">A</button>' +
        '<button style="position:absolute;left:20px;width:50px;height:30px">B</button>' +
        '<button style="display:block;width:40px;margin-top:40px;white-space:nowrap">Administración</button>' +
        '<nav><a href="/bookmarks"><span title="Guardados" style="display:block;width:30px;overflow:hidden;' +
        'text-overflow:ellipsis;white-space:nowrap">Guardados</span></a></nav>';
      document.body.append(probe);
    });
    const found = await layoutProblems(page);
    expect(found.map((problem) => problem.kind)).toContain('overlap');
    expect(found.map((problem) => problem.kind)).toContain('overflow');
    // A navigation label cut with an ellipsis counts, title or not.
    expect(found.filter((problem) => problem.detail.startsWith('cut by')).map((p) => p.what)).toEqual([
      '<span> "Guardados"',
    ]);
    await page.evaluate(() => document.getElementById('layout-probe')?.remove());

    const problems: string[] = [];
    for (const route of routes) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(route);
      await settled(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
        await settled(page);
        for (const problem of await layoutProblems(page))
          problems.push(`${route} at ${width}px: ${problem.kind} ${problem.what} (${problem.detail})`);
      }
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
}
