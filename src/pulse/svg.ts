// The pulse as a picture: one bar per week, stacked by the tier each merge's decision ended at,
// with the week's spend written above it. Plain SVG from a pure function — no library, no
// script, no external reference — with every text escaped, so the file is safe to open or
// commit. (GitHub strips inline SVG and data: images from Markdown, so the job summary shows the
// same figures as a table; this is the file `pulse --svg` writes.)
import { usd } from '../ledger/money.js';

export interface ChartWeek {
  week: string;
  /** Merges ending at Tier 1, 2 and 3. */
  tiers: [number, number, number];
  cost_usd: number;
}

const XML: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Text and attribute values for XML; control characters (not allowed in XML 1.0) dropped. */
export const escapeXml = (s: string): string =>
  // eslint-disable-next-line no-control-regex -- dropping control characters is the point
  s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (c) => XML[c]!);

export const TIER_COLOURS = ['#9aa5b1', '#f0b429', '#2680c2'] as const;

const BAR = 28;
const GAP = 14;
const HEIGHT = 160;
const TOP = 36;
const LEFT = 40;

export function pulseSvg(weeks: readonly ChartWeek[], title = 'wiki-ingest pulse'): string {
  const max = Math.max(1, ...weeks.map((w) => w.tiers[0] + w.tiers[1] + w.tiers[2]));
  const width = LEFT + weeks.length * (BAR + GAP) + GAP;
  const base = TOP + HEIGHT;
  const total = base + 56;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.max(width, 320)}" height="${total}" viewBox="0 0 ${Math.max(width, 320)} ${total}" font-family="sans-serif" font-size="11">`,
    `<title>${escapeXml(title)}</title>`,
    `<text x="${LEFT}" y="16" font-size="13" font-weight="bold">${escapeXml(title)}: merges per week by the tier that decided them, spend above</text>`,
    `<line x1="${LEFT - 4}" y1="${base}" x2="${width}" y2="${base}" stroke="#52606d"/>`,
    `<text x="${LEFT - 6}" y="${base}" text-anchor="end">0</text>`,
    `<text x="${LEFT - 6}" y="${TOP + 8}" text-anchor="end">${max}</text>`,
  ];
  weeks.forEach((w, i) => {
    const x = LEFT + GAP + i * (BAR + GAP);
    let y = base;
    w.tiers.forEach((n, t) => {
      if (n === 0) return;
      const h = (n / max) * HEIGHT;
      y -= h;
      parts.push(
        `<rect x="${x}" y="${y.toFixed(2)}" width="${BAR}" height="${h.toFixed(2)}" fill="${TIER_COLOURS[t]}"><title>${escapeXml(`${w.week}: ${n} at Tier ${t + 1}`)}</title></rect>`,
      );
    });
    parts.push(
      `<text x="${x + BAR / 2}" y="${(y - 4).toFixed(2)}" text-anchor="middle">${escapeXml(usd(w.cost_usd))}</text>`,
      `<text x="${x + BAR / 2}" y="${base + 14}" text-anchor="middle" font-size="9">${escapeXml(w.week.replace(/^\d{4}-/, ''))}</text>`,
    );
  });
  TIER_COLOURS.forEach((colour, t) => {
    const x = LEFT + t * 80;
    parts.push(
      `<rect x="${x}" y="${base + 30}" width="10" height="10" fill="${colour}"/>`,
      `<text x="${x + 14}" y="${base + 39}">Tier ${t + 1}</text>`,
    );
  });
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}
