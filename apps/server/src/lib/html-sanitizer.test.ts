import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml, visibleText } from './html-sanitizer.js';

const A = 'target="_blank" rel="noopener noreferrer nofollow"';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting tags and links', () => {
    expect(sanitizeHtml('<p><b>굵게</b> <i>기울임</i> <u>밑줄</u> <strong>강조</strong> <em>em</em><br>다음 줄</p>')).toBe(
      '<p><b>굵게</b> <i>기울임</i> <u>밑줄</u> <strong>강조</strong> <em>em</em><br>다음 줄</p>',
    );
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" title="안내">링크</a>')).toBe(
      `<a href="https://example.com/a?b=1&amp;c=2" title="안내" ${A}>링크</a>`,
    );
    expect(sanitizeHtml('<SPAN STYLE="color: #ff0000; font-weight: bold">빨강</SPAN>')).toBe('<span style="color: #ff0000; font-weight: bold">빨강</span>');
  });

  it('removes scripts and other dangerous elements with their content', () => {
    expect(sanitizeHtml('안녕<script>alert(1)</script>하세요')).toBe('안녕하세요');
    expect(sanitizeHtml('<SCRIPT type="text/javascript">document.cookie</SCRIPT >끝')).toBe('끝');
    expect(sanitizeHtml('<style>body{display:none}</style><p>본문</p>')).toBe('<p>본문</p>');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>ok')).toBe('ok');
    expect(sanitizeHtml('<svg><script>alert(1)</script><a href="https://x.y">x</a></svg>남음')).toBe('남음');
    expect(sanitizeHtml('<math><mi>x</mi></math>ok')).toBe('ok');
    expect(sanitizeHtml('<textarea><script>alert(1)</script></textarea>ok')).toBe('ok');
    expect(sanitizeHtml('<script>never closed')).toBe('');
  });

  it('drops event handlers and unknown attributes', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>사진')).toBe('사진');
    expect(sanitizeHtml('<b onclick="alert(1)" class="x" id="y">굵게</b>')).toBe('<b>굵게</b>');
    expect(sanitizeHtml('<p onmouseover=alert(1)>문단</p>')).toBe('<p>문단</p>');
    expect(sanitizeHtml('<span style="color:red" onerror="x">a</span>')).toBe('<span style="color: red">a</span>');
    expect(sanitizeHtml('<a href="https://ok.example" onclick="steal()">a</a>')).toBe(`<a href="https://ok.example/" ${A}>a</a>`);
  });

  it('allows only http(s) links, however the scheme is disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      '/relative',
      'https:/\\evil',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe(`<a ${A}>x</a>`);
    }
    expect(sanitizeHtml("<a href='http://example.com'>x</a>")).toBe(`<a href="http://example.com/" ${A}>x</a>`);
    expect(safeHref('https://example.com/"><script>')).toBe('https://example.com/%22%3E%3Cscript%3E');
  });

  it('keeps only harmless style declarations', () => {
    expect(sanitizeHtml('<span style="background:url(javascript:alert(1))">a</span>')).toBe('<span>a</span>');
    expect(sanitizeHtml('<span style="color: expression(alert(1))">a</span>')).toBe('<span>a</span>');
    expect(sanitizeHtml('<span style="position:fixed; color: rgb(1, 2, 3)">a</span>')).toBe('<span style="color: rgb(1, 2, 3)">a</span>');
    expect(sanitizeHtml('<span style="color:&#x72;ed">a</span>')).toBe('<span style="color: red">a</span>');
  });

  it('strips other tags but keeps their text, escaped', () => {
    expect(sanitizeHtml('<div><h1>제목</h1><table><tr><td>칸</td></tr></table></div>')).toBe('제목칸');
    expect(sanitizeHtml('<p>1 &lt; 2 &amp;&amp; 3 > 2 "따옴표"</p>')).toBe('<p>1 &lt; 2 &amp;&amp; 3 &gt; 2 &quot;따옴표&quot;</p>');
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->보임')).toBe('보임');
    expect(sanitizeHtml('<!DOCTYPE html><?xml version="1.0"?>본문')).toBe('본문');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(sanitizeHtml('<b title="x>y">a</b>')).toBe('<b>a</b>');
    expect(sanitizeHtml('<b>unterminated <i')).toBe('<b>unterminated </b>');
  });

  it('balances tags and refuses nesting that browsers would rewrite', () => {
    expect(sanitizeHtml('<b><i>겹침</b></i>')).toBe('<b><i>겹침</i></b>');
    expect(sanitizeHtml('<p>열림')).toBe('<p>열림</p>');
    expect(sanitizeHtml('</b>닫힘만')).toBe('닫힘만');
    expect(sanitizeHtml('<a href="https://a.example">1<a href="https://b.example">2</a></a>')).toBe(
      `<a href="https://a.example/" ${A}>1</a><a href="https://b.example/" ${A}>2</a>`,
    );
    expect(sanitizeHtml('<br/><br />')).toBe('<br><br>');
  });

  it('keeps plain text as it reads, line breaks included', () => {
    expect(sanitizeHtml('첫 줄\n둘째 줄 & 셋째')).toBe('첫 줄<br>둘째 줄 &amp; 셋째');
    expect(sanitizeHtml('1 < 2 인 경우')).toBe('1 &lt; 2 인 경우');
    expect(sanitizeHtml("it's")).toBe('it&#39;s');
  });

  it('gives the same answer when its own output is sanitised again', () => {
    for (const input of [
      '첫 줄\n둘째 줄 & <셋째>',
      '<div>a\nb</div>',
      '<p class="x"><a href="https://e.example/?q=1&x=\'2\'" title="&quot;t&quot;">링크</a><span style="color:#abc">c</span></p>',
      '<img src=x onerror=alert(1)>\n<b>굵게',
      '1 < 2\n3',
    ]) {
      const once = sanitizeHtml(input);
      expect(sanitizeHtml(once), input).toBe(once);
    }
  });

  it('survives mutation-XSS shapes that trick hand-written parsers (noscript, foreign content, entity-split schemes)', () => {
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).toBe('');
    expect(sanitizeHtml('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<svg><p>hi</p></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<a href="javas&#99;ript:alert(1)">x</a>')).toBe(`<a ${A}>x</a>`);
    expect(sanitizeHtml('<a href="https://a.example"><img src=x onerror=alert(1)></a>')).toBe(`<a href="https://a.example/" ${A}></a>`);
  });

  it('tells what a person would read', () => {
    expect(visibleText(sanitizeHtml('<p><script>x</script></p><br>'))).toBe('');
    expect(visibleText(sanitizeHtml('<p>안녕 &amp; 반가워</p>'))).toBe('안녕 & 반가워');
  });
});
