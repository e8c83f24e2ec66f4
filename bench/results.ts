// bench/RESULTS.md from what the sections print: a `## ` line is a heading, a run of `|` lines a
// table, a plain sentence a paragraph, and aligned columns keep their alignment in a text block. Each section sits between markers
// named after its file, so a partial run replaces its own sections and keeps the others.

const HEADER = `# Benchmark results

Written by \`npm run bench\` (bench/index.ts) from what each file in bench/sections prints; do not
edit by hand. Each section names when, on what machine and at which commit it was measured.
Token counts and costs come from the fake Messages API's accounting (tokens = characters / 4 of
each block's JSON) at the built-in prices; timings are wall-clock on the machine named.
`;

const start = (name: string): string => `<!-- bench:${name} -->`;
const end = (name: string): string => `<!-- /bench:${name} -->`;

/** One section's Markdown between its markers. */
export function sectionBlock(name: string, measured: string, lines: string[]): string {
  const out: string[] = [start(name)];
  let text: string[] = [];
  let inTable = false;
  const flush = (): void => {
    while (text.length && !text[text.length - 1]!.trim()) text.pop();
    if (text.length) out.push('', '```text', ...text, '```');
    text = [];
  };
  let headed = false;
  for (const line of lines) {
    if (line.startsWith('## ')) {
      flush();
      inTable = false;
      out.push('', line);
      if (!headed) out.push('', `_Measured ${measured}._`);
      headed = true;
    } else if (line.startsWith('|')) {
      flush();
      if (!inTable) out.push('');
      out.push(line);
      inTable = true;
    } else if (line.trim() && !/^\s| {2}| \| /.test(line)) {
      // A sentence: a paragraph of its own.
      flush();
      inTable = false;
      out.push('', line);
    } else {
      inTable = false;
      if (line.trim() || text.length) text.push(line);
    }
  }
  flush();
  if (!headed) out.splice(1, 0, '', `## ${name}`, '', `_Measured ${measured}._`);
  out.push('', end(name));
  return out.join('\n');
}

/** The whole file: `blocks` replace the sections of the same name in `previous`, others stay. */
export function resultsFile(previous: string, blocks: Map<string, string>): string {
  const kept = new Map<string, string>();
  for (const m of previous.matchAll(/<!-- bench:([\w.-]+) -->[\s\S]*?<!-- \/bench:\1 -->/g))
    kept.set(m[1]!, m[0]);
  for (const [name, block] of blocks) kept.set(name, block);
  const sections = [...kept.keys()].sort().map((name) => kept.get(name)!);
  return `${HEADER}\n${sections.join('\n\n')}\n`;
}
