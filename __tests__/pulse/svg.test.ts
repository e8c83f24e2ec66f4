// The pulse chart: plain SVG from a pure function — bars stacked by tier in proportion, the
// spend above each, every text escaped, nothing that runs or loads.
import { escapeXml, pulseSvg, TIER_COLOURS } from '../../src/pulse/svg.js';

const weeks = [
  { week: '2026-W45', tiers: [6, 2, 2] as [number, number, number], cost_usd: 1.5 },
  { week: '2026-W46', tiers: [0, 0, 5] as [number, number, number], cost_usd: 0.25 },
  { week: '2026-W47', tiers: [0, 0, 0] as [number, number, number], cost_usd: 0 },
];

const rects = (svg: string) =>
  [
    ...svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="28" height="([\d.]+)" fill="(#\w+)">/g),
  ].map((m) => ({ x: Number(m[1]), y: Number(m[2]), h: Number(m[3]), fill: m[4] }));

describe('pulseSvg', () => {
  it('stacks each week by tier, heights in proportion to the busiest week', () => {
    const svg = pulseSvg(weeks);
    const bars = rects(svg);
    expect(bars.map((b) => b.fill)).toEqual([...TIER_COLOURS, TIER_COLOURS[2]]);
    const [t1, t2, t3, w46] = bars as [
      (typeof bars)[0],
      (typeof bars)[0],
      (typeof bars)[0],
      (typeof bars)[0],
    ];
    expect(t1.h + t2.h + t3.h).toBeCloseTo(160);
    expect(t1.h / t2.h).toBeCloseTo(3);
    expect(w46.h).toBeCloseTo(80);
    // Stacked: each tier sits on the one below it.
    expect(t2.y + t2.h).toBeCloseTo(t1.y);
    expect(svg).toContain('>$1.50</text>');
    expect(svg).toContain('>$0.00</text>');
    expect(svg).toContain('>W47</text>');
  });

  it('is one well-formed document with no script, link or external reference', () => {
    const svg = pulseSvg(weeks);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    // Every element closed in order (a stack of open tags ends empty, never mismatched).
    const stack: string[] = [];
    for (const [, close, name, selfClosing] of svg.matchAll(/<(\/?)([a-z]+)\b[^>]*?(\/?)>/g)) {
      if (close) expect(stack.pop()).toBe(name);
      else if (!selfClosing) stack.push(name!);
    }
    expect(stack).toEqual([]);
    expect(svg.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
    expect(svg).not.toMatch(/<script|href|url\(|on\w+=/i);
  });

  it('escapes every text it is given', () => {
    const svg = pulseSvg(
      [{ week: '2026-W1<script>"x"&', tiers: [1, 0, 0], cost_usd: 1 }],
      'a <b> & "c"\u0007',
    );
    expect(svg).toContain('<title>a &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(svg).toContain('W1&lt;script&gt;&quot;x&quot;&amp;');
    expect(svg).not.toContain('<script');
    expect(escapeXml("'")).toBe('&apos;');
  });

  it('draws an empty window without dividing by zero', () => {
    const svg = pulseSvg([]);
    expect(svg).not.toMatch(/NaN|Infinity/);
    expect(rects(svg)).toEqual([]);
  });
});
