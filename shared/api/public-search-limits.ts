// The readers' search's limits, apart from its schema (public-search.ts) so the home page's search form and
// the route table, which every visitor downloads, take these numbers without the validator.
export const PUBLIC_SEARCH_MAX = 200;
export const PUBLIC_SEARCH_PAGE_SIZE = 10;
/** Pages past this are refused: no one reads 1,000 results, and a deep page costs the store. */
export const PUBLIC_SEARCH_PAGE_MAX = 100;
