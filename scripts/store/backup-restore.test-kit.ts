// What the backup and restore tests share: the commands run as a user runs them, and the few API calls
// that write and read a user's data.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Blog } from '../../shared/entities/blog';
import { photo } from '../../sync-server/src/testing/images';

export interface CommandRun {
  code: number | null;
  output: string;
}

/** `npm run <name> -- <folder>` with only the given variables besides PATH and HOME. */
export function runStoreCommand(
  name: 'backup' | 'restore',
  folder: string,
  env: Record<string, string>,
): Promise<CommandRun> {
  return runNpmScript(name, ['--', folder], env);
}

/** `npm run <name> <args…>` with only the given variables besides PATH and HOME, no terminal attached. */
export function runNpmScript(name: string, args: string[], env: Record<string, string>): Promise<CommandRun> {
  const child = spawn('npm', ['run', '--silent', name, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  return new Promise((done) => child.once('close', (code) => done({ code, output })));
}

async function ok(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return response.json();
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const answer = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).then(ok);
  return (answer as { token: string }).token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let shade = 0;

/** A blog with a hero photo of its own colour, so each has its own image files. */
export async function createBlog(url: string, token: string, blogTitle: string): Promise<Blog> {
  shade += 1;
  const form = new FormData();
  form.append('blogTitle', blogTitle);
  const colour = `#${(shade * 40_503).toString(16).padStart(6, '0').slice(-6)}`;
  form.append('heroImage', new Blob([new Uint8Array(await photo(colour, 320, 240))]), 'hero.jpg');
  return (await fetch(`${url}/api/blogs`, { method: 'POST', headers: bearer(token), body: form }).then(
    ok,
  )) as Blog;
}

export async function deleteBlog(url: string, token: string, id: string): Promise<void> {
  await fetch(`${url}/api/blogs/${id}`, { method: 'DELETE', headers: bearer(token) }).then(ok);
}

export async function createTask(url: string, token: string, taskText: string): Promise<void> {
  await fetch(`${url}/api/tasks`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ taskText }),
  }).then(ok);
}

export async function ownBlogs(url: string, token: string): Promise<Blog[]> {
  return (await fetch(`${url}/api/blogs`, { headers: bearer(token) }).then(ok)) as Blog[];
}

export async function ownTaskTexts(url: string, token: string): Promise<string[]> {
  const tasks = (await fetch(`${url}/api/tasks`, { headers: bearer(token) }).then(ok)) as {
    taskText: string;
  }[];
  return tasks.map((task) => task.taskText);
}

/** Every image URL a blog shows: hero and gallery, each size. */
export function imageUrlsOf(blog: Blog): string[] {
  const refs = [...(blog.imageData.heroImage ? [blog.imageData.heroImage] : []), ...blog.imageData.imageUrls];
  return refs.flatMap((ref) => [ref.url, ...ref.variants.map((v) => v.url)]);
}

/** A database file's SQLite integrity check and its blogs, read without changing the file. */
export function readDatabase(file: string): { integrity: string; blogs: Blog[] } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[])
      .map((row) => row.integrity_check)
      .join('; ');
    const rows = db.prepare('SELECT doc FROM c_blogs').all() as { doc: string }[];
    return { integrity, blogs: rows.map((row) => JSON.parse(row.doc) as Blog) };
  } finally {
    db.close();
  }
}

/** The folders a restore set the replaced data aside in. */
export function asideFolders(dataDir: string): string[] {
  return readdirSync(dataDir)
    .filter((name) => name.startsWith('before-restore-'))
    .map((name) => join(dataDir, name));
}
