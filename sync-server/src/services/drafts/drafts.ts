// Drafts of the new-blog form, saved on the device as the user types and synced like any document, so a
// draft started on the phone can be finished on the laptop (issue: blogger screens).
import { z } from 'zod';
import { BODY_MAX, COUNTRY_MAX, TITLE_MAX } from '../../../../shared/api/blogs';
import { entityVerbs } from '../sync/entity-verbs';

const draftFields = {
  blogTitle: z.string().max(TITLE_MAX),
  country: z.string().max(COUNTRY_MAX),
  blogBody: z.string().max(BODY_MAX),
  featured: z.boolean(),
  publish: z.boolean(),
};

export const draftRules = {
  entity: 'draft' as const,
  create: z.strictObject(draftFields).partial(),
  update: z.strictObject(draftFields).partial(),
  notFound: 'Draft not found',
};

export const drafts = entityVerbs(draftRules);
