import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, expect, inject, it } from 'vitest';

/**
 * Vendure sets the superadmin's password only when it creates the user: a database first
 * started in development keeps `superadmin`/`superadmin` (and the development
 * administrators theirs) under a production start. Production refuses it (ADR 032).
 */
const root = path.resolve(__dirname, '../..');
const port = Number(process.env.COMMERCE_E2E_PORT ?? 3191) + 7;
const copies: string[] = [];

afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the shared test server's database, which development created (with its default sign-ins). */
function copyOfDevelopmentDatabase(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-superadmin-'));
  copies.push(dir);
  const source = new DatabaseSync(path.join(inject('dataDir'), 'foyer.sqlite'), { readOnly: true });
  try {
    source.exec(`VACUUM INTO '${path.join(dir, 'foyer.sqlite').replaceAll("'", "''")}'`);
  } finally {
    source.close();
  }
  return dir;
}

/** Sets a user's stored password hash to another user's (so it signs in with that password). */
function copyPasswordHash(dir: string, from: string, to: string) {
  const db = new DatabaseSync(path.join(dir, 'foyer.sqlite'));
  try {
    const hashOf = (identifier: string) =>
      (
        db
          .prepare(
            'SELECT m.passwordHash AS hash FROM authentication_method m JOIN user u ON u.id = m.userId WHERE u.identifier = ?',
          )
          .get(identifier) as { hash: string }
      ).hash;
    const hash = hashOf(from);
    db.prepare(
      'UPDATE authentication_method SET passwordHash = ? WHERE userId = (SELECT id FROM user WHERE identifier = ?)',
    ).run(hash, to);
    expect(hashOf(to)).toBe(hash);
  } finally {
    db.close();
  }
}

function startInProduction(dataDir: string) {
  const result = spawnSync(process.execPath, ['commerce/dist/src/index.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      VENDURE_PORT: String(port),
      VENDURE_DATA_DIR: dataDir,
      // Not the development default: the stored one is what counts.
      VENDURE_SUPERADMIN_PASSWORD: crypto.randomBytes(12).toString('base64url'),
      VENDURE_COOKIE_SECRET: crypto.randomBytes(24).toString('base64url'),
      TICKET_SIGNING_SECRET: crypto.randomBytes(24).toString('base64url'),
      VENDURE_CLIENT_IP_SECRET: crypto.randomBytes(24).toString('base64url'),
      TEST_CARD_PAYMENTS: 'true',
      VENDURE_EMAIL_DEV_MODE: 'true',
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

it('refuses a production start on a database whose superadmin has the development password', {
  timeout: 300_000,
}, () => {
  const { code, output } = startInProduction(copyOfDevelopmentDatabase());
  expect(code).not.toBe(0);
  expect(output).toMatch(/will not start: the superadmin "superadmin" still has its development password/);
  expect(output).toMatch(/change the\s+password/i);
  expect(output).not.toContain('FOYER_COMMERCE_READY');
  // One readable line, no stack.
  expect(output).not.toMatch(/\n\s+at /);
});

it('refuses it for a development administrator too (production-hardening starts a clean database)', {
  timeout: 300_000,
}, () => {
  const dir = copyOfDevelopmentDatabase();
  // The superadmin's password changed (to the box office's, which is not checked for the superadmin).
  copyPasswordHash(dir, 'box-office@foyer.example', 'superadmin');
  const refused = startInProduction(dir);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toMatch(/the administrator "editor@foyer.example" still has its development password/);
  expect(refused.output).not.toContain('FOYER_COMMERCE_READY');
});
