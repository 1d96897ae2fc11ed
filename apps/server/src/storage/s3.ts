import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ByteRange, FileStorage } from './storage.ts';

export interface S3Options {
  endpoint: string | null;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

/** An S3-compatible bucket; large bodies go up as multipart uploads (lib-storage), in 8 MiB parts. */
export function createS3Storage(options: S3Options): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint ?? undefined,
    forcePathStyle: Boolean(options.endpoint),
    credentials: { accessKeyId: options.accessKey, secretAccessKey: options.secretKey },
  });
  const upload = async (key: string, body: Readable, contentType?: string) => {
    await new Upload({
      client,
      params: { Bucket: options.bucket, Key: key, Body: body, ContentType: contentType },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
    }).done();
  };
  return {
    kind: 's3',
    async putFile(key, localPath, contentType) {
      await upload(key, createReadStream(localPath), contentType);
      await unlink(localPath);
    },
    putStream: upload,
    async read(key, range?: ByteRange) {
      const result = await client.send(
        new GetObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return result.Body as Readable;
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).map((item) => ({ Key: item.Key! }));
        if (keys.length > 0) {
          await client.send(new DeleteObjectsCommand({ Bucket: options.bucket, Delete: { Objects: keys } }));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
    },
    localPath: () => null,
  };
}
