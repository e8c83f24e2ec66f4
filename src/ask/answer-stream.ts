// The answer as the reader sees it, built while it streams: citations checked as the text
// arrives, text written before a read set apart from the text after it, the first token timed.
// One per question, so the streamed text and the returned answer are the same string.
import type { CitationFilter } from './citations.js';

export class AnswerStream {
  /** Everything written to the reader so far. */
  text = '';
  /** Milliseconds from the question to the first streamed text; null until there is some. */
  firstToken: number | null = null;
  private gap = false;
  /** The model has written text in this question (the filter may still hold it back). */
  private started = false;

  constructor(
    private readonly filter: CitationFilter,
    private readonly onText: ((text: string) => void) | undefined,
    /** Milliseconds since the question was asked. */
    private readonly elapsed: () => number,
  ) {}

  get citations(): string[] {
    return this.filter.citations;
  }

  get unknown(): string[] {
    return this.filter.unknown;
  }

  /** A piece of the model's text as it streams. */
  delta(text: string): void {
    if (text === '') return;
    this.firstToken ??= Math.round(this.elapsed());
    this.started = true;
    if (this.gap) {
      this.write(this.filter.push('\n\n'));
      this.gap = false;
    }
    this.write(this.filter.push(text));
  }

  /** A call ended: text of the next one (after a read) starts a new paragraph. */
  endTurn(): void {
    if (this.started) this.gap = true;
  }

  /** The question is over: what the filter held back, then the note saying why it stopped. */
  close(note?: string): void {
    this.write(this.filter.flush());
    if (note !== undefined) this.write(`${this.text === '' ? '' : '\n\n'}_(${note})_`);
  }

  private write(text: string): void {
    if (text === '') return;
    this.text += text;
    this.onText?.(text);
  }
}
