import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html';

describe('safeHtml', () => {
  it('keeps simple formatting and http(s) links', () => {
    expect(safeHtml('<b>굵게</b> <a href="https://example.com">링크</a>')).toBe('<b>굵게</b> <a href="https://example.com">링크</a>');
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const out = safeHtml('<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a><p onclick="x()">본문</p>');
    expect(out).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(out).toContain('본문');
  });
});
