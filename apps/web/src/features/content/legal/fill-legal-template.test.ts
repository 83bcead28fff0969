import { describe, expect, it } from 'vitest';
import { clauseMark, fillLegalTemplate, koreanDate, type LegalCompanyValues } from './fill-legal-template';

const none: LegalCompanyValues = { company: '', ceo: '', phone: '', address: '', email: '', effectiveDate: '2021년 6월 20일' };
const some: LegalCompanyValues = { ...none, company: '주식회사 스노우', phone: '02-1234-5678' };

describe('fillLegalTemplate', () => {
  it('fills placeholders', () => {
    expect(fillLegalTemplate('{company} / {phone} / {effectiveDate}', some)).toBe('주식회사 스노우 / 02-1234-5678 / 2021년 6월 20일');
  });

  it('keeps an optional part only when its settings are set, else uses the fallback', () => {
    const text = '[[{company}(이하 “회사”)||회사]]는';
    expect(fillLegalTemplate(text, some)).toBe('주식회사 스노우(이하 “회사”)는');
    expect(fillLegalTemplate(text, none)).toBe('회사는');
    expect(fillLegalTemplate('사업자[[({company})]]를', none)).toBe('사업자를');
    expect(fillLegalTemplate('[[{company} {ceo}||없음]]', some)).toBe('없음');
  });

  it('treats blank settings as unset', () => {
    expect(fillLegalTemplate('[[{ceo}||회사 대표자]]', { ...none, ceo: '  ' })).toBe('회사 대표자');
  });
});

describe('helpers', () => {
  it('formats the date and clause marks', () => {
    expect(koreanDate('2021-06-20')).toBe('2021년 6월 20일');
    expect(clauseMark(1)).toBe('①');
    expect(clauseMark(20)).toBe('⑳');
    expect(clauseMark(21)).toBe('(21)');
  });
});
