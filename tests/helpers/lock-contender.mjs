// A separate process that competes for the embedded database's lock (tests/unit/lib/db-lock.test.ts).
// On {lockPath, at} it spins until `at`, so every contender starts together, takes the lock and
// keeps it (a winner that released at once would let a late contender win too), then reports.
// On {hold: [paths]} it takes each lock and reports, to be killed later as a crashed server.
import { acquireLock } from '../../lib/db/lock.ts';

process.on('message', (message) => {
  if (message.hold) {
    for (const lockPath of message.hold) acquireLock(lockPath);
    process.send({ held: message.hold.length });
    return;
  }
  while (Date.now() < message.at);
  try {
    acquireLock(message.lockPath);
    process.send({ lockPath: message.lockPath, pid: process.pid, won: true });
  } catch (error) {
    process.send({ lockPath: message.lockPath, pid: process.pid, won: false, name: error.name, message: error.message });
  }
});
process.send({ ready: true });
