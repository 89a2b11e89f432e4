import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible store, path-style (`/{bucket}/{key}`): PUT, GET and DELETE
 * of objects, answering as S3 does (XML errors, 204 on delete). It keeps every request so a test can
 * see what the SDK really sent (signature, content type).
 */

export type FakeS3Request = { method: string; path: string; headers: IncomingMessage['headers'] };

export type FakeS3Object = { body: Buffer; contentType: string | undefined };

export type FakeS3Server = {
  /** What S3_ENDPOINT should be: http://127.0.0.1:PORT */
  endpoint: string;
  /** Stored objects by `{bucket}/{key}`. */
  objects: Map<string, FakeS3Object>;
  requests: FakeS3Request[];
  close(): Promise<void>;
};

const errorXml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

export async function startFakeS3Server(bucket: string): Promise<FakeS3Server> {
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Request[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake-s3');
      const path = decodeURIComponent(url.pathname);
      requests.push({ method: request.method ?? '', path, headers: request.headers });
      const fail = (status: number, code: string, message: string) => {
        response.writeHead(status, { 'content-type': 'application/xml' }).end(errorXml(code, message));
      };
      if (!/^AWS4-HMAC-SHA256 Credential=/.test(request.headers.authorization ?? '')) {
        fail(403, 'AccessDenied', 'Unsigned request');
        return;
      }
      const [, requestBucket, ...keyParts] = path.split('/');
      const key = keyParts.join('/');
      if (requestBucket !== bucket) {
        fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
        return;
      }
      const name = `${bucket}/${key}`;
      switch (request.method) {
        case 'PUT': {
          const contentType = request.headers['content-type'];
          objects.set(name, { body: Buffer.concat(chunks), contentType });
          response.writeHead(200, { etag: '"fake"' }).end();
          return;
        }
        case 'GET': {
          const object = objects.get(name);
          if (object === undefined) {
            fail(404, 'NoSuchKey', 'The specified key does not exist.');
            return;
          }
          response
            .writeHead(200, {
              'content-type': object.contentType ?? 'application/octet-stream',
              'content-length': String(object.body.length),
            })
            .end(object.body);
          return;
        }
        case 'DELETE':
          objects.delete(name);
          response.writeHead(204).end();
          return;
        default:
          fail(405, 'MethodNotAllowed', 'The specified method is not allowed');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
