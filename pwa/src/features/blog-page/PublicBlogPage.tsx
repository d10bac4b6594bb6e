import { useParams } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { type ReactNode, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { UserData } from '../../data/user-data.ts';
import { useOnline } from '../../pwa/use-online.ts';
import { session } from '../../state/session.ts';
import { FETCHING } from '../alerts/loading-texts.ts';
import { BlogUnavailable } from '../blogs/BlogUnavailable.tsx';
import { useBlogPhotos } from '../blogs/use-blog-photos.ts';
import { SaveOfflineButton } from '../saved-offline/SaveOfflineButton.tsx';
import { useSavedCopy } from '../saved-offline/use-saved-copy.ts';
import { useUserData } from '../sync/use-user-data.ts';
import { BlogArticle } from './BlogArticle.tsx';
import { BlogDetails } from './BlogDetails.tsx';
import { publicPhotoFields, viewOf } from './blog-view.ts';
import { OwnerActions } from './OwnerActions.tsx';
import { NOT_ON_DEVICE } from './page-texts.ts';
import { usePublicBlog } from './use-public-blog.ts';
import { useRaisedViews } from './use-raised-views.ts';

/** SPEC §2 /public-blog/{blogID}: a published blog as every signed-in reader sees it. */
export function PublicBlogPage() {
  const { blogId } = useParams({ from: '/_auth/public-blog/$blogId' });
  const data = useUserData();
  if (!data) return null;
  // Keyed by blog: a new blog is a new visit, with its own raised view.
  return <PublicBlog key={`${data.userId}/${blogId}`} data={data} blogId={blogId} />;
}

const HOME = { back: '/', backLabel: 'back to home' } as const;

function PublicBlog({ data, blogId }: { data: UserData; blogId: string }) {
  const online = useOnline();
  const { source, saved } = useSavedCopy(data.db, blogId, usePublicBlog(data.db, blogId, online), online);
  const doc = source.state === 'found' ? source.doc : null;
  const raised = useRaisedViews(blogId, doc !== null, online);
  const view = useMemo(() => {
    if (!doc) return null;
    const shown = viewOf(doc);
    // Views only grow: the raised answer, or the feed's copy if it has since heard of more readers.
    return raised === null ? shown : { ...shown, views: Math.max(shown.views ?? 0, raised) };
  }, [doc, raised]);
  const photos = useBlogPhotos(
    data.db,
    useMemo(() => (doc ? publicPhotoFields(doc) : undefined), [doc]),
  );
  const { user } = useSnapshot(session);
  const isOwner = Boolean(user && view?.userID === user._id);
  // SPEC §6: the owner's buttons act on the owner's own record, the one their writes go through.
  const own = useLiveQuery(
    async () => (isOwner ? ((await data.db.blogs.get(blogId)) ?? null) : null),
    [data.db, blogId, isOwner],
  );

  let content: ReactNode;
  if (source.state === 'loading') content = <p role="status">{FETCHING}</p>;
  else if (source.state === 'offline')
    content = <BlogUnavailable title="blog not on this device" reason={NOT_ON_DEVICE} {...HOME} />;
  else if (source.state === 'failed')
    content = <BlogUnavailable title="blog not available" reason={source.error} {...HOME} />;
  else if (!view) content = <BlogUnavailable {...HOME} />;
  else
    content = (
      <BlogArticle
        blog={view}
        photos={photos}
        details={<BlogDetails blog={view} />}
        actions={
          own ? (
            <OwnerActions data={data} blog={own} />
          ) : (
            doc && <SaveOfflineButton db={data.db} doc={doc} saved={saved} online={online} />
          )
        }
      />
    );
  return <div className="page blog-page">{content}</div>;
}
