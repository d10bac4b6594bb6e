// The first page of featured blogs the server put inside `/` (sync-server http/home-page.ts): the home
// page shows it with its first render instead of asking the API after it. It is as fresh as the page, so it
// serves the first home page of this page load only; a later one asks the API as before. Pages the service
// worker answers have no block.
import { FEATURED_IN_PAGE } from '../../../../shared/api/featured-in-page.ts';
import { type FeaturedPage, featuredPageOf } from './public-feed.ts';

let kept: FeaturedPage | null = null;

/**
 * The blogs the page came with, or null. The block is read and taken out of the document on the first call;
 * later calls answer the same until featuredInPageUsed().
 */
export function featuredInPage(doc: Document = document): FeaturedPage | null {
  const block = doc.getElementById(FEATURED_IN_PAGE.elementId);
  if (block) {
    block.remove();
    try {
      kept = featuredPageOf(JSON.parse(block.textContent ?? ''));
    } catch {
      kept = null;
    }
  }
  return kept;
}

/** The home page showed them: from now on they are not fresh. */
export function featuredInPageUsed() {
  kept = null;
}
