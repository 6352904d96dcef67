import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A picture of the given size, as a camera or an editor would save it. */
export function picture(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    [format]()
    .toBuffer();
}

export interface FilePart {
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body with each file under the field `images`. */
export function multipart(files: FilePart[]) {
  const boundary = '----makerbazaar-test-boundary';
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads pictures to a product in the back office, as the staff member whose `auth` headers are given. */
export function uploadPictures(
  app: FastifyInstance,
  productId: number,
  files: FilePart[],
  auth: Record<string, string>,
) {
  const body = multipart(files);
  return app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/images/`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}
