import { Fragment } from 'react';
import type { ConflictRecord } from '../../data/records.ts';
import {
  collidingParagraphs,
  deletedVersions,
  isDeletedCopy,
  PARAGRAPH_CHARS,
  versionText,
} from './conflict-text.ts';

interface ConflictVersionsProps {
  conflict: ConflictRecord;
  /** This device's clientId, so a version it wrote says "this device". */
  clientId: string | null;
}

/**
 * The version kept and the other one, with who wrote each. For an item deleted over an edit: the delete,
 * and the item as it was. Two edits of a story were merged, so the
 * versions differ only in the paragraphs both changed: those are shown instead of the whole story (which
 * would be cut off long before them), and the rest is said to hold both edits.
 */
export function ConflictVersions({ conflict, clientId }: ConflictVersionsProps) {
  const { kept, lost, keptBy, lostBy } = conflict;
  if (isDeletedCopy(conflict)) {
    const versions = deletedVersions(conflict, clientId);
    return (
      <dl className="sync-item__values">
        <dt>kept</dt>
        <dd>{versions.kept}</dd>
        <dt>other version</dt>
        <dd>{versions.lost}</dd>
      </dl>
    );
  }
  const paragraphs = collidingParagraphs(conflict);
  if (!paragraphs)
    return (
      <dl className="sync-item__values">
        <dt>kept</dt>
        <dd>{versionText(kept, keptBy, clientId)}</dd>
        <dt>other version</dt>
        <dd>{versionText(lost, lostBy, clientId)}</dd>
      </dl>
    );
  return (
    <>
      <p>The rest of both edits was merged. Where both changed the same paragraph, one version was kept:</p>
      <dl className="sync-item__values sync-item__values--paragraphs">
        {paragraphs.map((hunk, i) => (
          // A colliding paragraph is known only by its place in the story.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fragment key={i}>
            <dt>kept</dt>
            <dd>{versionText(hunk.kept, keptBy, clientId, PARAGRAPH_CHARS)}</dd>
            <dt>other version</dt>
            <dd>{versionText(hunk.lost, lostBy, clientId, PARAGRAPH_CHARS)}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}
