/**
 * Just enough XML reading for the Coretax file's tests (no XML parser is a dependency): the tags must nest and close,
 * the text holds only the five escapes, and elements are read back as a tree of name → children or text.
 */

export interface XmlNode {
  name: string;
  children: XmlNode[];
  text: string;
}

const UNESCAPE: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescape(text: string): string {
  return text.replace(/&([a-z]+);/g, (whole, name: string) => {
    if (!(name in UNESCAPE)) throw new Error(`unknown entity ${whole}`);
    return UNESCAPE[name];
  });
}

/** The document's root element; throws on tags that do not nest, a raw `<` or `&` in text, or text outside the root. */
export function parseXml(xml: string): XmlNode {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const token = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  const stack: XmlNode[] = [];
  let root: XmlNode | undefined;
  let m: RegExpExecArray | null;
  let at = 0;
  while (at < body.length) {
    token.lastIndex = at;
    m = token.exec(body);
    if (!m) throw new Error(`not well-formed at ${at}: ${body.slice(at, at + 40)}`);
    at = token.lastIndex;
    const [, closing, name, , selfClosing, text] = m;
    if (text !== undefined) {
      if (/&(?![a-z]+;)/.test(text)) throw new Error(`raw & in text: ${text}`);
      if (!stack.length) { if (text.trim()) throw new Error('text outside the root'); continue; }
      stack[stack.length - 1].text += unescape(text);
      continue;
    }
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
      continue;
    }
    const node: XmlNode = { name, children: [], text: '' };
    if (stack.length) stack[stack.length - 1].children.push(node);
    else if (root) throw new Error('two roots');
    else root = node;
    if (!selfClosing) stack.push(node);
  }
  if (stack.length || !root) throw new Error(`unclosed <${stack.at(-1)?.name}>`);
  return root;
}

export const child = (node: XmlNode, name: string): XmlNode => {
  const found = node.children.find((c) => c.name === name);
  if (!found) throw new Error(`<${node.name}> has no <${name}>`);
  return found;
};
export const childText = (node: XmlNode, name: string): string => child(node, name).text;
export const childNames = (node: XmlNode): string[] => node.children.map((c) => c.name);
