import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** deploy/systemd: what a theatre's administrator installs, read as systemd would. */

const root = path.join(__dirname, '..');
const unitDir = path.join(root, 'deploy/systemd');
const commercePackage = JSON.parse(fs.readFileSync(path.join(root, 'commerce/package.json'), 'utf8'));

/** The unit's [Service] settings, each key with all its values in order. */
function service(file: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const raw of fs.readFileSync(path.join(unitDir, file), 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const header = line.match(/^\[(\w+)\]$/);
    if (header) section = header[1] ?? '';
    else if (section === 'Service') {
      const [key = '', ...value] = line.split('=');
      settings.set(key, [...(settings.get(key) ?? []), value.join('=')]);
    }
  }
  return settings;
}

const units = {
  'foyer-vendure@.service': { script: 'commerce/dist/src/index.js', env: ['foyer.env', 'vendure.env'] },
  'foyer-worker@.service': { script: 'commerce/dist/src/index-worker.js', env: ['foyer.env', 'vendure.env'] },
  'foyer-storefront@.service': { script: '.output/server/index.mjs', env: ['foyer.env', 'storefront.env'] },
};

describe('deploy/systemd', () => {
  for (const [file, expected] of Object.entries(units)) {
    it(`${file}: runs the built program as foyer, restarts it, waits for its health, stays confined`, () => {
      const unit = service(file);
      expect(unit.get('User')).toEqual(['foyer']);
      expect(unit.get('ExecStart')).toEqual([`/opt/foyer/node_modules/.bin/node ${expected.script}`]);
      expect(unit.get('ExecStartPost')?.[0]).toMatch(
        /^\/opt\/foyer\/node_modules\/\.bin\/node scripts\/wait-for-health\.ts http:\/\/127\.0\.0\.1:%i\/health$/,
      );
      expect(unit.get('Restart')).toEqual(['on-failure']);
      expect(unit.get('EnvironmentFile')?.slice(0, 2)).toEqual(expected.env.map((name) => `/etc/foyer/${name}`));
      for (const [key, value] of [
        ['NoNewPrivileges', 'yes'],
        ['ProtectSystem', 'strict'],
        ['ProtectHome', 'yes'],
        ['PrivateTmp', 'yes'],
        ['CapabilityBoundingSet', ''],
      ]) {
        expect(unit.get(key ?? ''), key).toEqual([value]);
      }
      for (const name of expected.env)
        expect(fs.existsSync(path.join(root, 'deploy/env', `${name}.example`))).toBe(true);
    });
  }

  it("starts the same programs as the packages' own start scripts", () => {
    expect(commercePackage.scripts.start).toBe(
      `node ${units['foyer-vendure@.service'].script.replace('commerce/', '')}`,
    );
    expect(commercePackage.scripts.worker).toBe(
      `node ${units['foyer-worker@.service'].script.replace('commerce/', '')}`,
    );
    expect(fs.readFileSync(path.join(root, 'scripts/profile.ts'), 'utf8')).toContain(
      `script: '${units['foyer-storefront@.service'].script}'`,
    );
  });

  it('gives each instance its port from the instance name', () => {
    expect(service('foyer-vendure@.service').get('Environment')).toEqual(['VENDURE_PORT=%i']);
    expect(service('foyer-worker@.service').get('Environment')).toEqual(['VENDURE_WORKER_HEALTH_PORT=%i']);
    expect(service('foyer-storefront@.service').get('Environment')).toEqual(['PORT=%i']);
  });

  const analyze = spawnSync('systemd-analyze', ['--version']).status === 0;
  it.skipIf(!analyze)('passes systemd-analyze verify, with /opt/foyer standing for this checkout', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-units-'));
    try {
      for (const file of [...Object.keys(units), 'foyer.target']) {
        const text = fs.readFileSync(path.join(unitDir, file), 'utf8').replaceAll('/opt/foyer', root);
        fs.writeFileSync(path.join(dir, file), text);
      }
      const instances = ['foyer-vendure@3001.service', 'foyer-worker@3020.service', 'foyer-storefront@3000.service'];
      for (const instance of instances) {
        fs.symlinkSync(instance.replace(/@\d+/, '@'), path.join(dir, instance));
      }
      const result = spawnSync('systemd-analyze', ['verify', ...instances, 'foyer.target'], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
