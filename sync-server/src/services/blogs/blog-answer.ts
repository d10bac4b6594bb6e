// A blog as every answer shows it (the REST calls, the admin lists, the sync pull): without the sync
// bookkeeping, and with its views as counted now, since the count lives beside it (view-counts.ts).
import type { Deps } from '../../deps';
import { type BlogDoc, blogView } from './blog-doc';
import { viewCounts } from './view-counts';

export async function blogAnswers(deps: Pick<Deps, 'store'>, docs: BlogDoc[]): Promise<BlogDoc[]> {
  const counted = await viewCounts(
    deps,
    docs.map((d) => d._id),
  );
  return docs.map((d) => ({ ...blogView(d), views: (d.views ?? 0) + (counted.get(d._id) ?? 0) }));
}

export async function blogAnswer(deps: Pick<Deps, 'store'>, doc: BlogDoc): Promise<BlogDoc> {
  const [answer] = await blogAnswers(deps, [doc]);
  return answer as BlogDoc;
}
