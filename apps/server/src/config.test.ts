import { describe, expect, it } from 'vitest';
import { modelAcceptsImages } from './agents/providers';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives a working demo with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      dataDir: './data',
      databaseUrl: undefined,
      companyDomain: 'brief.test',
      appName: 'brief',
      tokenTtlMinutes: 60,
      sessionMaxDays: 30,
      admin: { email: 'admin@brief.test', password: undefined },
      llm: { provider: 'builtin' },
      search: { provider: 'none' },
      google: undefined,
      uploadMaxMb: 20,
      limits: { runsPerMinute: 20, uploadMbPerDay: 500 },
      s3: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ COMPANY_DOMAIN: 'not a domain' }, 'COMPANY_DOMAIN'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SESSION_MAX_DAYS: '0' }, 'SESSION_MAX_DAYS'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ LLM_PROVIDER: 'skynet' }, 'LLM_PROVIDER'],
    [{ LLM_PROVIDER: 'openai', LLM_MODEL: 'gpt' }, 'LLM_API_KEY'],
    [{ LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'llama' }, 'LLM_BASE_URL'],
    [{ SEARCH_PROVIDER: 'searxng' }, 'SEARCH_URL'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ OIDC_ISSUER: 'https://idp.example.com' }, 'OIDC_CLIENT_ID'],
    [{ OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }, 'OIDC_ISSUER'],
    [{ OIDC_ISSUER: 'http://idp.example.com', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }, 'OIDC_ISSUER'],
    [{ OIDC_AUTO_CREATE: 'perhaps' }, 'OIDC_AUTO_CREATE'],
    [{ ADMIN_EMAIL: 'boss@elsewhere.example' }, 'ADMIN_EMAIL'],
    [{ UPLOAD_MAX_MB: '0' }, 'UPLOAD_MAX_MB'],
    [{ RUNS_PER_MINUTE: '0' }, 'RUNS_PER_MINUTE'],
    [{ UPLOAD_MB_PER_DAY: 'lots' }, 'UPLOAD_MB_PER_DAY'],
    [{ S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'files', S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id-only' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE'],
    [{ LLM_ACCEPTS_IMAGES: 'sometimes' }, 'LLM_ACCEPTS_IMAGES'],
    [{ EMBEDDINGS_PROVIDER: 'magic' }, 'EMBEDDINGS_PROVIDER'],
    [{ EMBEDDINGS_PROVIDER: 'ollama' }, 'EMBEDDINGS_MODEL'],
    [{ EMBEDDINGS_PROVIDER: 'openai-compatible', EMBEDDINGS_MODEL: 'e5' }, 'EMBEDDINGS_BASE_URL'],
    [{ EMBEDDINGS_PROVIDER: 'openai', EMBEDDINGS_MODEL: 'text-embedding-3-small' }, 'EMBEDDINGS_API_KEY'],
    [
      { EMBEDDINGS_PROVIDER: 'openai-compatible', EMBEDDINGS_MODEL: 'e5', EMBEDDINGS_BASE_URL: 'ftp://x' },
      'EMBEDDINGS_BASE_URL',
    ],
  ])('stops on %o with one line naming %s', (env, variable) => {
    let message = '';
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(new RegExp(`^Invalid environment variable ${variable}: `));
    expect(message).not.toContain('\n');
  });

  it('searches customer documents by keywords alone unless an embeddings endpoint is set', () => {
    expect(loadConfig({}).embeddings).toBeUndefined();
    expect(
      loadConfig({ EMBEDDINGS_PROVIDER: 'ollama', EMBEDDINGS_MODEL: 'nomic-embed-text' }).embeddings,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'nomic-embed-text',
      apiKey: undefined,
    });
    expect(
      loadConfig({
        EMBEDDINGS_PROVIDER: 'openai-compatible',
        EMBEDDINGS_MODEL: 'bge-m3',
        EMBEDDINGS_BASE_URL: 'http://127.0.0.1:8080/v1/',
      }).embeddings,
    ).toEqual({ baseUrl: 'http://127.0.0.1:8080/v1', model: 'bge-m3', apiKey: undefined });
  });

  it('shows a real model images unless LLM_ACCEPTS_IMAGES=false', () => {
    const model = {
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'llama',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
    };
    expect(modelAcceptsImages(loadConfig(model).llm)).toBe(true);
    expect(modelAcceptsImages(loadConfig({ ...model, LLM_ACCEPTS_IMAGES: 'false' }).llm)).toBe(false);
    expect(modelAcceptsImages(loadConfig({}).llm)).toBe(false);
  });

  it('gives running replies SHUTDOWN_GRACE_SECONDS (30 by default) to finish when the server stops', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(30_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' }).shutdownGraceMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: 'soon' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '-1' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('reads the connector variables: a 32-byte SECRETS_KEY, listed hosts, commands, call limits', () => {
    expect(loadConfig({}).connectors).toEqual({
      allowCommands: false,
      allowedHosts: [],
      callTimeoutMs: 30_000,
      resultMaxBytes: 50 * 1024,
    });
    expect(loadConfig({}).secretsKey).toBeUndefined();
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ SECRETS_KEY: hex }).secretsKey?.toString('hex')).toBe(hex);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ SECRETS_KEY: base64 }).secretsKey?.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(() => loadConfig({ SECRETS_KEY: 'short-secret-value' })).toThrow(
      /^Invalid environment variable SECRETS_KEY: must be 32 bytes((?!short-secret-value).)*$/,
    );
    const set = loadConfig({
      CONNECTORS_ALLOWED_HOSTS: '127.0.0.1, MCP.internal:8080,[::1]:9000',
      CONNECTORS_ALLOW_COMMANDS: 'true',
      CONNECTORS_CALL_TIMEOUT_SECONDS: '5',
      CONNECTORS_RESULT_MAX_KB: '8',
    }).connectors;
    expect(set).toEqual({
      allowCommands: true,
      allowedHosts: ['127.0.0.1', 'mcp.internal:8080', '[::1]:9000'],
      callTimeoutMs: 5000,
      resultMaxBytes: 8192,
    });
    expect(() => loadConfig({ CONNECTORS_ALLOWED_HOSTS: 'http://example.com' })).toThrow(
      /CONNECTORS_ALLOWED_HOSTS/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', GOOGLE_ISSUER: '', DATABASE_URL: ' ' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('never echoes a secret value', () => {
    expect(() => loadConfig({ JWT_SECRET: 'tiny-secret' })).toThrow(/^((?!tiny-secret).)*$/);
  });

  it('never echoes an S3 secret', () => {
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'hidden-s3-secret' })).toThrow(
      /^((?!hidden-s3-secret).)*$/,
    );
  });

  it('stores files in an S3-compatible bucket when S3_BUCKET is set', () => {
    const config = loadConfig({
      S3_BUCKET: 'brief-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'brief-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
    });
  });

  it('turns on Google sign-in only with both client variables', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'client', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config.google).toEqual({
      clientId: 'client',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
    });
  });

  it('turns on OpenID sign-in with issuer, id and secret, with its defaults', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    const oidc = {
      OIDC_ISSUER: 'https://login.example.com/t/v2.0',
      OIDC_CLIENT_ID: 'c',
      OIDC_CLIENT_SECRET: 's',
    };
    expect(loadConfig(oidc).oidc).toEqual({
      issuer: 'https://login.example.com/t/v2.0',
      clientId: 'c',
      clientSecret: 's',
      label: 'OpenID',
      scope: 'openid email profile',
      groupsClaim: 'groups',
      autoCreate: false,
    });
    expect(
      loadConfig({ ...oidc, OIDC_LABEL: 'Microsoft', OIDC_GROUPS_CLAIM: 'roles', OIDC_AUTO_CREATE: 'true' })
        .oidc,
    ).toMatchObject({ label: 'Microsoft', groupsClaim: 'roles', autoCreate: true });
  });

  it('wants an https:// GOOGLE_ISSUER, allowing http:// only on the loopback interface', () => {
    const issuer = (value: string) => loadConfig({ GOOGLE_ISSUER: value }).google;
    expect(() => issuer('http://accounts.example.com')).toThrow(
      'Invalid environment variable GOOGLE_ISSUER: must be an https:// URL',
    );
    expect(() => issuer('ftp://127.0.0.1')).toThrow('Invalid environment variable GOOGLE_ISSUER');
    for (const local of ['http://127.0.0.1:4000', 'http://localhost:4000', 'https://idp.example.com']) {
      expect(
        loadConfig({ GOOGLE_ISSUER: local, GOOGLE_CLIENT_ID: 'c', GOOGLE_CLIENT_SECRET: 's' }).google,
      ).toMatchObject({ issuer: local });
    }
  });
});
