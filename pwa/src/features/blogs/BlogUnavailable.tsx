import { Link } from '@tanstack/react-router';
import './blog-unavailable.css';

interface BlogUnavailableProps {
  title?: string;
  reason?: string;
  /** Where to go instead; a string because some targets are registered by other features. */
  back: string;
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
        <Link to={back} className="button">
          {backLabel}
        </Link>
      </p>
    </div>
  );
}
