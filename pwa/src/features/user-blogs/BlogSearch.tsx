import { Link } from '@tanstack/react-router';
import { memo, type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import type { BlogSearch as DeviceSearch, SearchAnswer, SearchHit } from '../../data/blog-search-index.ts';
import type { UserDb } from '../../data/db.ts';
import { excerpt, marked } from '../../data/search-text.ts';
import { TextField } from '../forms/TextField.tsx';
import { UNTITLED } from '../new-blog/new-blog-rules.ts';
import { Marked } from '../search/Marked.tsx';
import './device-search.css';

export const SEARCH_LABEL = 'search my blogs and drafts';
export const SEARCHING = 'searching your blogs and drafts…';
export const NO_MATCHES = 'no blogs or drafts match your search.';
export const SEARCH_FAILED = 'the search could not read your blogs on this device; please reload the page.';

export const resultCount = (count: number): string => (count === 1 ? '1 result' : `${count} results`);

interface Answered {
  query: string;
  answer: SearchAnswer | null;
}

/**
 * The index module (MiniSearch and the stories it reads) loads and builds only once someone wants to
 * search: /user-blogs paints its table from the summaries first, and most visits never search.
 */
function useDeviceSearch(db: UserDb, wanted: boolean): DeviceSearch | null {
  const [search, setSearch] = useState<DeviceSearch | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let gone = false;
    let opened: DeviceSearch | null = null;
    void import('../../data/blog-search-index.ts').then(({ openBlogSearch }) => {
      if (gone) return;
      opened = openBlogSearch(db);
      setSearch(opened);
    });
    return () => {
      gone = true;
      opened?.release();
      setSearch(null);
    };
  }, [db, wanted]);
  return search;
}

/** The answer to `query`, asked again whenever the index takes in a change (another tab, a pull). */
function useAnswer(search: DeviceSearch | null, query: string): Answered | null {
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (!search) return;
    const stop = search.subscribe(() => setChanges((n) => n + 1));
    return () => void stop();
  }, [search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `changes` only asks again.
  useEffect(() => {
    if (!search || query === '') return;
    let current = true;
    search.search(query).then(
      (answer) => current && setAnswered({ query, answer }),
      (error: unknown) => {
        console.error(error);
        if (current) setAnswered({ query, answer: null });
      },
    );
    return () => {
      current = false;
    };
  }, [search, query, changes]);
  return answered;
}

/** Memoised: the box redraws the page on every key, while a result only changes with a new answer. */
const Hit = memo(function Hit({ hit }: { hit: SearchHit }) {
  const terms = new Set(hit.terms);
  const title = <Marked parts={marked(hit.title.trim() || UNTITLED, terms)} />;
  const story = excerpt(hit.story, terms);
  return (
    <li className="device-search__hit">
      <p className="device-search__title">
        {hit.kind === 'draft' ? (
          <Link to="/new-blog" search={{ draft: hit.id }}>
            <span className="device-search__draft">draft</span> {title}
          </Link>
        ) : (
          <Link to="/user-blog/$blogId" params={{ blogId: hit.id }}>
            {title}
          </Link>
        )}
      </p>
      {hit.country.trim() !== '' && (
        <p className="device-search__country">
          <Marked parts={marked(hit.country, terms)} />
        </p>
      )}
      {story && (
        <p className="device-search__story">
          <Marked parts={story} />
        </p>
      )}
    </li>
  );
});

/**
 * Searches the words of the user's blogs and drafts on this device (offline too) as they type; while the
 * box is empty the page shows `children` (the table) instead of results.
 */
export function BlogSearch({ db, children }: { db: UserDb; children: ReactNode }) {
  const [text, setText] = useState('');
  const [wanted, setWanted] = useState(false);
  // Typing stays quick with a thousand stories: the box shows each key at once, the results follow.
  const query = useDeferredValue(text.trim());
  const answered = useAnswer(useDeviceSearch(db, wanted), query);
  const searching = text.trim() !== '';
  const current = answered?.query === query ? answered : null;
  const answer = answered?.answer;

  let status = SEARCHING;
  if (current && !current.answer) status = SEARCH_FAILED;
  else if (current?.answer) status = resultCount(current.answer.count);

  return (
    <>
      <search className="device-search">
        <TextField
          label={SEARCH_LABEL}
          type="search"
          value={text}
          autoComplete="off"
          spellCheck={false}
          onFocus={() => setWanted(true)}
          onChange={(event) => {
            setWanted(true);
            setText(event.target.value);
          }}
        />
      </search>
      {searching ? (
        <section className="device-search__results" aria-label="search results">
          <p role="status" className="device-search__count">
            {status}
          </p>
          {current?.answer?.count === 0 && <p>{NO_MATCHES}</p>}
          {answer && answer.hits.length > 0 && (
            <ol className="device-search__hits">
              {answer.hits.map((hit) => (
                <Hit key={`${hit.kind}:${hit.id}`} hit={hit} />
              ))}
            </ol>
          )}
          {answer && answer.count > answer.hits.length && (
            <p className="device-search__more">{`the best ${answer.hits.length} are shown: add a word to narrow the search.`}</p>
          )}
        </section>
      ) : (
        children
      )}
    </>
  );
}
