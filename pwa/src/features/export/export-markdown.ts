// The Markdown files of an export (pure, so every case is tested): a blog or draft as YAML front matter and
// its story, the tasks as one checklist, and what was left out. Strings in the front matter are JSON-quoted:
// a JSON string is a valid YAML double-quoted scalar whatever it holds (a colon, quotes, a newline, emoji),
// so the file parses with any YAML reader without a YAML library here.
import type { LocalBlog, LocalDraft, LocalTask } from '../../data/records.ts';

type FrontValue = string | boolean | null;

/** `---`-fenced YAML from the fields in order; undefined fields are left out, null stays null. */
export function frontMatter(fields: Record<string, FrontValue | undefined>): string {
  const lines = Object.entries(fields).flatMap(([key, value]) => {
    if (value === undefined) return [];
    return [`${key}: ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`];
  });
  return ['---', ...lines, '---', ''].join('\n');
}

/** A stored date as an ISO string; one that does not parse is kept as it is, a missing one is null. */
export function isoDate(value: string | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

const withStory = (front: string, story: string | undefined): string => {
  const body = (story ?? '').replace(/\r\n?/g, '\n').trim();
  return body ? `${front}\n${body}\n` : front;
};

export type ExportedBlog = Pick<
  LocalBlog,
  | 'blogTitle'
  | 'country'
  | 'blogBody'
  | 'createdAt'
  | 'publish'
  | 'featured'
  | 'lastEdited'
  | 'updatedAt'
  | 'suspended'
>;

/** blog.md: the blog's fields, then its story as written. */
export function blogMarkdown(blog: ExportedBlog): string {
  const front = frontMatter({
    title: blog.blogTitle ?? '',
    country: blog.country ?? '',
    created: isoDate(blog.createdAt),
    // The server stamps updatedAt (ISO) with every write; lastEdited is a display text in its time zone.
    lastEdited: isoDate(blog.updatedAt ?? blog.lastEdited ?? blog.createdAt),
    publish: Boolean(blog.publish),
    featured: Boolean(blog.featured),
    // Only the server sets it, and only on a blog an admin suspended.
    suspended: blog.suspended === undefined ? undefined : Boolean(blog.suspended),
  });
  return withStory(front, blog.blogBody);
}

export type ExportedDraft = Pick<
  LocalDraft,
  'blogTitle' | 'country' | 'blogBody' | 'createdAt' | 'publish' | 'featured' | 'updatedAt' | 'savedAt'
>;

/** draft.md: what the draft holds so far, in the same shape as a blog. */
export function draftMarkdown(draft: ExportedDraft): string {
  const front = frontMatter({
    title: draft.blogTitle ?? '',
    country: draft.country ?? '',
    created: isoDate(draft.createdAt),
    lastEdited: isoDate(draft.savedAt ?? draft.updatedAt ?? draft.createdAt),
    publish: Boolean(draft.publish),
    featured: Boolean(draft.featured),
  });
  return withStory(front, draft.blogBody);
}

export type ExportedTask = Pick<LocalTask, 'taskText' | 'completed' | 'important'>;

/** tasks.md: one checklist item per task, in the task screen's order; a task's text stays on its line. */
export function tasksMarkdown(tasks: readonly ExportedTask[]): string {
  const items = tasks.map((task) => {
    const text = (task.taskText ?? '').replace(/\s*[\r\n]+\s*/g, ' ').trim();
    return `- [${task.completed ? 'x' : ' '}] ${text}${task.important ? ' (important)' : ''}`;
  });
  return ['# tasks', '', ...(items.length > 0 ? items : ['no tasks']), ''].join('\n');
}

/** A photo the export could not include: on neither this device nor reachable on the server. */
export interface MissingPhoto {
  /** The folder of its blog or draft in the zip. */
  folder: string;
  /** Its role there: "hero" or "photo 2". */
  role: string;
  id: string;
}

/** missing-photos.txt: one line per photo left out, saying where it belongs and why. */
export function missingPhotosText(missing: readonly MissingPhoto[]): string {
  const lines = missing.map((m) => `${m.folder}/: ${m.role} (photo ${m.id})`);
  return [
    'These photos are not in this export: they were not on this device and the server could not be reached.',
    'Export again while online to include them.',
    '',
    ...lines,
    '',
  ].join('\n');
}
