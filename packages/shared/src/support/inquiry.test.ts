import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../catalog/admin-catalog.js';
import { inquiryCreateBodySchema, MAX_INQUIRY_IMAGE_BYTES } from './inquiry.js';
import { inquiryMessages } from './inquiry-messages.js';

describe('an inquiry body', () => {
  it('takes images up to the console upload limit, three at most', () => {
    expect(MAX_INQUIRY_IMAGE_BYTES).toBe(MAX_IMAGE_BYTES);
    const base = { category: 'order', title: '제목', body: '내용' };
    expect(inquiryCreateBodySchema.parse(base).images).toEqual([]);
    const four = inquiryCreateBodySchema.safeParse({ ...base, images: ['a', 'b', 'c', 'd'] });
    expect(four.success ? null : four.error.issues[0]?.message).toBe(inquiryMessages.tooManyImages);
    const huge = inquiryCreateBodySchema.safeParse({ ...base, images: ['x'.repeat(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 101)] });
    expect(huge.success ? null : huge.error.issues[0]?.message).toBe(inquiryMessages.imageTooLarge);
  });
});
