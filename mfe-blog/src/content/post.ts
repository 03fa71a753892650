/** A blog post as the site shows it (spec §3, blog post). */
export interface PostSummary {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  /** The date as readers see it, e.g. '18 Nov 2026'. */
  date: string;
  /** The publication date, ISO 8601 (YYYY-MM-DD). */
  datePublished: string;
  /** From the words of the body, e.g. '7 min read'. */
  readTime: string;
  category: string;
  tags: string[];
}

/** A post with its body, rendered from Markdown to HTML when the blog is built. */
export interface Post extends PostSummary {
  /** The article's HTML ('' when the post has no body yet: the page says so). */
  html: string;
  /** The number of words in the body. */
  words: number;
  /** The desk's search title and description, when they differ from the title and excerpt. */
  searchTitle?: string;
  description?: string;
  /** The post's id in Firestore (its comments are filed under it); the slug for the seeded articles. */
  postId?: string;
}

/** A post's card: its summary and its category's image. */
export interface PostCardData extends PostSummary {
  /** The absolute URL of the category's image, on the blog's own origin (link previews, structured data). */
  image: string;
  /** What the page shows: the same picture as a data: URL (build/pictures-plugin.ts). */
  imageSrc: string;
  imageAlt: string;
}
