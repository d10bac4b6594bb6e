import type { AppPath } from '../../app-paths.ts';
import { AppLink } from '../layout/AppLink.tsx';
import './blog-unavailable.css';

interface BlogUnavailableProps {
  title?: string;
  reason?: string;
  /** Where to go instead. */
  back: AppPath;
  backLabel: string;
}

/** No blog to show: gone (deleted here or elsewhere), never existed (a mistyped link), or out of reach. */
export function BlogUnavailable({
  title = 'blog not found',
  reason = 'This blog does not exist, or it has been deleted.',
  back,
  backLabel,
}: BlogUnavailableProps) {
  return (
    <div className="blog-missing">
      <h1>{title}</h1>
      <p>{reason}</p>
      <p>
        <AppLink to={back} className="button">
          {backLabel}
        </AppLink>
      </p>
    </div>
  );
}
