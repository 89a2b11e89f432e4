import { z } from 'zod';
import { llmProviderSchema, searchProviderSchema } from '@brief/contract/system';

/** The only module that reads the environment. Parsed once at start; a bad value stops the start. */

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const port = z.coerce.number().int().min(1).max(65535);
const flagValues = z.enum(['true', 'false', '1', '0', 'yes', 'no', '']);
const isOn = (value: string) => value === 'true' || value === '1' || value === 'yes';
const booleanFlag = flagValues.optional().transform((value) => value !== undefined && isOn(value));
/** A flag that is on unless it is set to false. */
const booleanFlagOn = flagValues.optional().transform((value) => value === undefined || isOn(value));

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'must be a domain like example.com',
  );

/** An https:// address, or an http:// one on the loopback interface (a local OpenID provider in tests). */
function isSecureOrLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || (protocol === 'http:' && isLoopbackHost(hostname));
}

const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/** SECRETS_KEY's 32 bytes, written as 64 hex digits or as base64; undefined for anything else. */
function secretsKeyBytes(value: string): Buffer | undefined {
  const bytes = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9+/_-]{42,43}=?$/.test(value)
      ? Buffer.from(value, 'base64')
      : undefined;
  return bytes?.length === 32 ? bytes : undefined;
}

const listedHosts = (value: string): string[] =>
  value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');

/** host, host:port, an IPv4 address, or [IPv6] with or without :port. */
const isHostEntry = (entry: string): boolean =>
  /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9.-]*[a-z0-9])?)(:\d{1,5})?$/.test(entry);

const envSchema = z
  .object({
    PORT: port.default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    COMPANY_DOMAIN: domain.default('brief.test'),
    APP_NAME: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be lower-case letters, digits, - or _')
      .default('brief'),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    TOKEN_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(60 * 24 * 30)
      .default(60),
    SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    ADMIN_EMAIL: optionalText.pipe(z.email().toLowerCase().optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
    LLM_PROVIDER: llmProviderSchema.default('builtin'),
    LLM_MODEL: optionalText,
    LLM_BASE_URL: optionalText.pipe(z.url().optional()),
    LLM_API_KEY: optionalText,
    LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
    LLM_ACCEPTS_IMAGES: booleanFlagOn,
    RUN_STALE_SECONDS: z.coerce.number().int().min(2).max(600).default(15),
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    SEARCH_PROVIDER: searchProviderSchema.default('none'),
    EMBEDDINGS_PROVIDER: z.enum(['none', 'openai', 'openai-compatible', 'ollama']).default('none'),
    EMBEDDINGS_MODEL: optionalText,
    EMBEDDINGS_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    EMBEDDINGS_API_KEY: optionalText,
    // The SearXNG address, or for google the search engine id (cx), which is no URL: checked below.
    SEARCH_URL: optionalText,
    SEARCH_API_KEY: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
    OIDC_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_LABEL: z.string().trim().min(1).max(50).default('OpenID'),
    OIDC_SCOPES: z.string().trim().min(1).default('openid email profile'),
    OIDC_GROUPS_CLAIM: z.string().trim().min(1).default('groups'),
    OIDC_AUTO_CREATE: booleanFlag,
    UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(20),
    RUNS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(20),
    UPLOAD_MB_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(500),
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name (lower-case letters, digits, . or -)',
        )
        .optional(),
    ),
    S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: booleanFlag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFlag,
    METRICS_PORT: port.optional(),
    SECRETS_KEY: optionalText.pipe(
      z
        .string()
        .refine(
          (value) => secretsKeyBytes(value) !== undefined,
          'must be 32 bytes as base64 or 64 hex digits',
        )
        .optional(),
    ),
    CONNECTORS_ALLOW_COMMANDS: booleanFlag,
    CONNECTORS_ALLOWED_HOSTS: optionalText.pipe(
      z
        .string()
        .refine(
          (value) => listedHosts(value).every(isHostEntry),
          'must be a comma-separated list of host or host:port',
        )
        .optional(),
    ),
    CONNECTORS_CALL_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    CONNECTORS_RESULT_MAX_KB: z.coerce.number().int().min(1).max(10_240).default(50),
  })
  .superRefine((env, ctx) => {
    const require = (variable: keyof typeof env, when: string) => {
      if (env[variable] === undefined)
        ctx.addIssue({ code: 'custom', path: [variable], message: `is required ${when}` });
    };
    if (env.LLM_PROVIDER === 'openai-compatible')
      require('LLM_BASE_URL', 'when LLM_PROVIDER=openai-compatible');
    if (['openai', 'google', 'anthropic'].includes(env.LLM_PROVIDER)) {
      require('LLM_API_KEY', `when LLM_PROVIDER=${env.LLM_PROVIDER}`);
    }
    if (env.LLM_PROVIDER !== 'builtin') require('LLM_MODEL', `when LLM_PROVIDER=${env.LLM_PROVIDER}`);
    if (env.EMBEDDINGS_PROVIDER !== 'none')
      require('EMBEDDINGS_MODEL', `when EMBEDDINGS_PROVIDER=${env.EMBEDDINGS_PROVIDER}`);
    if (env.EMBEDDINGS_PROVIDER === 'openai-compatible')
      require('EMBEDDINGS_BASE_URL', 'when EMBEDDINGS_PROVIDER=openai-compatible');
    if (env.EMBEDDINGS_PROVIDER === 'openai')
      require('EMBEDDINGS_API_KEY', 'when EMBEDDINGS_PROVIDER=openai');
    if (env.SEARCH_PROVIDER === 'searxng') {
      require('SEARCH_URL', 'when SEARCH_PROVIDER=searxng');
      if (env.SEARCH_URL !== undefined && !z.url({ protocol: /^https?$/ }).safeParse(env.SEARCH_URL).success)
        ctx.addIssue({
          code: 'custom',
          path: ['SEARCH_URL'],
          message: 'must be the http(s) address of the SearXNG instance',
        });
    }
    if (['brave', 'tavily', 'google'].includes(env.SEARCH_PROVIDER)) {
      require('SEARCH_API_KEY', `when SEARCH_PROVIDER=${env.SEARCH_PROVIDER}`);
    }
    if (env.SEARCH_PROVIDER === 'google')
      require('SEARCH_URL', 'when SEARCH_PROVIDER=google (the search engine id)');
    if ((env.GOOGLE_CLIENT_ID === undefined) !== (env.GOOGLE_CLIENT_SECRET === undefined)) {
      const missing = env.GOOGLE_CLIENT_ID === undefined ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET';
      require(missing, 'when the other GOOGLE_CLIENT_* variable is set');
    }
    if (!isSecureOrLoopback(env.GOOGLE_ISSUER)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_ISSUER'],
        message: 'must be an https:// URL (http:// only on 127.0.0.1 or localhost, for tests)',
      });
    }
    const oidcSet = (['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const).filter(
      (variable) => env[variable] !== undefined,
    );
    if (oidcSet.length > 0) {
      for (const variable of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const)
        require(variable, `when ${oidcSet.join(', ')} ${oidcSet.length === 1 ? 'is' : 'are'} set`);
    }
    if (env.OIDC_ISSUER !== undefined && !isSecureOrLoopback(env.OIDC_ISSUER)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'must be an https:// URL (http:// only on 127.0.0.1 or localhost, for tests)',
      });
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      const missing = env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
      require(missing, 'when the other S3 key variable is set');
    }
    // Without a bucket files stay on local disk; an endpoint or key alone is a half-done S3 setup.
    if (env.S3_ENDPOINT !== undefined || env.S3_ACCESS_KEY_ID !== undefined)
      require('S3_BUCKET', 'when other S3_* variables are set');
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT)
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
    if (env.ADMIN_EMAIL !== undefined && !env.ADMIN_EMAIL.endsWith(`@${env.COMPANY_DOMAIN}`)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: `must be an @${env.COMPANY_DOMAIN} address`,
      });
    }
  });

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  companyDomain: string;
  appName: string;
  jwtSecret: string | undefined;
  tokenTtlMinutes: number;
  /** Longest a session lasts from its sign-in, renewals included. */
  sessionMaxDays: number;
  admin: { email: string; password: string | undefined };
  llm: {
    provider: z.infer<typeof llmProviderSchema>;
    model: string | undefined;
    baseUrl: string | undefined;
    apiKey: string | undefined;
    /** Longest a reply may take, and longest silence inside a streamed reply. */
    timeoutMs: number;
    idleTimeoutMs: number;
    /** Whether the model may be shown images (false for a text-only model, which would refuse them). */
    acceptsImages: boolean;
  };
  /** A running reply whose instance has been silent this long is marked interrupted. */
  runStaleMs: number;
  /** How long a stopping instance lets its running replies finish before it marks them interrupted. */
  shutdownGraceMs: number;
  /** An OpenAI-compatible /embeddings endpoint for semantic search of customer documents; none by default. */
  embeddings: { baseUrl: string; model: string; apiKey: string | undefined } | undefined;
  search: {
    provider: z.infer<typeof searchProviderSchema>;
    url: string | undefined;
    apiKey: string | undefined;
  };
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** Sign-in with any OpenID Connect provider (OIDC_*); undefined when OIDC_ISSUER is unset. */
  oidc: OidcConfig | undefined;
  uploadMaxMb: number;
  /** Per user: runs and regenerations in any 60 s, and megabytes uploaded in any 24 h. */
  limits: { runsPerMinute: number; uploadMbPerDay: number };
  /** An S3-compatible bucket for uploaded files; unset keeps them under DATA_DIR/files. */
  s3: S3Config | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** Where Prometheus scrapes GET /metrics (on HOST, apart from the app's port); unset serves none. */
  metricsPort: number | undefined;
  /** The key connector secrets are encrypted with (SECRETS_KEY); unset: see connectors/secrets-key.ts. */
  secretsKey: Buffer | undefined;
  connectors: ConnectorsConfig;
};

export type ConnectorsConfig = {
  /** Whether admins may register stdio connectors (a command the server starts). */
  allowCommands: boolean;
  /** Hosts (`host` or `host:port`, lower-case) reached over plain http or at a private address. */
  allowedHosts: readonly string[];
  /** Longest a tool call may take. */
  callTimeoutMs: number;
  /** A tool's result is cut past this many bytes. */
  resultMaxBytes: number;
};

export type OidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button reads "Continue with {label}". */
  label: string;
  scope: string;
  /** The ID token claim listing the person's groups. */
  groupsClaim: string;
  /** Anyone of the company domain in at least one mapped group gets an account at first sign-in. */
  autoCreate: boolean;
};

export type S3Config = {
  bucket: string;
  /** For MinIO and other S3-compatible stores; unset is AWS. */
  endpoint: string | undefined;
  region: string;
  /** Unset uses the SDK's own credential chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

/** Where embeddings come from: OpenAI, Ollama's OpenAI-compatible API, or any such endpoint. */
function embeddingsConfig(e: {
  EMBEDDINGS_PROVIDER: 'none' | 'openai' | 'openai-compatible' | 'ollama';
  EMBEDDINGS_MODEL?: string | undefined;
  EMBEDDINGS_BASE_URL?: string | undefined;
  EMBEDDINGS_API_KEY?: string | undefined;
}): Config['embeddings'] {
  if (e.EMBEDDINGS_PROVIDER === 'none' || e.EMBEDDINGS_MODEL === undefined) return undefined;
  const defaults = { openai: 'https://api.openai.com/v1', ollama: 'http://127.0.0.1:11434/v1' } as const;
  const baseUrl =
    e.EMBEDDINGS_BASE_URL ??
    (e.EMBEDDINGS_PROVIDER === 'openai-compatible' ? '' : defaults[e.EMBEDDINGS_PROVIDER]);
  return { baseUrl: baseUrl.replace(/\/$/, ''), model: e.EMBEDDINGS_MODEL, apiKey: e.EMBEDDINGS_API_KEY };
}

/** Parses an environment; throws a ConfigError whose message is one line naming the bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty variable (`FOO=` in a copied .env.example) means "not set".
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const value = env[variable];
    const shown = value === undefined || /SECRET|PASSWORD|KEY/.test(variable) ? '' : ` (got "${value}")`;
    throw new ConfigError(`Invalid environment variable ${variable}: ${issue?.message ?? 'invalid'}${shown}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    companyDomain: e.COMPANY_DOMAIN,
    appName: e.APP_NAME,
    jwtSecret: e.JWT_SECRET,
    tokenTtlMinutes: e.TOKEN_TTL_MINUTES,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    admin: { email: e.ADMIN_EMAIL ?? `admin@${e.COMPANY_DOMAIN}`, password: e.ADMIN_PASSWORD },
    llm: {
      provider: e.LLM_PROVIDER,
      model: e.LLM_MODEL,
      baseUrl: e.LLM_BASE_URL,
      apiKey: e.LLM_API_KEY,
      timeoutMs: e.LLM_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: Math.min(e.LLM_TIMEOUT_SECONDS, 30) * 1000,
      acceptsImages: e.LLM_ACCEPTS_IMAGES,
    },
    runStaleMs: e.RUN_STALE_SECONDS * 1000,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    embeddings: embeddingsConfig(e),
    search: { provider: e.SEARCH_PROVIDER, url: e.SEARCH_URL, apiKey: e.SEARCH_API_KEY },
    google:
      e.GOOGLE_CLIENT_ID !== undefined && e.GOOGLE_CLIENT_SECRET !== undefined
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    oidc:
      e.OIDC_ISSUER !== undefined && e.OIDC_CLIENT_ID !== undefined && e.OIDC_CLIENT_SECRET !== undefined
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            label: e.OIDC_LABEL,
            scope: e.OIDC_SCOPES,
            groupsClaim: e.OIDC_GROUPS_CLAIM,
            autoCreate: e.OIDC_AUTO_CREATE,
          }
        : undefined,
    uploadMaxMb: e.UPLOAD_MAX_MB,
    limits: { runsPerMinute: e.RUNS_PER_MINUTE, uploadMbPerDay: e.UPLOAD_MB_PER_DAY },
    s3:
      e.S3_BUCKET === undefined
        ? undefined
        : {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            credentials:
              e.S3_ACCESS_KEY_ID !== undefined && e.S3_SECRET_ACCESS_KEY !== undefined
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    metricsPort: e.METRICS_PORT,
    secretsKey: e.SECRETS_KEY === undefined ? undefined : secretsKeyBytes(e.SECRETS_KEY),
    connectors: {
      allowCommands: e.CONNECTORS_ALLOW_COMMANDS,
      allowedHosts: listedHosts(e.CONNECTORS_ALLOWED_HOSTS ?? ''),
      callTimeoutMs: e.CONNECTORS_CALL_TIMEOUT_SECONDS * 1000,
      resultMaxBytes: e.CONNECTORS_RESULT_MAX_KB * 1024,
    },
  };
}

export function readConfig(): Config {
  return loadConfig(process.env);
}

/** How traces are sent over OTLP: protobuf (the standard's default) or JSON, both over HTTP. */
export type TracingConfig = { protocol: 'http/protobuf' | 'http/json' };

/**
 * Traces are sent only when the standard OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
 * names a collector (OpenTelemetry's SDK reads the other OTEL_* variables itself); undefined otherwise.
 * Read apart from the rest of the configuration: tracing starts before the app's modules load.
 */
export function tracingConfig(
  env: Record<string, string | undefined> = process.env,
): TracingConfig | undefined {
  const value = (name: string) => (env[name] ?? '').trim();
  if (value('OTEL_SDK_DISABLED').toLowerCase() === 'true') return undefined;
  if (value('OTEL_EXPORTER_OTLP_ENDPOINT') === '' && value('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT') === '')
    return undefined;
  const protocol = value('OTEL_EXPORTER_OTLP_TRACES_PROTOCOL') || value('OTEL_EXPORTER_OTLP_PROTOCOL');
  return { protocol: protocol === 'http/json' ? 'http/json' : 'http/protobuf' };
}
