// Run by nedb-journal.int.test.ts in a child process whose FAILPOINTS kill it at one step of a commit:
// opens the store in the dir named by the first argument and commits one transaction of six images
// (three blogs, a media item, the scope's seq and a change-log entry).
import { createNedbStore } from './nedb';

const dir = process.argv[2];
if (!dir) throw new Error('usage: nedb-crash-child.ts <dir>');
const store = await createNedbStore({ dir });
await store.withLock('user:u1', async (tx) => {
  const blogs = tx.collection('blogs');
  await blogs.updateOne({ _id: 'b1' }, { $set: { title: 'Alps, updated' } });
  await blogs.insertOne({ _id: 'b2', title: 'Rome' });
  await blogs.deleteOne({ _id: 'b3' });
  await tx.collection('media').insertOne({ _id: 'm1', blog: 'b2' });
  const scope = await tx.collection('sync_scopes').findOneAndUpdate({ _id: 'user:u1' }, { $inc: { seq: 1 } });
  await tx.collection('sync_changes').insertOne({ _id: `user:u1|${scope?.seq}`, seq: scope?.seq, id: 'b2' });
});
await store.close();
