// A blog as stored.
import type { Blog } from '../../../../shared/entities/blog';
import type { ImageRef } from '../../../../shared/entities/image';

export type BlogDoc = Blog;

export const BLOGS = 'blogs';

export function imagesOf(blog: Pick<Blog, 'imageData'>): ImageRef[] {
  const { heroImage, imageUrls } = blog.imageData;
  return heroImage ? [heroImage, ...imageUrls] : [...imageUrls];
}
