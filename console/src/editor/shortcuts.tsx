/** The editor's keys, as its `?` overlay lists them. */
export const SHORTCUTS: [string, string][] = [
  ['B / G / V / T', 'box tool / polygon tool / move tool / tag tool'],
  ['drag', 'box tool: draw a box with the current class, also over other boxes'],
  ['click', 'box tool: select the shape under the pointer'],
  ['Alt+drag', 'box tool: move the shape under the pointer'],
  ['click, click, … Enter (or click the first point)', 'polygon tool: draw a polygon'],
  ['click a shape, drag', 'move tool: select it, move it'],
  ['drag a corner or vertex of the selected shape', 'move tool: resize a box, reshape a polygon'],
  ['1 … 9', "choose a class, in the project's order (changes the selected box)"],
  ['T, then 1 … 9', "tag tool: add or remove the image's tag of that class (classification)"],
  ['E', 'no objects: mark this image done without boxes, go to the next unlabeled one'],
  ['Delete / Backspace', 'delete the selected box'],
  ['Ctrl+Z / Ctrl+Shift+Z', 'undo / redo'],
  ['N / P', 'next / previous image'],
  ['wheel', 'zoom at the pointer'],
  ['Space+drag, right-drag', 'pan'],
  ['0', 'fit the image'],
  ['Esc', 'deselect, or drop the polygon being drawn'],
  ['?', 'this overlay'],
];

export function Shortcuts({ onClose }: { onClose: () => void }) {
  return (
    <div className="overlay" role="dialog" aria-label="Keyboard shortcuts" onClick={onClose}>
      <table>
        <tbody>
          {SHORTCUTS.map(([keys, what]) => (
            <tr key={keys}>
              <th>{keys}</th>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
