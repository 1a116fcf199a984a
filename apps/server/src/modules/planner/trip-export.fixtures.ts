import { expect } from 'vitest';

/**
 * Checks of the export formats for the tests, without an XML or iCalendar library: a small
 * well-formedness check (tags nest and close, one root, text and attributes escaped) and the
 * RFC 5545 unfolding.
 */

const TOKEN =
  /<\?xml[^?]*\?>|<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*(?:&(?:amp|lt|gt|quot|apos);[^"<&]*)*")*)\s*(\/?)>/g;
const TEXT_OK = /^(?:[^<>&]|&(?:amp|lt|gt|quot|apos);)*$/;

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const unescape = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Parses well-formed XML of elements, attributes and text; throws on anything else. */
export function parseXml(source: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    const between = source.slice(last, match.index);
    if (!TEXT_OK.test(between)) throw new Error(`bad text before offset ${match.index}`);
    stack.at(-1)!.text += unescape(between);
    last = match.index + match[0].length;
    const [, closing, name, attrs, selfClosing] = match;
    if (!name) continue; // the XML declaration
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
      continue;
    }
    const attributes = Object.fromEntries(
      [...(attrs ?? '').matchAll(/([\w:.-]+)="([^"]*)"/g)].map((a) => [a[1]!, unescape(a[2]!)]),
    );
    const element: XmlElement = { name, attributes, children: [], text: '' };
    stack.at(-1)!.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (!TEXT_OK.test(source.slice(last)) || source.slice(last).trim() !== '') {
    throw new Error('text after the root element');
  }
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (root.children.length !== 1) throw new Error('not exactly one root element');
  return root.children[0]!;
}

/** Every descendant element of that name, in document order. */
export function findAll(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) => [
    ...(child.name === name ? [child] : []),
    ...findAll(child, name),
  ]);
}

export const childText = (element: XmlElement, name: string) =>
  element.children.find((child) => child.name === name)?.text.trim();

/** Checks CRLF endings and the 75-octet limit, then unfolds the content lines. */
export function unfoldIcs(body: string): string[] {
  expect(body.endsWith('\r\n')).toBe(true);
  const physical = body.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  return lines;
}

/** The events of an unfolded calendar as property → value maps. */
export function icsEvents(lines: string[]): Record<string, string>[] {
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}
