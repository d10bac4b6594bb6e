// Run by mongosh in deploy/compose.yaml's mongo-init container, against mongo1. The server needs a replica
// set: its writes are transactions and its pokes change streams (docs/scaling.md).
const members = ['mongo1:27017', 'mongo2:27017', 'mongo3:27017'];

try {
  rs.status();
  print('replica set rs0 is already made');
} catch (error) {
  if (error.codeName !== 'NotYetInitialized') throw error;
  rs.initiate({ _id: 'rs0', members: members.map((host, _id) => ({ _id, host })) });
  print(`made replica set rs0 of ${members.join(', ')}`);
}

// The instances start once this script ends; an election takes a few seconds.
for (let waited = 0; !db.hello().primary; waited += 500) {
  if (waited > 60_000) throw new Error('replica set rs0 elected no primary within a minute');
  sleep(500);
}
print(`primary: ${db.hello().primary}`);
