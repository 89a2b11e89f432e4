/** Calm, readable backgrounds for generated avatars (white initials on each pass WCAG AA). */
const AVATAR_COLOURS = [
  '#4f46e5',
  '#0f766e',
  '#b45309',
  '#be185d',
  '#1d4ed8',
  '#7c3aed',
  '#047857',
  '#c2410c',
];

/** Up to two initials from a name ("Ana García" → "AG") or an e-mail's local part ("ana.garcia" → "AG"). */
export function getInitials(nameOrEmail: string): string {
  const base = nameOrEmail.split('@')[0] ?? '';
  const words = base
    .split(/[\s._-]+/)
    .map((word) => word.trim())
    .filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initials = last ? `${[...first][0]}${[...last][0]}` : [...first].slice(0, 2).join('');
  return initials.toUpperCase();
}

function colourFor(seed: string): string {
  let hash = 0;
  for (const char of seed.toLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? '#4f46e5';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A generated avatar as a `data:image/svg+xml` address: the initials on a colour derived from the
 * name or e-mail. It is inline, so it needs no external host (the CSP allows only 'self' and data:).
 */
export function createAvatarDataUrl(nameOrEmail: string): string {
  const initials = escapeXml(getInitials(nameOrEmail));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="${colourFor(nameOrEmail)}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="#ffffff" ` +
    `font-family="Inter, system-ui, sans-serif" font-size="38" font-weight="600">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
