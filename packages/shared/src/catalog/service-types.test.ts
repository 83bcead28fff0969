import { describe, expect, it } from 'vitest';
import { providerServiceTypes } from './provider-catalog.js';
import { duplicateLineCount, MAX_TYPE_TEXT_LENGTH, rateUnitsOf, readTypeFields, serviceTypeRule, serviceTypeRules, typeLines, upstreamAddParams } from './service-types.js';

const limits = { min: 5, max: 500 };
const rule = (t: string) => serviceTypeRule(t)!;

describe('service types', () => {
  it('has a rule, a Korean label and Korean field labels for every documented type, and none for an unknown one', () => {
    for (const t of providerServiceTypes) {
      const r = serviceTypeRules[t];
      expect(r.type).toBe(t);
      expect(r.label).toMatch(/[가-힣]/);
      for (const f of r.fields) expect(f.label + f.help).toMatch(/[가-힣]/);
      expect(r.autoOrders).toBe(t === 'Default');
    }
    expect(serviceTypeRule('Story Reactions')).toBeNull();
  });

  it('custom comments: the quantity is the non-empty trimmed lines, recounted, never split on commas', () => {
    const text = '  좋아요, 최고예요  \r\n\n사진 예뻐요\n   \n좋아요, 최고예요\n';
    expect(typeLines(text)).toEqual(['좋아요, 최고예요', '사진 예뻐요', '좋아요, 최고예요']);
    expect(duplicateLineCount(text)).toBe(1);
    const comments = Array.from({ length: 12 }, (_, i) => `댓글 ${i + 1}`).join('\n');
    expect(readTypeFields(rule('Custom Comments'), { comments }, null, limits)).toEqual({ ok: true, fields: { comments }, quantity: 12 });
    expect(readTypeFields(rule('Custom Comments'), { comments: text }, null, limits)).toMatchObject({ ok: false, error: '댓글 내용은(는) 5~500줄이어야 합니다 (지금 3줄).' });
  });

  it('keeps a pasted list as trimmed lines joined with \\n, whether it came clean or not; a control character or a long line is refused wherever it is', () => {
    const cc = rule('Custom Comments');
    const cases = [
      'a1\nb2\nc3\nd4\ne5',
      'a1\r\nb2\r\nc3\r\nd4\r\ne5\r\n',
      '  a1\n\n b2 \nc3\t\n\u3000d4\ne5\n\n',
      'a1\nb2\nc3\nd4\ne5\u00a0',
      'a 1\tx\nb,2\nc3\nd4\ne5',
    ];
    for (const text of cases) {
      expect(readTypeFields(cc, { comments: text }, null, limits), JSON.stringify(text)).toEqual({ ok: true, fields: { comments: typeLines(text).join('\n') }, quantity: 5 });
    }
    for (const text of ['a1\nb2\u0007\nc3\nd4\ne5', '  a1\n\nb2\nc3\nd4\ne5\u001b']) {
      expect(readTypeFields(cc, { comments: text }, null, limits)).toMatchObject({ ok: false, error: expect.stringContaining('쓸 수 없는 문자') });
    }
    const long = 'x'.repeat(301);
    for (const text of [`a1\nb2\n${long}\nd4\ne5`, ` a1\nb2\n${long}\nd4\ne5`]) {
      expect(readTypeFields(cc, { comments: text }, null, limits)).toMatchObject({ ok: false, error: expect.stringContaining('3번째 줄이 너무 깁니다') });
    }
  });

  it('refuses what panels refuse: a quantity for a package or comments, a field the type does not take, missing or malformed fields', () => {
    expect(readTypeFields(rule('Package'), {}, 100, limits)).toEqual({ ok: false, error: '패키지 상품은 수량을 따로 입력하지 않습니다.' });
    expect(readTypeFields(rule('Package'), {}, null, limits)).toEqual({ ok: true, fields: {}, quantity: 1 });
    expect(readTypeFields(rule('Default'), { comments: 'hi' }, 100, limits)).toEqual({ ok: false, error: "이 상품은 'comments' 항목을 받지 않습니다." });
    expect(readTypeFields(rule('Custom Comments'), {}, null, limits)).toEqual({ ok: false, error: '댓글 내용을(를) 입력해주세요.' });
    expect(readTypeFields(rule('Custom Comments'), { comments: 'a'.repeat(MAX_TYPE_TEXT_LENGTH + 1) }, null, limits)).toMatchObject({ ok: false });
    expect(readTypeFields(rule('Custom Comments'), { comments: `ok\n${'긴'.repeat(301)}` }, null, limits)).toMatchObject({ ok: false, error: expect.stringContaining('2번째 줄이 너무 깁니다') });
    expect(readTypeFields(rule('Custom Comments'), { comments: 'bell\u0007' }, null, limits)).toMatchObject({ ok: false, error: '댓글 내용에 쓸 수 없는 문자가 있습니다.' });
    expect(readTypeFields(rule('Custom Comments'), { comments: ['a'] }, null, limits)).toMatchObject({ ok: false });
    expect(readTypeFields(rule('Poll'), { answer_number: '0' }, 100, limits)).toMatchObject({ ok: false, error: '투표할 항목 번호은(는) 1~100 사이의 정수로 입력해주세요.' });
    expect(readTypeFields(rule('Poll'), { answer_number: 2 }, 100, limits)).toEqual({ ok: true, fields: { answer_number: '2' }, quantity: 100 });
    expect(readTypeFields(rule('Poll'), { answer_number: '2' }, null, limits)).toEqual({ ok: false, error: '주문 수량을 입력해주세요.' });
  });

  it('web traffic: the keyword or referrer its traffic type needs', () => {
    const base = { country: 'KR', device: '5' };
    expect(readTypeFields(rule('Web Traffic'), { ...base, type_of_traffic: '1' }, 1000, limits)).toEqual({ ok: false, error: '구글 검색 키워드를 입력해주세요.' });
    expect(readTypeFields(rule('Web Traffic'), { ...base, type_of_traffic: '2', referring_url: 'blog' }, 1000, limits)).toMatchObject({ ok: false });
    expect(readTypeFields(rule('Web Traffic'), { ...base, type_of_traffic: '9' }, 1000, limits)).toEqual({ ok: false, error: '유입 경로을(를) 목록에서 골라주세요.' });
    expect(readTypeFields(rule('Web Traffic'), { ...base, type_of_traffic: '3' }, 1000, limits)).toEqual({ ok: true, fields: { ...base, type_of_traffic: '3' }, quantity: 1000 });
  });

  it('subscriptions: no link, min ≤ max within the service, posts capped, paid as max × posts; expiry a later date', () => {
    const sub = rule('Subscriptions');
    const good = { username: 'my_account', min: '50', max: '100', posts: '10', delay: '30', expiry: '2026-12-31' };
    expect(readTypeFields(sub, good, null, { min: 10, max: 1000 }, '2026-11-27')).toEqual({ ok: true, fields: good, quantity: 1000 });
    expect(readTypeFields(sub, { ...good, min: '200' }, null, { min: 10, max: 1000 })).toEqual({ ok: false, error: '게시물당 최소 수량은 최대 수량보다 클 수 없습니다.' });
    expect(readTypeFields(sub, { ...good, max: '5000' }, null, { min: 10, max: 1000 })).toMatchObject({ ok: false });
    expect(readTypeFields(sub, { ...good, posts: '101' }, null, { min: 10, max: 1000 })).toEqual({ ok: false, error: '새 게시물 수는 100개까지 정할 수 있습니다.' });
    expect(readTypeFields(sub, { ...good, posts: '101' }, null, { min: 10, max: 1000, maxPosts: 200 })).toMatchObject({ ok: true, quantity: 10_100 });
    expect(readTypeFields(sub, { ...good, delay: '7' }, null, { min: 10, max: 1000 })).toMatchObject({ ok: false });
    expect(readTypeFields(sub, { ...good, expiry: '2026-02-30' }, null, { min: 10, max: 1000 })).toMatchObject({ ok: false });
    expect(readTypeFields(sub, { ...good, expiry: '2026-11-27' }, null, { min: 10, max: 1000 }, '2026-11-27')).toMatchObject({ ok: false });
    const { expiry: _none, ...open } = good;
    expect(readTypeFields(sub, open, null, { min: 10, max: 1000 })).toMatchObject({ ok: true, quantity: 1000 });
  });

  it('sends each type upstream under the panels\' names: lines joined with \\n, no quantity where none is taken, expiry as d/m/Y, no link for a subscription', () => {
    expect(upstreamAddParams(rule('Default'), { link: 'L', quantity: 100, fields: {} })).toEqual({ link: 'L', quantity: '100' });
    expect(upstreamAddParams(rule('Package'), { link: 'L', quantity: 1, fields: {} })).toEqual({ link: 'L' });
    expect(upstreamAddParams(rule('Custom Comments'), { link: 'L', quantity: 2, fields: { comments: 'a, b\nc' } })).toEqual({ link: 'L', comments: 'a, b\nc' });
    expect(upstreamAddParams(rule('Mentions with Hashtags'), { link: 'L', quantity: 50, fields: { usernames: 'a\nb', hashtags: 'x' } })).toEqual({ link: 'L', quantity: '50', usernames: 'a\nb', hashtags: 'x' });
    expect(upstreamAddParams(rule('Subscriptions'), { link: '', quantity: 1000, fields: { username: 'me', min: '50', max: '100', posts: '10', delay: '30', expiry: '2026-12-31' } })).toEqual({
      username: 'me',
      min: '50',
      max: '100',
      posts: '10',
      delay: '30',
      expiry: '31/12/2026',
    });
  });

  it('leaves out the @ and # people type before handles and tags, per line; a mark alone is no value', () => {
    expect(readTypeFields(rule('Mentions with Hashtags'), { usernames: '@one\n two \n@', hashtags: '#여행\n맛집' }, 50, { min: 10, max: 100 })).toEqual({ ok: true, fields: { usernames: 'one\ntwo', hashtags: '여행\n맛집' }, quantity: 50 });
    expect(readTypeFields(rule('Comment Likes'), { username: '@someone' }, 50, { min: 10, max: 100 })).toMatchObject({ ok: true, fields: { username: 'someone' } });
    expect(readTypeFields(rule('Comment Likes'), { username: '@' }, 50, { min: 10, max: 100 })).toEqual({ ok: false, error: '댓글 쓴 계정을(를) 입력해주세요.' });
    // a comment keeps whatever it starts with
    expect(readTypeFields(rule('Custom Comments'), { comments: '@friend 최고\n#일상' }, null, { min: 1, max: 10 })).toMatchObject({ ok: true, fields: { comments: '@friend 최고\n#일상' } });
  });

  it('prices by the type: a package\'s rate is for the whole package, every other rate per 1,000', () => {
    expect(rateUnitsOf('Package')).toBe(1);
    expect(rateUnitsOf('Custom Comments Package')).toBe(1);
    expect(rateUnitsOf('Custom Comments')).toBe(1000);
    expect(rateUnitsOf('Subscriptions')).toBe(1000);
    expect(rateUnitsOf('Story Reactions')).toBe(1000);
  });
});
