export type Align = 'left' | 'right';

/**
 * A plain-text table with a header rule, so results paste into issues and commit messages as they
 * are. Columns are left-aligned unless `align` says otherwise.
 */
export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align: Align[] = [],
): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        align[column] === 'right' ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
