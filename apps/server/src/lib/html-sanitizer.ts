import sanitize from 'sanitize-html';

/**
 * A strict allow-list HTML sanitiser for the shop owner's rich text (notices), on sanitize-html
 * (htmlparser2): only the allowed tags with allowed attributes survive, links only to http(s),
 * styles only from a short list of harmless declarations, and dangerous elements go with everything
 * inside them. Output fed back in comes out unchanged (sanitised on save and on render).
 */

const ALLOWED = new Set(['b', 'i', 'u', 'strong', 'em', 'br', 'p', 'span', 'a']);
const VOID = new Set(['br']);
/** Dropped together with everything inside them (raw text, foreign content, forms, frames). */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'template', 'textarea',
  'title', 'xmp', 'noembed', 'noframes', 'plaintext', 'svg', 'math', 'head', 'select', 'option', 'button',
]);

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

const withStyle = ['b', 'i', 'u', 'strong', 'em', 'p', 'span'];

const options: sanitize.IOptions = {
  allowedTags: [...ALLOWED],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], ...Object.fromEntries(withStyle.map((t) => [t, ['style']])) },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Declarations are checked by safeStyle below, one by one, and written back in one form.
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROP_WITH_CONTENT],
  selfClosing: [...VOID],
  transformTags: {
    a: (_tag, attribs) => {
      const href = attribs.href === undefined ? null : safeHref(attribs.href);
      const title = attribs.title === undefined ? null : attribs.title.slice(0, 200);
      return {
        tagName: 'a',
        attribs: { ...(href ? { href } : {}), ...(title !== null ? { title } : {}), target: '_blank', rel: 'noopener noreferrer nofollow' },
      };
    },
    '*': (tag, attribs) => {
      const style = attribs.style === undefined ? null : safeStyle(attribs.style);
      const { style: _dropped, ...rest } = attribs;
      return { tagName: tag, attribs: style ? { ...rest, style } : rest };
    },
  },
  // Text is escaped by the library (& < >); quotes too, and a line break inside markup is only a space.
  textFilter: (text) => text.replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/[\r\n]+/g, ' '),
};

/** No link inside a link (browsers would rewrite it): close the outer one where the inner one starts. */
function unnestLinks(html: string): string {
  let open = 0;
  return html.replace(/<a\b[^>]*>|<\/a>/g, (tag) => {
    if (tag !== '</a>') {
      const before = open > 0 ? '</a>' : '';
      open = 1;
      return before + tag;
    }
    if (open === 0) return '';
    open = 0;
    return tag;
  });
}

export function sanitizeHtml(input: string): string {
  // Plain text keeps its line breaks; in markup a line break is only whitespace, so none is emitted
  // (which also makes the output read the same way when it is sanitised again).
  if (!/<[a-z!/?]/i.test(input)) return escapeHtml(decodeEntities(input)).replace(/\r\n?|\n/g, '<br>');
  return unnestLinks(sanitize(input, options)).replace(/<br \/>/g, '<br>');
}

/** The text a person would read, for "is this notice empty?" checks. */
export function visibleText(sanitized: string): string {
  return decodeEntities(sanitized.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
}
