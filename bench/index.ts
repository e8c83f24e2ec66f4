// `npm run bench`: every file in bench/sections runs in name order, each printing its own
// side-by-side ratios. Nothing here is a pass/fail timing test.
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('./sections/', import.meta.url));
const only = process.argv.slice(2);
for (const file of (await readdir(dir)).filter((f) => f.endsWith('.ts')).sort()) {
  if (only.length && !only.some((o) => file.includes(o))) continue;
  const section = (await import(new URL(`./sections/${file}`, import.meta.url).href)) as {
    run(): Promise<void>;
  };
  await section.run();
}
