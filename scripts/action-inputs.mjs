// Writes action.yml's `inputs:` block from the input table (src/config/inputs.ts): each input's
// name, description and default, in table order, so adding an input is one table entry. Run by
// `npm run docs` before scripts/readme-tables.mjs, which writes docs/inputs.md's tables from action.yml.
// With --check it writes nothing and exits 1 when action.yml differs, so CI fails on a hand edit.
import { readFileSync, writeFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const ACTION = 'action.yml';
const check = process.argv.includes('--check');
const { INPUTS } = await tsImport('../src/config/inputs.ts', import.meta.url);

/** A one-line YAML scalar: single-quoted, or double-quoted when that needs no escaping. */
function quoted(text) {
  if (text.includes("'") && !/["\\]/.test(text)) return `"${text}"`;
  return `'${text.replaceAll("'", "''")}'`;
}

/** A default of several lines (globs) as a block, one item per line. */
function defaultValue(text) {
  if (!text.includes('\n')) return ` ${quoted(text)}`;
  return ` |\n${text
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n')}`;
}

function inputsBlock(inputs) {
  const entries = inputs.map((input) =>
    [
      `  ${input.name}:`,
      `    description: ${quoted(input.description)}`,
      '    required: false',
      `    default:${defaultValue(input.default)}`,
    ].join('\n'),
  );
  return `inputs:\n${entries.join('\n')}\n`;
}

const current = readFileSync(ACTION, 'utf8');
const block = /^inputs:\n(?:[ #].*\n|\n)*/m.exec(current);
if (!block) {
  console.error(`${ACTION}: no top-level "inputs:" block found; add one for the inputs to go in.`);
  process.exit(2);
}
const next = current.replace(block[0], inputsBlock(INPUTS));

if (next === current) {
  if (!check) console.log(`${ACTION}: inputs already match the input table.`);
} else if (check) {
  console.error(
    `${ACTION}: its inputs differ from the input table (src/config/inputs.ts). Run 'npm run docs' and commit ${ACTION}.`,
  );
  process.exit(1);
} else {
  writeFileSync(ACTION, next);
  console.log(`${ACTION}: inputs rewritten from the input table.`);
}
