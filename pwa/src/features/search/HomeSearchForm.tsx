import { useRouter } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { PUBLIC_SEARCH_MAX } from '../../../../shared/api/public-search-limits.ts';
import { TextField } from '../forms/TextField.tsx';
import './home-search.css';

/**
 * The home page's way into the readers' search (/search, a screen of its own that loads only there). A
 * plain GET form, so it also works before the app's script has run.
 */
export function HomeSearchForm() {
  const router = useRouter();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (q) void router.navigate({ to: '/search', search: { q } });
  };
  return (
    <search>
      <form className="home-search" action="/search" method="get" onSubmit={onSubmit}>
        <TextField label="search the blogs" name="q" type="search" maxLength={PUBLIC_SEARCH_MAX} required />
        <button type="submit" className="button">
          search
        </button>
      </form>
    </search>
  );
}
