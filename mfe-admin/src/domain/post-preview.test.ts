import { describe, expect, it } from 'vitest';
import type { PublishedPost } from '@meridian/shared';
import { checkPreview } from './post-preview';

const post = (preview: PublishedPost['preview']): PublishedPost => ({
  slug: 's',
  title: 't',
  datePublished: '2026-11-18',
  category: 'Investment',
  author: 'A',
  preview,
});

const okDescription = 'd'.repeat(120);

describe('checkPreview', () => {
  it.each<[PublishedPost['preview'], boolean[]]>([
    [{ title: 'A short title', description: okDescription, image: '/images/a.svg' }, [true, true, true]],
    [{ title: 't'.repeat(61), description: okDescription, image: '/images/a.svg' }, [false, true, true]],
    [{ title: 't'.repeat(60), description: 'd'.repeat(49), image: '' }, [true, false, false]],
    [{ title: 't', description: 'd'.repeat(161), image: '/i.svg' }, [true, false, true]],
    [{ title: 't', description: '', image: '/i.svg' }, [true, false, true]],
    [{ title: '₹'.repeat(60), description: okDescription, image: '/i.svg' }, [true, true, true]],
  ])('%j', (preview, expected) => {
    expect(checkPreview(post(preview)).map((check) => check.ok)).toEqual(expected);
  });
});
