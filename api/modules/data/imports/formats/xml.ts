import { failAt } from '../failure.js';

/** An XML element with the line it starts on (for error messages). */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
  line: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : all;
    }
    return ENTITIES[name] ?? all;
  });
}

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE[^>]*>|<\/\s*([^\s>]+)\s*>|<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/gy;
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * The small XML subset annotation files use (Pascal VOC, CVAT): elements, attributes, text,
 * CDATA, comments, the declaration. Not a general parser: no DTDs, no namespaces. Malformed
 * input ends the import naming the file and line.
 */
export function parseXml(text: string, file: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '', line: 1 };
  const stack: XmlElement[] = [root];
  let line = 1;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw failAt(file, line, `not well-formed XML near "${text.slice(at, at + 30).split('\n')[0]}"`);
    const [token, cdata, closing, opening, attributes, selfClosing, chars] = match;
    const top = stack[stack.length - 1]!;
    if (cdata !== undefined) top.text += cdata;
    else if (chars !== undefined) top.text += decode(chars);
    else if (closing !== undefined) {
      if (top.name !== closing || stack.length === 1) {
        throw failAt(file, line, `closing tag </${closing}> does not match <${top.name}>`);
      }
      stack.pop();
    } else if (opening !== undefined) {
      const element: XmlElement = { name: opening, attributes: {}, children: [], text: '', line };
      for (const [, name, double, single] of (attributes ?? '').matchAll(ATTRIBUTE)) {
        element.attributes[name!] = decode(double ?? single ?? '');
      }
      top.children.push(element);
      if (!selfClosing) stack.push(element);
    }
    line += token.split('\n').length - 1;
  }
  if (stack.length > 1) throw failAt(file, line, `<${stack[stack.length - 1]!.name}> is never closed`);
  const [document] = root.children;
  if (!document || root.children.length > 1) throw failAt(file, 1, 'an XML file has exactly one root element');
  return document;
}

/** The first child of that name, or undefined. */
export const child = (element: XmlElement, name: string) => element.children.find((c) => c.name === name);
export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name);
/** The trimmed text of the first child of that name ('' when absent). */
export const childText = (element: XmlElement, name: string) => child(element, name)?.text.trim() ?? '';
