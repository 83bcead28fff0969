import { describe, expect, it } from 'vitest';
import { readTypeFields, type TypeLimits } from './read-type-fields.js';
import { MAX_TYPE_TEXT_LENGTH, serviceTypeRule, typeLines } from './service-types.js';

const limits = { min: 5, max: 500 };
const rule = (t: string) => serviceTypeRule(t)!;
const fiveComments = 'a1\nb2\nc3\nd4\ne5';
const sub = { username: 'my_account', min: '50', max: '100', posts: '10', delay: '30', expiry: '2026-12-31' };
const subLimits = { min: 10, max: 1000 };
const traffic = { country: 'KR', device: '5' };

/** [type, fields as sent, quantity entered, limits, the member's words, the protocol's words] */
type Refusal = [string, Record<string, unknown>, number | null, TypeLimits, string, string];

describe('readTypeFields', () => {
  it('refuses with the rule that failed, in Korean for members and in the protocol\'s English for /api/v2', () => {
    const refusals: Refusal[] = [
      ['Package', {}, 100, limits, '패키지 상품은 수량을 따로 입력하지 않습니다.', 'This service does not take quantity'],
      ['Default', { comments: 'hi' }, 100, limits, "이 상품은 'comments' 항목을 받지 않습니다.", 'This service does not take comments'],
      ['Custom Comments', {}, null, limits, '댓글 내용을(를) 입력해주세요.', 'Missing comments'],
      ['Custom Comments', { comments: ' \n\r\n ' }, null, limits, '댓글 내용을(를) 입력해주세요.', 'Missing comments'],
      ['Custom Comments', { comments: ['a'] }, null, limits, '댓글 내용의 형식이 올바르지 않습니다.', 'Incorrect comments: not text'],
      ['Custom Comments', { comments: 'a'.repeat(MAX_TYPE_TEXT_LENGTH + 1) }, null, limits, '댓글 내용이(가) 너무 깁니다 (50,000자까지).', 'Incorrect comments: longer than 50000 characters'],
      ['Custom Comments', { comments: `ok\n${'긴'.repeat(301)}` }, null, limits, '댓글 내용 2번째 줄이 너무 깁니다 (한 줄에 300자까지).', 'Incorrect comments: line 2 is longer than 300 characters'],
      ['Custom Comments', { comments: ` ok\n${'x'.repeat(301)}\nc` }, null, limits, '댓글 내용 2번째 줄이 너무 깁니다 (한 줄에 300자까지).', 'Incorrect comments: line 2 is longer than 300 characters'],
      ['Custom Comments', { comments: 'bell\u0007' }, null, limits, '댓글 내용에 쓸 수 없는 문자가 있습니다.', 'Incorrect comments: control characters'],
      ['Custom Comments', { comments: '  a1\n\nb2\nc3\nd4\ne5\u001b' }, null, limits, '댓글 내용에 쓸 수 없는 문자가 있습니다.', 'Incorrect comments: control characters'],
      ['Custom Comments', { comments: 'a\nb\nc' }, null, limits, '댓글 내용은(는) 5~500줄이어야 합니다 (지금 3줄).', 'Quantity less than minimal'],
      ['Custom Comments', { comments: fiveComments }, null, { min: 1, max: 4 }, '댓글 내용은(는) 1~4줄이어야 합니다 (지금 5줄).', 'Quantity more than maximal'],
      ['Comment Likes', { username: '@' }, 50, limits, '댓글 쓴 계정을(를) 입력해주세요.', 'Missing username'],
      ['Comment Likes', { username: 'a\nb' }, 50, limits, '댓글 쓴 계정은(는) 한 줄로 입력해주세요.', 'Incorrect username: one line only'],
      ['Comment Likes', { username: 'x'.repeat(101) }, 50, limits, '댓글 쓴 계정이(가) 너무 깁니다 (100자까지).', 'Incorrect username: longer than 100 characters'],
      ['Comment Likes', { username: 'tab\u0001' }, 50, limits, '댓글 쓴 계정에 쓸 수 없는 문자가 있습니다.', 'Incorrect username: control characters'],
      ['Poll', { answer_number: '0' }, 100, limits, '투표할 항목 번호은(는) 1~100 사이의 정수로 입력해주세요.', 'Incorrect answer_number: a whole number from 1 to 100'],
      ['Poll', { answer_number: 'two' }, 100, limits, '투표할 항목 번호은(는) 1~100 사이의 정수로 입력해주세요.', 'Incorrect answer_number: a whole number from 1 to 100'],
      ['Poll', { answer_number: '2' }, null, limits, '주문 수량을 입력해주세요.', 'Incorrect quantity'],
      ['Web Traffic', { ...traffic, type_of_traffic: '9' }, 1000, limits, '유입 경로을(를) 목록에서 골라주세요.', 'Incorrect type_of_traffic: one of 1, 2, 3'],
      ['Web Traffic', { ...traffic, type_of_traffic: '1' }, 1000, limits, '구글 검색 키워드를 입력해주세요.', 'Missing google_keyword (type_of_traffic 1 needs it)'],
      ['Web Traffic', { ...traffic, type_of_traffic: '2' }, 1000, limits, '유입 주소를 입력해주세요.', 'Missing referring_url (type_of_traffic 2 needs it)'],
      ['Web Traffic', { ...traffic, type_of_traffic: '2', referring_url: 'blog' }, 1000, limits, '유입 주소는 http:// 또는 https:// 로 시작해야 합니다.', 'Incorrect referring_url: must start with http:// or https://'],
      ['Subscriptions', { ...sub, min: '200' }, null, subLimits, '게시물당 최소 수량은 최대 수량보다 클 수 없습니다.', 'Incorrect min (more than max)'],
      ['Subscriptions', { ...sub, min: '5' }, null, subLimits, '게시물당 수량은 10~1,000 사이여야 합니다.', 'Quantity less than minimal'],
      ['Subscriptions', { ...sub, max: '5000' }, null, subLimits, '게시물당 수량은 10~1,000 사이여야 합니다.', 'Quantity more than maximal'],
      ['Subscriptions', { ...sub, posts: '101' }, null, subLimits, '새 게시물 수는 100개까지 정할 수 있습니다.', 'Incorrect posts (at most 100)'],
      ['Subscriptions', { ...sub, posts: '0' }, null, subLimits, '새 게시물 수은(는) 1 이상의 정수로 입력해주세요.', 'Incorrect posts: a whole number of at least 1'],
      ['Subscriptions', { ...sub, delay: '7' }, null, subLimits, '게시 후 시작까지을(를) 목록에서 골라주세요.', 'Incorrect delay: one of 0, 5, 10, 15, 30, 60, 90'],
      ['Subscriptions', { ...sub, expiry: '2026-02-30' }, null, subLimits, '끝나는 날 (선택)은(는) 날짜로 입력해주세요.', 'Incorrect expiry: not a date'],
      ['Subscriptions', { ...sub, username: '' }, null, subLimits, '구독할 계정을(를) 입력해주세요.', 'Missing username'],
    ];
    for (const [type, raw, entered, lim, error, panel] of refusals) {
      expect(readTypeFields(rule(type), raw, entered, lim), `${type} ${JSON.stringify(raw).slice(0, 80)}`).toEqual({ ok: false, error, panel });
    }
    expect(readTypeFields(rule('Subscriptions'), { ...sub, expiry: '2026-11-27' }, null, subLimits, '2026-11-27')).toEqual({
      ok: false,
      error: '끝나는 날 (선택)은(는) 내일 이후 날짜여야 합니다.',
      panel: 'Incorrect expiry: must be a day after today',
    });
  });

  it('custom comments: the quantity is the non-empty trimmed lines, recounted; a pasted list is kept as lines joined with \\n', () => {
    const cc = rule('Custom Comments');
    const comments = Array.from({ length: 12 }, (_, i) => `댓글 ${i + 1}`).join('\n');
    expect(readTypeFields(cc, { comments }, null, limits)).toEqual({ ok: true, fields: { comments }, quantity: 12 });
    for (const text of [fiveComments, 'a1\r\nb2\r\nc3\r\nd4\r\ne5\r\n', '  a1\n\n b2 \nc3\t\n\u3000d4\ne5\n\n', 'a1\nb2\nc3\nd4\ne5\u00a0', 'a 1\tx\nb,2\nc3\nd4\ne5']) {
      expect(readTypeFields(cc, { comments: text }, null, limits), JSON.stringify(text)).toEqual({ ok: true, fields: { comments: typeLines(text).join('\n') }, quantity: 5 });
    }
  });

  it('takes a package at 1, an entered quantity as typed, a poll\'s number as a number', () => {
    expect(readTypeFields(rule('Package'), {}, null, limits)).toEqual({ ok: true, fields: {}, quantity: 1 });
    expect(readTypeFields(rule('Poll'), { answer_number: 2 }, 100, limits)).toEqual({ ok: true, fields: { answer_number: '2' }, quantity: 100 });
    expect(readTypeFields(rule('Web Traffic'), { ...traffic, type_of_traffic: '3' }, 1000, limits)).toEqual({ ok: true, fields: { ...traffic, type_of_traffic: '3' }, quantity: 1000 });
  });

  it('subscriptions: paid as max × posts; posts left out take the owner\'s cap, as a number of posts kept and sent', () => {
    const s = rule('Subscriptions');
    expect(readTypeFields(s, sub, null, subLimits, '2026-11-27')).toEqual({ ok: true, fields: sub, quantity: 1000 });
    expect(readTypeFields(s, { ...sub, posts: '101' }, null, { ...subLimits, maxPosts: 200 })).toMatchObject({ ok: true, quantity: 10_100 });
    const { expiry: _none, ...open } = sub;
    expect(readTypeFields(s, open, null, subLimits)).toMatchObject({ ok: true, quantity: 1000 });
    for (const posts of [undefined, '', '  ', null]) {
      expect(readTypeFields(s, { ...open, posts }, null, subLimits), String(posts)).toEqual({ ok: true, fields: { ...open, posts: '100' }, quantity: 100 * 100 });
      expect(readTypeFields(s, { ...open, posts }, null, { ...subLimits, maxPosts: 30 })).toEqual({ ok: true, fields: { ...open, posts: '30' }, quantity: 100 * 30 });
    }
  });

  it('leaves out the @ and # people type before handles and tags, per line; a comment keeps whatever it starts with', () => {
    expect(readTypeFields(rule('Mentions with Hashtags'), { usernames: '@one\n two \n@', hashtags: '#여행\n맛집' }, 50, { min: 10, max: 100 })).toEqual({ ok: true, fields: { usernames: 'one\ntwo', hashtags: '여행\n맛집' }, quantity: 50 });
    expect(readTypeFields(rule('Comment Likes'), { username: '@someone' }, 50, { min: 10, max: 100 })).toMatchObject({ ok: true, fields: { username: 'someone' } });
    expect(readTypeFields(rule('Custom Comments'), { comments: '@friend 최고\n#일상' }, null, { min: 1, max: 10 })).toMatchObject({ ok: true, fields: { comments: '@friend 최고\n#일상' } });
  });
});
