// Writes the notices of the third-party code esbuild bundled into dist/ (dist/licenses.txt), as
// the toolkit's action template does: dist/ ships without node_modules, so their licenses go with
// it. Input is the build's metafiles; only files that left bytes in an output count. Sorted by
// package name and version so dist/ is the same on every build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const LICENSE_FILE = /^(licen[cs]e|copying|notice)(\.|-|$)/i;

/** The package folder that holds a bundled input path, e.g. node_modules/@a/b. */
function packageRoot(input) {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match?.[1];
}

function notice(root) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const files = readdirSync(root)
    .filter((name) => LICENSE_FILE.test(name))
    .sort();
  const texts = files.map((name) =>
    readFileSync(join(root, name), 'utf8').replace(/\r\n?/g, '\n').trim(),
  );
  const license = typeof manifest.license === 'string' ? manifest.license : 'UNKNOWN';
  return {
    id: `${manifest.name}@${manifest.version}`,
    text: [
      `${manifest.name} ${manifest.version}`,
      `license: ${license}`,
      ...(texts.length > 0
        ? texts
        : [`(the package ships no license file; its license is ${license})`]),
    ].join('\n\n'),
  };
}

/** @param {string} file @param {import('esbuild').Metafile[]} metafiles */
export async function writeLicenses(file, metafiles) {
  const roots = new Set();
  for (const metafile of metafiles) {
    for (const output of Object.values(metafile.outputs)) {
      for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
        const root = bytesInOutput > 0 ? packageRoot(input) : undefined;
        if (root && existsSync(join(root, 'package.json'))) roots.add(root);
      }
    }
  }
  const notices = [
    ...new Map([...roots].map((root) => notice(root)).map((n) => [n.id, n])).values(),
  ];
  notices.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const header =
    'Third-party software bundled into dist/ by scripts/build.mjs, with its license notices.\n';
  const body = notices.map((n) => n.text).join(`\n\n${'-'.repeat(72)}\n\n`);
  await writeFile(file, `${header}\n${'='.repeat(72)}\n\n${body}\n`);
  return notices.map((n) => n.id);
}
