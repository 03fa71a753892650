// The blog's categories (spec §3) and the image each one shows. Plain data, with no browser or
// Vite API.
// By the posts door's folder, not '@meridian/shared/posts': the blog's build (build/posts-plugin.ts)
// imports this file in Node, which does not load a package's TypeScript (eslint.config.js).
import { POST_CATEGORIES } from '../../../shared/posts';

/** The six, from the editorial desk's contract (the rules and the admin's Blog tab use the same list). */
export const CATEGORIES = POST_CATEGORIES;

export type Category = (typeof CATEGORIES)[number];

export interface CategoryImage {
  /** The path of the image inside the blog remote's origin (its `public/` folder). */
  path: string;
  alt: string;
  width: number;
  height: number;
}

const image = (file: string, alt: string): CategoryImage => ({ path: `/images/${file}`, alt, width: 600, height: 315 });

export const CATEGORY_IMAGES: Readonly<Record<Category, CategoryImage>> = {
  Investment: image('investment.svg', 'Bar chart rising from left to right under an upward trend arrow'),
  'Tax Planning': image('tax-planning.svg', 'A tax return form beside a gold percentage badge'),
  'Mutual Funds': image('mutual-funds.svg', 'Pie chart of a portfolio split into three holdings'),
  Retirement: image('retirement.svg', 'The sun setting over calm green hills'),
  'Personal Finance': image('personal-finance.svg', 'An open wallet with a banknote and two coins'),
  'Gold Investment': image('gold-investment.svg', 'Three gold bars stacked in a pyramid'),
};

/** The category whose image stands in for a category the table does not know (spec §3). */
export const FALLBACK_CATEGORY: Category = 'Investment';

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export function categoryImage(category: string): CategoryImage {
  return CATEGORY_IMAGES[isCategory(category) ? category : FALLBACK_CATEGORY];
}
