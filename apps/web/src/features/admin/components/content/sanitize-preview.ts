const allowed = new Set(['B', 'I', 'U', 'STRONG', 'EM', 'BR', 'P', 'SPAN', 'A', 'DIV']);

/**
 * The editor's HTML reduced to what the server keeps (b i u strong em br p span, http(s) links),
 * so the preview never runs anything pasted in. The server sanitises again on save and on render.
 */
export function sanitizePreview(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const clean = (node: Node) => {
    for (const child of [...node.childNodes]) {
      if (child.nodeType === Node.COMMENT_NODE) {
        child.remove();
        continue;
      }
      if (!(child instanceof Element)) continue;
      if (!allowed.has(child.tagName)) {
        // Unknown tags go, their text stays (script and style go entirely).
        if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED'].includes(child.tagName)) child.remove();
        else child.replaceWith(...child.childNodes);
        clean(node);
        return;
      }
      const href = child.tagName === 'A' ? child.getAttribute('href') : null;
      for (const attr of [...child.attributes]) child.removeAttribute(attr.name);
      if (href && /^https?:\/\//i.test(href.trim())) {
        child.setAttribute('href', href.trim());
        child.setAttribute('target', '_blank');
        child.setAttribute('rel', 'noopener noreferrer nofollow');
      }
      clean(child);
    }
  };
  clean(template.content);
  return template.innerHTML;
}
