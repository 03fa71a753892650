/**
 * Checks of a post's search preview (what Google and link previews show), of a post in the shape
 * the blog publishes (PublishedPost; the desk's draft is put in it by draftPreviewChecks). The
 * limits are the usual display widths: titles are cut after about 60 characters, descriptions
 * after about 160 and look thin under 50. Pure.
 */
import type { PublishedPost } from '@meridian/shared';

export const PREVIEW_LIMITS = { titleMax: 60, descriptionMin: 50, descriptionMax: 160 } as const;

export interface PreviewCheck {
  field: 'title' | 'description' | 'image';
  ok: boolean;
  message: string;
}

export function checkPreview(post: PublishedPost): PreviewCheck[] {
  const { title, description, image } = post.preview;
  const titleLength = [...title].length;
  const descriptionLength = [...description].length;
  return [
    titleLength <= PREVIEW_LIMITS.titleMax
      ? { field: 'title', ok: true, message: `Title: ${titleLength} characters` }
      : {
          field: 'title',
          ok: false,
          message: `Title: ${titleLength} characters; search results cut it after about ${PREVIEW_LIMITS.titleMax}`,
        },
    descriptionLength === 0
      ? { field: 'description', ok: false, message: 'No description' }
      : descriptionLength < PREVIEW_LIMITS.descriptionMin
        ? {
            field: 'description',
            ok: false,
            message: `Description: ${descriptionLength} characters; ${PREVIEW_LIMITS.descriptionMin} or more reads better`,
          }
        : descriptionLength > PREVIEW_LIMITS.descriptionMax
          ? {
              field: 'description',
              ok: false,
              message: `Description: ${descriptionLength} characters; cut after about ${PREVIEW_LIMITS.descriptionMax}`,
            }
          : { field: 'description', ok: true, message: `Description: ${descriptionLength} characters` },
    image
      ? { field: 'image', ok: true, message: 'Preview image present' }
      : { field: 'image', ok: false, message: 'No preview image' },
  ];
}
