// A whole collection read page by page in _id order, a turn of the event loop between pages: a sweep over
// every user or blog would otherwise hold the server for as long as reading them all takes (on the
// embedded store, one synchronous read of 10,000 users blocked every request for 170 ms).
import type { Collection, Doc, Projection } from '../ports/document-store';
import { loopTurn } from './loop-turn';

const PAGE = 500;

/** Calls each with every page of the collection's documents (projected), in _id order. */
export async function forEachPage<T extends Doc>(
  col: Collection<T>,
  projection: Projection,
  each: (docs: T[]) => void,
): Promise<void> {
  let after: string | undefined;
  for (;;) {
    const filter = after === undefined ? {} : { _id: { $gt: after } };
    const docs = await col.find(filter, { sort: { _id: 1 }, limit: PAGE, projection });
    each(docs);
    if (docs.length < PAGE) return;
    after = docs[docs.length - 1]?._id;
    await loopTurn();
  }
}
