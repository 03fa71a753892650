import type { ReactNode } from 'react';
import { Link } from '@meridian/shared';
import { linkedText } from '../domain/linked-text';

/** A text with its references links (linkedText): SCORES, SMART ODR, SEBI Check, the site's pages, emails. */
export function withLinks(text: string): ReactNode[] {
  return linkedText(text).map((part, index) => {
    if (part.kind === 'text') return part.text;
    if (part.kind === 'site')
      return (
        <Link key={index} to={part.href}>
          {part.text}
        </Link>
      );
    return part.kind === 'email' ? (
      <a key={index} href={part.href}>
        {part.text}
      </a>
    ) : (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
      </a>
    );
  });
}
