import { landingDefaults } from '@snsshop/shared/landing';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetBetweenTests } from '../../../testing/reset-between-tests';
import { ReviewCarousel } from './review-carousel';

resetBetweenTests();

const reviews = landingDefaults.reviews;
const slide = () => screen.getByRole('group');
const showing = () => ({ label: slide().getAttribute('aria-label'), text: slide().textContent ?? '' });

describe('review carousel', () => {
  it('starts at the fourth of seven reviews', () => {
    render(<ReviewCarousel title="후기" reviews={reviews} />);
    expect(showing().label).toBe('7개 중 4번째');
    expect(showing().text).toContain(reviews[3]!.text);
    expect(screen.getByRole('button', { name: '4번째 후기 보기' }).getAttribute('aria-current')).toBe('true');
  });

  it('wraps from the last review to the first and back', () => {
    render(<ReviewCarousel title="후기" reviews={reviews} />);
    const next = screen.getByRole('button', { name: '다음 후기' });
    for (let i = 0; i < 3; i++) fireEvent.click(next);
    expect(showing().label).toBe('7개 중 7번째');
    fireEvent.click(next);
    expect(showing().label).toBe('7개 중 1번째');
    expect(showing().text).toContain(reviews[0]!.text);
    fireEvent.click(screen.getByRole('button', { name: '이전 후기' }));
    expect(showing().label).toBe('7개 중 7번째');
  });

  it('moves with the arrow keys, Home and End, and jumps with a dot', () => {
    render(<ReviewCarousel title="후기" reviews={reviews} />);
    const region = screen.getByRole('region', { name: '이용 후기' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(showing().label).toBe('7개 중 5번째');
    fireEvent.keyDown(region, { key: 'Home' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(showing().label).toBe('7개 중 7번째');
    fireEvent.keyDown(region, { key: 'End' });
    expect(showing().label).toBe('7개 중 7번째');
    fireEvent.click(screen.getByRole('button', { name: '2번째 후기 보기' }));
    expect(showing().label).toBe('7개 중 2번째');
  });

  it('starts at the first review when there are fewer than four', () => {
    render(<ReviewCarousel title="후기" reviews={reviews.slice(0, 3)} />);
    expect(showing().label).toBe('3개 중 1번째');
  });
});
