import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  blogMarkdown,
  draftMarkdown,
  type ExportedBlog,
  frontMatter,
  missingPhotosText,
  tasksMarkdown,
} from './export-markdown.ts';

/** The front matter of a Markdown file as a YAML reader sees it, and the text after it. */
function split(markdown: string): { front: unknown; story: string } {
  const match = markdown.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
  if (!match) throw new Error(`no front matter in ${markdown}`);
  return { front: parse(match[1] as string), story: match[2] as string };
}

const blog: ExportedBlog = {
  blogTitle: 'Rome',
  country: 'Italy',
  blogBody: 'Day one.\n\nDay two.',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-04T08:30:00.000Z',
  lastEdited: 'Tue 4 Mar 2025 9:30:00',
  publish: true,
  featured: false,
};

describe('blog.md', () => {
  it('holds the blog’s fields as front matter, then its story', () => {
    const { front, story } = split(blogMarkdown(blog));
    expect(front).toEqual({
      title: 'Rome',
      country: 'Italy',
      created: '2025-03-01T10:00:00.000Z',
      lastEdited: '2025-03-04T08:30:00.000Z',
      publish: true,
      featured: false,
    });
    expect(story).toBe('\nDay one.\n\nDay two.\n');
  });

  it.each([
    ['a colon', 'Rome: day one'],
    ['quotes', `"Ciao" and 'bella'`],
    ['a newline', 'two\nlines'],
    ['emoji', 'Sunset 🌅 in Santorini 🇬🇷'],
    ['YAML syntax', '- [x] #not: {a: list} & *ref |'],
    ['a fence', '---'],
  ])('keeps a title with %s exactly, as valid YAML', (_, title) => {
    expect(split(blogMarkdown({ ...blog, blogTitle: title })).front).toMatchObject({ title });
  });

  it('writes an empty country as an empty string, and the created date when never edited', () => {
    const { updatedAt: _, lastEdited: __, ...neverEdited } = blog;
    const { front } = split(blogMarkdown({ ...neverEdited, country: '' }));
    expect(front).toMatchObject({ country: '', lastEdited: '2025-03-01T10:00:00.000Z' });
  });

  it('says whether the blog is suspended only when the server said so', () => {
    expect(split(blogMarkdown(blog)).front).not.toHaveProperty('suspended');
    expect(split(blogMarkdown({ ...blog, suspended: true })).front).toMatchObject({ suspended: true });
  });

  it('ends after the front matter when there is no story, and normalises line ends', () => {
    expect(blogMarkdown({ ...blog, blogBody: '' })).toMatch(/\n---\n$/);
    expect(split(blogMarkdown({ ...blog, blogBody: 'a\r\nb\rc' })).story).toBe('\na\nb\nc\n');
  });
});

describe('draft.md', () => {
  it('writes whatever the draft holds, with its last save as last edited', () => {
    const { front, story } = split(
      draftMarkdown({ createdAt: '2025-05-01T00:00:00.000Z', savedAt: '2025-05-02T00:00:00.000Z' }),
    );
    expect(front).toEqual({
      title: '',
      country: '',
      created: '2025-05-01T00:00:00.000Z',
      lastEdited: '2025-05-02T00:00:00.000Z',
      publish: false,
      featured: false,
    });
    expect(story).toBe('');
  });
});

describe('front matter', () => {
  it('leaves undefined fields out and keeps null', () => {
    expect(frontMatter({ a: 'x', b: undefined, c: null })).toBe('---\na: "x"\nc: null\n---\n');
  });
});

describe('tasks.md', () => {
  it('lists each task as a checklist item in the order given, a multi-line text on one line', () => {
    const text = tasksMarkdown([
      { taskText: 'pack the bags', completed: true, important: false },
      { taskText: 'book\nthe hotel', completed: false, important: true },
    ]);
    expect(text).toBe('# tasks\n\n- [x] pack the bags\n- [ ] book the hotel (important)\n');
  });

  it('says so when there are none', () => {
    expect(tasksMarkdown([])).toBe('# tasks\n\nno tasks\n');
  });
});

describe('missing-photos.txt', () => {
  it('names each photo left out with its folder and role', () => {
    const text = missingPhotosText([
      { folder: 'rome', role: 'hero', id: 'aa11' },
      { folder: 'drafts/lima', role: 'photo 2', id: 'bb22' },
    ]);
    expect(text.split('\n').slice(-3)).toEqual([
      'rome/: hero (photo aa11)',
      'drafts/lima/: photo 2 (photo bb22)',
      '',
    ]);
  });
});
