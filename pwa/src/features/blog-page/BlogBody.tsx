import { Fragment, useMemo } from 'react';
import { BlogImage } from '../blogs/BlogImage.tsx';
import { type Chunk, chunkSize, chunkWords, pairChunks } from '../blogs/blog-chunks.ts';
import type { Photo } from '../blogs/blog-photos.ts';
import { useWindowWidth } from './use-window-width.ts';

interface BlogBodyProps {
  title: string;
  body: string;
  images: readonly Photo[];
}

// Two columns from 48rem (see blog-page.css); below that the rows stack and each image fills the width.
const ROW_IMAGE_SIZES = '(min-width: 48rem) 50vw, 100vw';

/**
 * SPEC §2: the body in chunks of 100 words (150 on windows wider than 1300 px), chunk i beside image i
 * on alternating sides, leftovers after. The chunk size follows the window as it is resized; the writer's
 * paragraphs and line breaks are kept.
 */
export function BlogBody({ title, body, images }: BlogBodyProps) {
  const size = chunkSize(useWindowWidth());
  const rows = useMemo(() => pairChunks(chunkWords(body, size), images), [body, size, images]);

  return (
    <div className="blog-body">
      {rows.map((row, i) => (
        <div
          // A row is its position: the chunks are re-cut on resize, so nothing else identifies them.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={i}
          className={`blog-row blog-row--image-${row.side}${row.image ? '' : ' blog-row--text-only'}`}
          data-side={row.side}
        >
          {row.chunk !== null && <ChunkText chunk={row.chunk} />}
          {row.image && (
            <BlogImage
              className="blog-row__image"
              photo={row.image}
              alt={`photo ${i + 1} of ${title}`}
              sizes={ROW_IMAGE_SIZES}
            />
          )}
        </div>
      ))}
    </div>
  );
}

// The parts of a chunk never move, so their positions are their keys.
function ChunkText({ chunk }: { chunk: Chunk }) {
  return (
    <div className="blog-row__text">
      {chunk.map((lines, p) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={p}>
          {lines.map((line, l) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Fragment key={l}>
              {l > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
