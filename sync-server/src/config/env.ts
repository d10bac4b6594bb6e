// The environment, parsed once at start-up. A bad value stops the server with a message naming the
// variable; every variable is listed and explained in .env.example.
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    PUBLIC_URL: url.optional(),
    DATA_DIR: z.string().trim().min(1).default('./data'),

    MONGODB_URI: optional.pipe(
      z
        .string()
        .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
        .optional(),
    ),
    MONGODB_DB: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only')
      .default('travel_blog'),

    S3_BUCKET: optional,
    S3_REGION: z.string().trim().default('us-east-1'),
    S3_ENDPOINT: optional.pipe(url.optional()),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_PUBLIC_URL: optional.pipe(url.optional()),

    RESEND_API_KEY: optional,
    RESEND_BASE_URL: optional.pipe(url.optional()),
    MAIL_FROM: z.string().trim().min(3).default('Travel Blog <no-reply@example.com>'),

    JWT_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),

    ADMIN_EMAIL: optional.pipe(z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: optional.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    DEMO_EMAIL: z.email('must be an e-mail address').default('demo@example.com'),
    SEED_SAMPLE_CONTENT: flag.default(true),

    LOG_REQUESTS: flag.default(true),
    TRUST_PROXY: flag.default(false),
    WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  })
  .refine((e) => !(e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY), {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'is required when S3_ACCESS_KEY_ID is set',
  });

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError listing each bad variable by name. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
