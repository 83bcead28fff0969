import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NoticePreview } from './notice-manager';

afterEach(cleanup);

describe('notice preview', () => {
  it('shows bold text and http links but never scripts, event handlers or javascript: links', () => {
    const { container } = render(
      <NoticePreview
        notice={{
          content: '<b>공지</b> <a href="https://example.com">안내</a><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">나쁜 링크</a>',
          bgColor: '#fff4d6',
        }}
      />,
    );
    const box = container.querySelector('.adm-notice-preview') as HTMLElement;
    expect(box.querySelector('b')?.textContent).toBe('공지');
    expect(box.querySelector('a[href="https://example.com"]')?.textContent).toBe('안내');
    expect(box.innerHTML).not.toMatch(/script|onerror|<img|javascript:/i);
    expect(box.textContent).toContain('나쁜 링크');
  });
});
