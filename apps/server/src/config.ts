/**
 * Configuration from the environment (see the README's table). Secrets that must survive
 * restarts and are not given are generated once and kept in DATA_DIR.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  sessionSecret: string;
  production: boolean;
  adminEmail?: string;
  adminPassword?: string;
  /** Built web app to serve, if present. */
  webDist: string;
  /**
   * Which proxies to believe for the client's address (X-Forwarded-For): a hop count, or their
   * addresses/CIDRs. Never "everyone": that would let a client pick its own IP.
   */
  trustProxy: number | string | false;
  /** Fill an empty clinic with demo staff, rooms and services. */
  demoData: boolean;
  /** The speed layer (src/http/fast/README.md); FAST_PATHS=off turns it off. */
  fastPaths: boolean;
  /**
   * The key that encrypts the secrets the clinic stores (WhatsApp tokens): SECRETS_KEY, or one
   * generated into DATA_DIR/secrets-key on first start. Servers sharing one PostgreSQL must share it.
   */
  secretsKey: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));

function sessionSecretFrom(env: NodeJS.ProcessEnv, dataDir: string, production: boolean): string {
  const given = env.SESSION_SECRET;
  if (given) {
    if (given.length < 32) throw new Error('SESSION_SECRET precisa ter pelo menos 32 caracteres');
    return given;
  }
  if (production) throw new Error('Defina SESSION_SECRET (32+ caracteres) para rodar com NODE_ENV=production');
  return keptInDataDir(dataDir, 'session-secret', 48);
}

/** A secret generated once into DATA_DIR/`name` (owner-only) and read back on every later start. */
function keptInDataDir(dataDir: string, name: string, bytes: number): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function secretsKeyFrom(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.SECRETS_KEY) {
    if (env.SECRETS_KEY.length < 32) throw new Error('SECRETS_KEY precisa ter pelo menos 32 caracteres');
    return env.SECRETS_KEY;
  }
  return keptInDataDir(dataDir, 'secrets-key', 32);
}

function parseTrustProxy(value: string | undefined): number | string | false {
  if (!value || value === '0' || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** FAST_PATHS: on unless `off` (or `0`, `false`). Tests read it too, to run in either mode. */
export function fastPathsFrom(env: NodeJS.ProcessEnv): boolean {
  const value = env.FAST_PATHS?.trim().toLowerCase();
  if (!value || value === 'on' || value === '1' || value === 'true') return true;
  if (value === 'off' || value === '0' || value === 'false') return false;
  throw new Error(`FAST_PATHS deve ser on ou off (recebido: ${env.FAST_PATHS})`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  // Relative paths are taken from where the command was typed (pnpm runs scripts in the package).
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    sessionSecret: sessionSecretFrom(env, dataDir, production),
    production,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDist: path.resolve(env.WEB_DIST ?? path.join(here, '../../web/dist')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    demoData: env.DEMO_DATA === '1' || env.DEMO_DATA === 'true',
    fastPaths: fastPathsFrom(env),
    secretsKey: secretsKeyFrom(env, dataDir),
  };
}
