// Writing through the sync API from a test, as a device of the user would: mutations pushed in batches
// with one client's contiguous seqs, and photos uploaded by their hash before the blogs that name them.
import { createHash } from 'node:crypto';
import { newId } from '../shared/ids';
import { MAX_BATCH, type Mutation, type PushResponse } from '../shared/sync/protocol';
import { callApi } from './session';

/** Under the server's 1 MB JSON limit with room to spare, as the device's own batching keeps it. */
const BATCH_BYTES = 900 * 1024;

export type Change = Pick<Mutation, 'entity' | 'id' | 'kind' | 'baseRev' | 'fields'> & {
  base?: Record<string, string>;
};

function refused(response: Response, body: string): Error {
  // WRITES_PER_MINUTE counts every mutation: seeding thousands needs a server started with a higher one.
  const hint = response.status === 429 ? ' (start the server with a higher WRITES_PER_MINUTE)' : '';
  return new Error(`the server refused: ${response.status} ${body}${hint}`);
}

/** A device: its client id and the next seq it will send. */
export function newDevice(): { clientId: string; seq: number } {
  return { clientId: newId().replaceAll('-', ''), seq: 1 };
}

/** Batches of at most MAX_BATCH mutations whose JSON stays under BATCH_BYTES. */
function batches(mutations: Mutation[]): Mutation[][] {
  const out: Mutation[][] = [];
  let [current, bytes] = [[] as Mutation[], 0];
  for (const m of mutations) {
    const size = Buffer.byteLength(JSON.stringify(m)) + 1;
    if (current.length > 0 && (current.length >= MAX_BATCH || bytes + size > BATCH_BYTES)) {
      out.push(current);
      [current, bytes] = [[], 0];
    }
    current.push(m);
    bytes += size;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/**
 * Pushes `changes` in order as `device`, one batch at a time (seqs must arrive in order); answers each
 * document's revision after its change. Any mutation not written is an error: a seeded account is whole.
 */
export async function pushChanges(
  baseUrl: string,
  token: string,
  device: { clientId: string; seq: number },
  changes: Change[],
): Promise<Map<string, number>> {
  const mutations = changes.map((c): Mutation => {
    const seq = device.seq++;
    return { clientId: device.clientId, seq, opId: `op-${seq}`, ...c };
  });
  const revs = new Map<string, number>();
  for (const batch of batches(mutations)) {
    const response = await callApi(baseUrl, token, '/api/sync/push', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: device.clientId, mutations: batch }),
    });
    if (!response.ok) throw refused(response, await response.text());
    const answer = (await response.json()) as PushResponse;
    for (const [i, result] of answer.results.entries()) {
      const m = batch[i];
      // Merged: applied over a newer revision than the change named (a device edited it meanwhile).
      const written = result.status === 'applied' || result.status === 'merged';
      if (!m || !written || result.rev === undefined)
        throw new Error(`${m?.entity} ${m?.id} was ${result.status}: ${result.reason ?? 'no reason given'}`);
      revs.set(m.id, result.rev);
    }
    if (answer.results.length !== batch.length)
      throw new Error(`a push stopped early: ${JSON.stringify(answer.gap)}`);
  }
  return revs;
}

/** Uploads a photo as a device does (PUT by its SHA-256) and answers the hash a blog names it by. */
export async function uploadPhoto(baseUrl: string, token: string, jpeg: Buffer): Promise<string> {
  const hash = createHash('sha256').update(jpeg).digest('hex');
  const response = await callApi(baseUrl, token, `/api/sync/images/${hash}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg' },
    body: new Uint8Array(jpeg),
  });
  if (!response.ok) throw refused(response, await response.text());
  return hash;
}
