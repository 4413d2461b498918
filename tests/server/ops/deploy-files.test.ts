/**
 * The deployment files as written (issue 19). No docker daemon runs here, so they are linted: the compose file
 * parsed as YAML (with merge keys, as compose reads it) and checked against the nginx config, the Dockerfile and
 * the server's settings; the Dockerfile's stages, user, scripts and paths; the systemd unit (and
 * `systemd-analyze verify` where systemd is installed).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (f: string) => readFileSync(f, 'utf8');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
// The YAML parser already installed (cosmiconfig's); no package of its own for one test.
const require = createRequire(createRequire(import.meta.url).resolve('cosmiconfig'));
const YAML = require('yaml') as { parse(s: string, o: { merge: boolean }): any };
const compose = YAML.parse(read('deploy/compose.yaml'), { merge: true });
const nginx = read('deploy/nginx.conf');
const dockerfile = read('Dockerfile');
const unit = read('deploy/niaga@.service');

/** Every NIAGA_* and other setting the server reads from the environment. */
function settingsRead(dir = 'server'): Set<string> {
  const found = new Set<string>();
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) for (const x of settingsRead(p)) found.add(x);
    else if (p.endsWith('.ts')) for (const m of read(p).matchAll(/(?:process\.)?env\.([A-Z_]+)|env\[['"]([A-Z_]+)['"]\]/g)) found.add(m[1] ?? m[2]);
  }
  return found;
}

describe('deploy/compose.yaml', () => {
  it('runs PostgreSQL, a one-off migration, two identical app instances and nginx', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app1', 'app2', 'db', 'migrate', 'proxy']);
    const { app1, app2, migrate, db } = compose.services;
    expect(app1).toEqual(app2);
    expect(app1.image).toBe('niaga:latest');
    expect(app1.build).toEqual({ context: '..', dockerfile: 'Dockerfile' });
    expect(existsSync(join('deploy', app1.build.context, app1.build.dockerfile))).toBe(true);
    expect(migrate.command).toEqual(['node', 'dist/server/main.js', 'migrate']);
    expect(migrate.restart).toBe('no');
    expect(app1.depends_on).toEqual({ migrate: { condition: 'service_completed_successfully' } });
    expect(migrate.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(db.image).toMatch(/^postgres:15/);
    expect(app1.environment.DATABASE_URL).toMatch(/^postgres:\/\/niaga:\$\{POSTGRES_PASSWORD:\?[^}]+\}@db:5432\/niaga$/);
    expect(db.environment).toMatchObject({ POSTGRES_DB: 'niaga', POSTGRES_USER: 'niaga' });
  });

  it('gives the apps only settings the server reads, a shared upload volume and time to stop gracefully', () => {
    const known = settingsRead();
    for (const key of Object.keys(compose.services.app1.environment)) expect(known, key).toContain(key);
    for (const v of [...compose.services.app1.volumes, ...compose.services.db.volumes]) expect(Object.keys(compose.volumes)).toContain(v.split(':')[0]);
    expect(compose.services.app1.volumes).toContain('uploads:/var/lib/niaga/uploads');
    expect(dockerfile).toMatch(/NIAGA_UPLOAD_DIR=\/var\/lib\/niaga\/uploads/);
    expect(parseInt(compose.services.app1.stop_grace_period, 10)).toBeGreaterThan(25);
  });

  it('puts nginx in front of both apps with the websocket upgrade, its config file mounted', () => {
    const { proxy } = compose.services;
    expect(proxy.volumes).toEqual(['./nginx.conf:/etc/nginx/conf.d/default.conf:ro']);
    expect(existsSync('deploy/nginx.conf')).toBe(true);
    expect(proxy.depends_on).toEqual({ app1: { condition: 'service_healthy' }, app2: { condition: 'service_healthy' } });
    for (const upstream of ['niaga_api', 'niaga_socket']) {
      const block = new RegExp(`upstream ${upstream} \\{([^}]*)\\}`).exec(nginx)?.[1] ?? '';
      expect(block).toMatch(/server app1:3000/);
      expect(block).toMatch(/server app2:3000/);
    }
    const socket = /location \/socket\.io\/ \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(socket).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(socket).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(socket).toMatch(/proxy_http_version 1\.1;/);
    for (const location of [socket, /location \/ \{([^}]*)\}/.exec(nginx)?.[1] ?? '']) {
      expect(location).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
      expect(location).toMatch(/proxy_set_header X-Request-Id \$request_id;/);
    }
    expect(Number(/client_max_body_size (\d+)m;/.exec(nginx)?.[1])).toBeGreaterThanOrEqual(25);
    // Braces balance: a config nginx can load.
    expect(nginx.split('{').length).toBe(nginx.split('}').length);
  });
});

describe('Dockerfile', () => {
  const stages = dockerfile.split(/^FROM /m).slice(1);

  it('builds in one stage and runs as a non-root user on Node 20 in another', () => {
    expect(stages.length).toBe(2);
    for (const s of stages) expect(s).toMatch(/^node:(20|22)-/);
    const run = stages[1];
    expect(run).toMatch(/^USER node$/m);
    expect(run).not.toMatch(/npm ci|g\+\+/);
    expect(run).toMatch(/postgresql-client/);
    expect(run).toMatch(/CMD \["node", "dist\/server\/main\.js"\]/);
    expect(run).toMatch(/\/api\/health\/ready/);
  });

  it('uses scripts and files that exist, and bundles the server where it runs it from', () => {
    for (const m of dockerfile.matchAll(/npm run ([\w:-]+)/g)) expect(Object.keys(pkg.scripts)).toContain(m[1]);
    expect(pkg.scripts['build:server']).toMatch(/--outfile=dist\/server\/main\.js/);
    for (const f of ['package.json', 'package-lock.json']) expect(existsSync(f)).toBe(true);
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['node_modules', 'dist', 'data', '.git']));
  });
});

describe('deploy/niaga@.service', () => {
  it('migrates under the start lock, runs the built server per port and stops gracefully', () => {
    expect(unit).toMatch(/^ExecStartPre=\/usr\/bin\/node dist\/server\/main\.js migrate$/m);
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node dist\/server\/main\.js$/m);
    expect(unit).toMatch(/^Environment=PORT=%i$/m);
    expect(unit).toMatch(/^User=niaga$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThan(25);
    for (const section of ['[Unit]', '[Service]', '[Install]']) expect(unit).toContain(section);
  });

  it('passes systemd-analyze verify where systemd is installed', () => {
    let analyzer: string | null = null;
    try { analyzer = execFileSync('which', ['systemd-analyze'], { encoding: 'utf8' }).trim() || null; } catch { analyzer = null; }
    if (!analyzer) return; // no systemd on this machine: the static checks above stand
    const dir = mkdtempSync(join(tmpdir(), 'niaga-unit-'));
    try {
      copyFileSync('deploy/niaga@.service', join(dir, 'niaga@3001.service'));
      expect(execFileSync(analyzer, ['verify', join(dir, 'niaga@3001.service')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
