// A small element tree over saxes, for formats read as a whole (MEI): elements, attributes and
// text, nothing else. Element names lose any namespace prefix ("mei:note" → "note").
import { SaxesParser } from "saxes";
import { LIMITS, overLimit } from "../limits.ts";
import { ReadError } from "../read-error.ts";

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Text and child elements in document order, for mixed content such as `<tempo>`. */
  content: (XmlElement | string)[];
  parent: XmlElement | null;
}

export function parseXml(text: string, file: string): XmlElement {
  const parser = new SaxesParser({ xmlns: false, position: true });
  let root: XmlElement | null = null;
  const open: XmlElement[] = [];
  const failures: { reason: string; line: number }[] = [];
  parser.on("opentag", (tag) => {
    // Every walk of the tree recurses: a tree deeper than any real document is refused here.
    if (open.length >= LIMITS.nestingDepth)
      throw overLimit(file, "nestingDepth", open.length + 1, `line ${parser.line}`);
    const parent = open.at(-1) ?? null;
    const name = tag.name.includes(":") ? tag.name.slice(tag.name.indexOf(":") + 1) : tag.name;
    const element: XmlElement = { name, attrs: tag.attributes, children: [], content: [], parent };
    if (parent) {
      parent.children.push(element);
      parent.content.push(element);
    } else root = element;
    open.push(element);
  });
  parser.on("closetag", () => open.pop());
  parser.on("text", (t) => open.at(-1)?.content.push(t));
  parser.on("cdata", (t) => open.at(-1)?.content.push(t));
  parser.on("error", (err) => {
    // saxes reports every later error too; the first one says what is wrong.
    failures.push({ reason: err.message.replace(/^(?:[^:]*:)?\d+:\d+: /, ""), line: parser.line });
  });
  parser.write(text).close();
  const failure = failures[0];
  if (failure) {
    const { reason, line } = failure;
    throw new ReadError(file, `not well-formed XML: ${reason}`, `line ${line}`);
  }
  if (root === null) throw new ReadError(file, "not XML: no root element");
  return root;
}

/** Child elements named `name`. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c) => c.name === name);
}

export function firstChild(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

/** All descendants named `name`, in document order. */
export function descendants(element: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (e: XmlElement) => {
    for (const c of e.children) {
      if (c.name === name) found.push(c);
      walk(c);
    }
  };
  walk(element);
  return found;
}

/** The element's text, descendants included, with white space collapsed. */
export function textOf(element: XmlElement): string {
  const parts: string[] = [];
  const walk = (e: XmlElement) => {
    // A line break inside a label or direction reads as a space.
    for (const c of e.content) {
      if (typeof c === "string") parts.push(c);
      else if (c.name === "lb") parts.push(" ");
      else walk(c);
    }
  };
  walk(element);
  return parts.join("").replace(/\s+/g, " ").trim();
}
