import DOMPurify from 'dompurify';

/**
 * Shop-owner HTML (notices) is sanitised by the server when saved and when read; the browser
 * sanitises it once more before it touches the page, with the same small allow-list.
 */
export function safeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['b', 'i', 'u', 'strong', 'em', 'br', 'p', 'span', 'a'],
    ALLOWED_ATTR: ['href', 'style', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^https?:\/\//i,
  });
}
