import { failAt } from '../failure.js';

/** Parses JSON; a syntax error names the file, line and column. */
export function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    const message = (err as Error).message;
    const position = /at position (\d+)/.exec(message);
    if (!position) throw failAt(file, undefined, `not valid JSON (${message})`);
    const before = text.slice(0, Number(position[1]));
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    throw failAt(
      file,
      line,
      `not valid JSON at column ${column} (${message.replace(/ in JSON at position \d+.*$/, '')})`,
    );
  }
}
