import { getRouteApi } from '@tanstack/react-router';
import { useUserData } from '../sync/use-user-data.ts';
import { ManageImages } from './ManageImages.tsx';

const route = getRouteApi('/_auth/manage-images/$blogId');

export function ManageImagesPage() {
  const { blogId } = route.useParams();
  const data = useUserData();
  // The guard keeps visitors out; this covers the moment between signing out and leaving the page.
  if (!data) return null;
  return <ManageImages key={`${data.userId}:${blogId}`} data={data} blogId={blogId} />;
}
