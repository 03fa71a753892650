import { brand } from '../config/brand';

/**
 * The document title and description of a page. React 19 hoists these elements into <head>.
 * page-title: 'Services' → 'Services | Meridian Wealth Advisors'.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const full = title === brand.name ? title : `${title} | ${brand.name}`;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
    </>
  );
}
