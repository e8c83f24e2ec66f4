// Cells for core.summary's addTable, which wraps text as given: untrusted text is escaped here,
// and an empty cell gets a dash (the builder would emit an unclosed `<td>` for '').
import type { summary } from '@actions/core';
import { escapeHtml } from './escape.js';

/** The summary builder (`core.summary`, or its empty buffer in tests). */
export type Summary = typeof summary;

/** A row as core.summary.addTable takes it (the package exports the type only from a subpath). */
export type SummaryTableRow = Parameters<typeof summary.addTable>[0][number];

/** A data cell holding untrusted text. */
export const cell = (text: string): string => escapeHtml(text) || '—';

/** A header row. */
export const header = (names: string[]): SummaryTableRow =>
  names.map((data) => ({ data, header: true }));
