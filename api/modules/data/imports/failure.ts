/**
 * Why an import was refused, in words for the person who sent the archive: it names the file
 * (and the line, where the format has lines) so the archive can be fixed and sent again.
 */
export class ImportFailure extends Error {
  constructor(
    message: string,
    readonly file?: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = 'ImportFailure';
  }
}

/** `file:line: message`, or `file: message` where there is no line. */
export function failAt(file: string, line: number | undefined, message: string): ImportFailure {
  return new ImportFailure(`${file}${line !== undefined ? `:${line}` : ''}: ${message}`, file, line);
}
