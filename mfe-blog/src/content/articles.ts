// An article: a post with its body and its card's image.
import type { Post, PostCardData } from './post';

export type Article = Post & PostCardData;
