import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import type { PublicSearchHit } from '../../../../shared/api/public-search.ts';
import { PUBLIC_SEARCH_MAX } from '../../../../shared/api/public-search-limits.ts';
import { formatDate } from '../../../../shared/dates.ts';
import { FETCHING } from '../alerts/loading-texts.ts';
import { TextField } from '../forms/TextField.tsx';
import { Marked } from './Marked.tsx';
import { markedParts } from './marked-parts.ts';
import { type SearchState, useSearchResults } from './use-search-results.ts';
import './search.css';

export const SEARCH_OFFLINE = 'You are offline. Searching the blogs needs a connection.';
export const NO_RESULTS = 'no public blogs match your search.';
export const MORE_RESULTS = 'more results';
export const FETCHING_MORE = 'fetching more results...';

const counted = (total: number) => (total === 1 ? '1 blog found' : `${total} blogs found`);

function SearchHit({ hit, words }: { hit: PublicSearchHit; words: readonly string[] }) {
  return (
    <li className="search-hit">
      <h2 className="search-hit__title">
        <Link to="/public-blog/$blogId" params={{ blogId: hit._id }}>
          <Marked parts={markedParts(hit.blogTitle, words)} />
        </Link>
      </h2>
      <p className="search-hit__meta">
        <span>by {hit.author}</span>
        {hit.country && (
          <span>
            <Marked parts={markedParts(hit.country.toLowerCase(), words)} />
          </span>
        )}
        <span>{formatDate(new Date(hit.createdAt))}</span>
      </p>
      {hit.excerpt && (
        <p className="search-hit__excerpt">
          <Marked parts={markedParts(hit.excerpt, words)} />
        </p>
      )}
    </li>
  );
}

function Results({ state, more }: { state: SearchState; more: () => void }) {
  if (state.status === 'loading') return <p role="status">{FETCHING}</p>;
  if (state.status === 'failed')
    return <p className="note note--offline">The search cannot be done right now. {state.message}</p>;
  if (state.status !== 'ready') return null;
  if (state.items.length === 0) return <p role="status">{NO_RESULTS}</p>;
  return (
    <>
      <p role="status">{counted(state.total)}</p>
      <ol className="search-results">
        {state.items.map((hit) => (
          <SearchHit key={hit._id} hit={hit} words={state.words} />
        ))}
      </ol>
      {state.items.length < state.total && (
        <div className="search-more">
          {state.problem && (
            <p className="note note--offline">More results cannot be loaded right now. {state.problem}</p>
          )}
          <button type="button" className="button button--quiet" onClick={more} disabled={state.loadingMore}>
            {state.loadingMore ? FETCHING_MORE : MORE_RESULTS}
          </button>
        </div>
      )}
    </>
  );
}

/** Readers' search of the public blogs: by words of the title, the country or the story, best first. */
export function SearchPage() {
  const { q = '' } = useSearch({ from: '/search' });
  const navigate = useNavigate({ from: '/search' });
  const { state, more, online } = useSearchResults(q.trim());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate({ search: typed ? { q: typed } : {} });
  };

  return (
    <div className="page page--narrow search-page">
      <h1>search the blogs</h1>
      <search>
        <form className="search-form" onSubmit={onSubmit}>
          <TextField
            key={q}
            label="words of a title, a country or a story"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={PUBLIC_SEARCH_MAX}
          />
          <button type="submit" className="button">
            search
          </button>
        </form>
      </search>
      {!online && (
        <p className="note note--offline" role="status">
          {SEARCH_OFFLINE}
        </p>
      )}
      <Results state={state} more={more} />
    </div>
  );
}
