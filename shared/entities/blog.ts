// A blog as SPEC §3 lists its fields.
import type { ImageData } from './image';

export interface Blog {
  _id: string;
  author: string;
  blogTitle: string;
  country: string;
  blogBody: string;
  featured: boolean;
  publish: boolean;
  suspended: boolean;
  status: string;
  lastEdited: string;
  views: number;
  createdAt: string;
  updatedAt: string;
  userID: string;
  createdByAdmin: boolean;
  edited: boolean;
  imageData: ImageData;
  /** Raised by every write; devices use it to order what they pull. */
  rev?: number;
}
