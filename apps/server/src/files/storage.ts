import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as S3 from '@aws-sdk/client-s3';
import type { Config, S3Config } from '../config';

/**
 * Where uploaded files' bytes live: one interface, a local directory or an S3-compatible bucket.
 * Keys are ids the server generates; an uploaded file's name never becomes a path or an object key.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

/**
 * Removes stored bytes whose rows are already gone (after the deleting transaction commits). A failure
 * is logged, not thrown: the rows are the truth, and a leftover blob is unreachable.
 */
export function removeStoredFiles(
  storage: FileStorage,
  keys: readonly string[],
  log: { error(obj: object, msg: string): void },
): Promise<void> {
  return Promise.all(
    keys.map((key) =>
      storage.remove(key).catch((cause: unknown) => {
        log.error({ err: cause, key }, 'could not remove a file from the file store');
      }),
    ),
  ).then(() => undefined);
}

/** Ids only: no separators, no dots, so a key can never leave the store's directory. */
const keyPattern = /^[A-Za-z0-9_-]{1,100}$/;

function checkKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`Invalid file storage key: ${JSON.stringify(key)}`);
  return key;
}

export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 === undefined
    ? createLocalFileStorage(path.join(config.dataDir, 'files'))
    : createS3FileStorage(config.s3);
}

/** Files in one directory, each written to a temporary name and renamed, so a reader never sees half a file. */
export function createLocalFileStorage(directory: string): FileStorage {
  let ready: Promise<unknown> | undefined;
  const ensureDirectory = () => (ready ??= mkdir(directory, { recursive: true }));
  const fileOf = (key: string) => path.join(directory, checkKey(key));

  return {
    async put(key, body) {
      const target = fileOf(key);
      await ensureDirectory();
      const temporary = path.join(directory, `.${key}.${randomUUID()}.tmp`);
      try {
        await writeFile(temporary, body, { flag: 'wx' });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      return readFile(fileOf(key));
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export function createS3FileStorage(s3: S3Config): FileStorage {
  // The SDK is large: loaded on first use, so a server that keeps files on disk never loads it.
  let connection: Promise<{ client: S3.S3Client; commands: typeof S3 }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((commands) => ({
      commands,
      client: new commands.S3Client({
        region: s3.region,
        forcePathStyle: s3.forcePathStyle,
        ...(s3.endpoint === undefined
          ? {}
          : {
              endpoint: s3.endpoint,
              // Not every S3-compatible store accepts the SDK's newer default checksums; send and
              // check them only where the operation requires them.
              requestChecksumCalculation: 'WHEN_REQUIRED' as const,
              responseChecksumValidation: 'WHEN_REQUIRED' as const,
            }),
        ...(s3.credentials === undefined ? {} : { credentials: s3.credentials }),
      }),
    })));

  return {
    async put(key, body, contentType) {
      const { client, commands } = await connect();
      await client.send(
        new commands.PutObjectCommand({
          Bucket: s3.bucket,
          Key: checkKey(key),
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      const { client, commands } = await connect();
      const object = await client.send(
        new commands.GetObjectCommand({ Bucket: s3.bucket, Key: checkKey(key) }),
      );
      if (object.Body === undefined) throw new Error(`File storage object ${key} has no body`);
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async remove(key) {
      const { client, commands } = await connect();
      await client.send(new commands.DeleteObjectCommand({ Bucket: s3.bucket, Key: checkKey(key) }));
    },
  };
}
