// Writes the inputs and outputs tables of docs/inputs.md (the reference the README links to) from
// action.yml, between the markers <!-- action-inputs:start --> … <!-- action-inputs:end --> (and
// action-outputs). With --check it writes nothing and exits 1 when the page differs, so CI fails
// when action.yml changes alone.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const PAGE = 'docs/inputs.md';
const check = process.argv.includes('--check');

/** Inline code that survives any content: a fence longer than the longest backtick run inside. */
function code(text) {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A table cell: one line, pipes escaped. */
function cell(text) {
  return text
    .trim()
    .replace(/\s*\n\s*/g, ' ')
    .replaceAll('|', '\\|');
}

/** One value per line (globs) as separate code spans, so no reader takes them for one list. */
function defaultCell(value) {
  if (value === undefined || value === '') return "`''`";
  const lines = String(value).trim().split('\n');
  return cell(lines.map((line) => code(line)).join('<br>'));
}

function inputsTable(inputs) {
  const rows = Object.entries(inputs ?? {}).map(
    ([name, spec]) =>
      `| \`${name}\` | ${defaultCell(spec.default)} | ${cell(spec.description ?? '')} |`,
  );
  return ['| input | default | description |', '|---|---|---|', ...rows].join('\n');
}

function outputsTable(outputs) {
  const rows = Object.entries(outputs ?? {}).map(
    ([name, spec]) => `| \`${name}\` | ${cell(spec.description ?? '')} |`,
  );
  return ['| output | description |', '|---|---|', ...rows].join('\n');
}

function replaceBetween(text, name, content) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) {
    console.error(`${PAGE}: markers ${start} … ${end} not found; put them around the table.`);
    process.exit(2);
  }
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

const action = parse(readFileSync('action.yml', 'utf8'));
const current = readFileSync(PAGE, 'utf8');
let next = replaceBetween(current, 'action-inputs', inputsTable(action.inputs));
next = replaceBetween(next, 'action-outputs', outputsTable(action.outputs));

if (next === current) {
  if (!check) console.log(`${PAGE}: inputs and outputs tables already match action.yml.`);
} else if (check) {
  console.error(
    `${PAGE}: the inputs/outputs tables differ from action.yml. Run 'npm run docs' and commit ${PAGE}.`,
  );
  process.exit(1);
} else {
  writeFileSync(PAGE, next);
  console.log(`${PAGE}: inputs and outputs tables rewritten from action.yml.`);
}
