import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { LocalBlog } from '../../data/records.ts';
import type { UserData } from '../../data/user-data.ts';
import { DELETING } from '../alerts/loading-texts.ts';
import { useBlogPhotos } from '../blogs/use-blog-photos.ts';
import { AlertDialog } from '../dialogs/AlertDialog.tsx';
import { HeroImageSection } from './HeroImageSection.tsx';
import { ImageGridSection } from './ImageGridSection.tsx';
import { PREPARING, SAVING } from './image-texts.ts';
import { UploadProgress } from './UploadProgress.tsx';
import { useImageWrites } from './use-image-writes.ts';

/**
 * The blog's photos with their writes: each goes through the blog repository (stored on the device and
 * queued), so it works the same offline; the sync engine uploads the photos later.
 */
export function BlogImagesEditor({ data, blog }: { data: UserData; blog: LocalBlog }) {
  const { db, blogs } = data;
  const id = blog._id;
  const { hero, images } = useBlogPhotos(db, blog);
  const writes = useImageWrites();
  const [confirming, setConfirming] = useState(false);
  const disabled = writes.busy !== null;

  // One write per photo: the repository has no "remove all", and unsent edits fold into one outbox entry.
  const deleteAll = async () => {
    const removed = await writes.run(
      DELETING,
      async () => {
        if (blog.heroImage !== null) await blogs.setHero(id, null);
        for (const sha of new Set(blog.imageUrls)) await blogs.removeImage(id, sha);
      },
      'all images deleted',
    );
    if (removed) setConfirming(false);
  };

  return (
    <div className="page manage-images">
      <h1>images of {blog.blogTitle}</h1>
      <p>
        <Link to="/user-blog/$blogId" params={{ blogId: id }}>
          back to the blog
        </Link>
      </p>
      <UploadProgress />
      <p className="manage-images__status" role="status">
        {writes.busy ?? writes.done}
      </p>
      {writes.error && (
        <p className="manage-images__error" role="alert">
          {writes.error}
        </p>
      )}
      <HeroImageSection
        title={blog.blogTitle}
        hero={hero}
        disabled={disabled}
        onReplace={(file) =>
          void writes.run(
            PREPARING,
            () => blogs.setHero(id, file),
            blog.heroImage === null ? 'hero image added' : 'hero image replaced',
          )
        }
        onRemove={() => void writes.run(SAVING, () => blogs.setHero(id, null), 'hero image removed')}
        onRefuse={writes.refuse}
      />
      <ImageGridSection
        title={blog.blogTitle}
        images={images}
        disabled={disabled}
        canDeleteAll={blog.heroImage !== null || blog.imageUrls.length > 0}
        onReplace={(sha, file) =>
          void writes.run(PREPARING, () => blogs.replaceImage(id, sha, file), 'image replaced')
        }
        onDelete={(sha) => void writes.run(SAVING, () => blogs.removeImage(id, sha), 'image deleted')}
        onAdd={(files) =>
          void writes.run(
            PREPARING,
            () => blogs.addImages(id, files),
            files.length === 1 ? '1 image added' : `${files.length} images added`,
          )
        }
        onDeleteAll={() => setConfirming(true)}
        onRefuse={writes.refuse}
      />
      {confirming && (
        <AlertDialog
          title="delete all images?"
          description={`The hero image and every image of “${blog.blogTitle}” will be deleted.`}
          confirmLabel="delete all"
          pending={writes.busy === DELETING ? DELETING : null}
          onConfirm={() => void deleteAll()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
