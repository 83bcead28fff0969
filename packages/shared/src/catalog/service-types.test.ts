import { describe, expect, it } from 'vitest';
import { providerServiceTypes } from './provider-catalog.js';
import { duplicateLineCount, rateUnitsOf, serviceTypeRule, serviceTypeRules, typeLines, upstreamAddParams } from './service-types.js';

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

  it('lines: split on \\n or \\r\\n, trimmed, blank ones left out, never split on commas; repeats counted for the form', () => {
    const text = '  좋아요, 최고예요  \r\n\n사진 예뻐요\n   \n좋아요, 최고예요\n';
    expect(typeLines(text)).toEqual(['좋아요, 최고예요', '사진 예뻐요', '좋아요, 최고예요']);
    expect(duplicateLineCount(text)).toBe(1);
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

  it('prices by the type: a package\'s rate is for the whole package, every other rate per 1,000', () => {
    expect(rateUnitsOf('Package')).toBe(1);
    expect(rateUnitsOf('Custom Comments Package')).toBe(1);
    expect(rateUnitsOf('Custom Comments')).toBe(1000);
    expect(rateUnitsOf('Subscriptions')).toBe(1000);
    expect(rateUnitsOf('Story Reactions')).toBe(1000);
  });
});
