/**
 * A strict allow-list HTML sanitiser for the shop owner's rich text (notices). No HTML parser is
 * installed, so this one never tries to repair markup: it reads tags, comments and text, keeps only
 * the allowed tags with allowed attributes, re-escapes every piece of text and every attribute
 * value it emits, and balances what it opened. Anything it does not understand becomes text or
 * disappears, never markup. Output fed back in comes out unchanged (sanitised on save and on render).
 */

const ALLOWED = new Set(['b', 'i', 'u', 'strong', 'em', 'br', 'p', 'span', 'a']);
const VOID = new Set(['br']);
/** Dropped together with everything inside them (raw text, foreign content, forms, frames). */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'template', 'textarea',
  'title', 'xmp', 'noembed', 'noframes', 'plaintext', 'svg', 'math', 'head', 'select', 'option', 'button',
]);
/** Raw-text elements: their content is not markup, it runs to the matching end tag. */
const RAW_TEXT = new Set(['script', 'style', 'iframe', 'xmp', 'noembed', 'noframes', 'noscript', 'textarea', 'title', 'plaintext']);

const STYLE_PROPS: Record<string, RegExp> = {
  color: /^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i,
  'background-color': /^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i,
  'font-weight': /^(normal|bold|[1-9]00)$/i,
  'font-style': /^(normal|italic)$/i,
  'text-decoration': /^(none|underline|line-through)$/i,
};

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®', trade: '™',
  hellip: '…', middot: '·', ndash: '–', mdash: '—', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”',
};

/** Decodes character references (named ones from a small list; unknown ones stay as written). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** http(s) only, judged after decoding and without the whitespace and control characters browsers ignore. */
export function safeHref(raw: string): string | null {
  // eslint-disable-next-line no-control-regex -- browsers drop these inside a URL scheme
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!/^https?:\/\/[^/\\]/i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function safeStyle(raw: string): string | null {
  const kept: string[] = [];
  for (const decl of decodeEntities(raw).split(';')) {
    const at = decl.indexOf(':');
    if (at < 0) continue;
    const prop = decl.slice(0, at).trim().toLowerCase();
    const value = decl.slice(at + 1).trim();
    const rule = STYLE_PROPS[prop];
    if (rule?.test(value)) kept.push(`${prop}: ${value}`);
  }
  return kept.length ? kept.join('; ') : null;
}

interface Attr {
  name: string;
  value: string;
}

/** Attributes of a start tag, from just after its name up to (not including) its `>`. */
function parseAttrs(source: string): Attr[] {
  const attrs: Attr[] = [];
  const re = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(source))) attrs.push({ name: m[1]!.toLowerCase(), value: m[2] ?? m[3] ?? m[4] ?? '' });
  return attrs;
}

function renderStart(tag: string, attrs: Attr[]): string {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const { name, value } of attrs) {
    if (seen.has(name)) continue;
    seen.add(name);
    if (tag === 'a' && name === 'href') {
      const href = safeHref(value);
      if (href) out.push(`href="${escapeHtml(href)}"`);
    } else if (tag === 'a' && name === 'title') {
      out.push(`title="${escapeHtml(decodeEntities(value).slice(0, 200))}"`);
    } else if (name === 'style' && tag !== 'a' && tag !== 'br') {
      const style = safeStyle(value);
      if (style) out.push(`style="${escapeHtml(style)}"`);
    }
  }
  if (tag === 'a') out.push('target="_blank"', 'rel="noopener noreferrer nofollow"');
  return `<${tag}${out.length ? ' ' + out.join(' ') : ''}>`;
}

/** Finds where a tag's `>` is, skipping quoted attribute values; -1 when it never closes. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < html.length; i++) {
    const c = html[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      // A quote only opens a value right after `=`.
      if (/=\s*$/.test(html.slice(Math.max(from, i - 20), i))) quote = c;
    } else if (c === '>') return i;
  }
  return -1;
}

export function sanitizeHtml(input: string): string {
  // Plain text keeps its line breaks; in markup a line break is only whitespace, so none is emitted
  // (which also makes the output read the same way when it is sanitised again).
  if (!/<[a-z!/?]/i.test(input)) return escapeHtml(decodeEntities(input)).replace(/\r\n?|\n/g, '<br>');
  const out: string[] = [];
  const open: string[] = [];
  let dropDepth = 0;
  let i = 0;
  const text = (t: string) => {
    if (dropDepth === 0 && t) out.push(escapeHtml(decodeEntities(t)).replace(/[\r\n]+/g, ' '));
  };
  const close = (tag: string) => {
    const at = open.lastIndexOf(tag);
    if (at < 0) return;
    while (open.length > at) out.push(`</${open.pop()}>`);
  };

  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt < 0) {
      text(input.slice(i));
      break;
    }
    text(input.slice(i, lt));
    if (input.startsWith('<!--', lt)) {
      const end = input.indexOf('-->', lt + 4);
      i = end < 0 ? input.length : end + 3;
      continue;
    }
    const next = input[lt + 1] ?? '';
    if (next === '!' || next === '?') {
      const end = input.indexOf('>', lt + 2);
      i = end < 0 ? input.length : end + 1;
      continue;
    }
    const isEnd = next === '/';
    const nameMatch = /^[a-z][a-z0-9-]*/i.exec(input.slice(lt + (isEnd ? 2 : 1)));
    if (!nameMatch) {
      // A `<` that starts no tag is text.
      text('<');
      i = lt + 1;
      continue;
    }
    const tag = nameMatch[0].toLowerCase();
    const afterName = lt + (isEnd ? 2 : 1) + nameMatch[0].length;
    const gt = tagEnd(input, afterName);
    if (gt < 0) break; // an unterminated tag: everything after it is dropped
    i = gt + 1;

    if (isEnd) {
      if (DROP_WITH_CONTENT.has(tag)) dropDepth = Math.max(0, dropDepth - 1);
      else if (ALLOWED.has(tag) && !VOID.has(tag) && dropDepth === 0) close(tag);
      continue;
    }
    const selfClosing = input[gt - 1] === '/';
    if (RAW_TEXT.has(tag)) {
      // Skip straight to the matching end tag: what is inside is not markup.
      const endRe = new RegExp(`</${tag}[\\s/>]`, 'ig');
      endRe.lastIndex = i;
      const end = endRe.exec(input);
      if (!end) break;
      const endGt = input.indexOf('>', end.index);
      i = endGt < 0 ? input.length : endGt + 1;
      continue;
    }
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!selfClosing) dropDepth++;
      continue;
    }
    if (dropDepth > 0 || !ALLOWED.has(tag)) continue;
    const attrs = parseAttrs(input.slice(afterName, selfClosing ? gt - 1 : gt));
    if (VOID.has(tag)) {
      out.push(`<${tag}>`);
      continue;
    }
    // No link inside a link and no paragraph inside a paragraph: close the outer one first.
    if ((tag === 'a' || tag === 'p') && open.includes(tag)) close(tag);
    out.push(renderStart(tag, attrs));
    if (selfClosing) out.push(`</${tag}>`);
    else open.push(tag);
  }
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** The text a person would read, for "is this notice empty?" checks. */
export function visibleText(sanitized: string): string {
  return decodeEntities(sanitized.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}
