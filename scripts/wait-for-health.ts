// Waits until a health URL answers 200, for a service manager's "started" (deploy/systemd:
// ExecStartPost). Usage: node scripts/wait-for-health.ts <url> [seconds, 600]
// Exits 0 once it answers, 1 when the time is up; systemd then stops and restarts the unit.
import { setTimeout as sleep } from 'node:timers/promises';

const [url, seconds = '600'] = process.argv.slice(2);
if (!url) {
  console.error('usage: wait-for-health.ts <url> [seconds]');
  process.exit(2);
}
const deadline = Date.now() + Number(seconds) * 1000;
while (Date.now() < deadline) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    if (response.ok) process.exit(0);
  } catch {
    // not listening yet
  }
  await sleep(500);
}
console.error(`${url} did not answer 200 within ${seconds} s`);
process.exit(1);
