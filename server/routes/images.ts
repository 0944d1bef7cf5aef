/**
 * Images (client logos and covers, later product pictures): uploaded as base64 JSON, read back
 * by id. Any signed-in user may read an image: ids are random UUIDs referenced only by records
 * the user can already see, and logos must show for every user of a client.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { authOf } from '../auth/context';
import type { Db } from '../db';
import { images } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';

export const MAX_UPLOAD_BYTES = 5242880;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/tiff', 'application/postscript'];

const imageInput = z.object({
  imageName: z.string().trim().min(1, 'validation.fileNameMin').max(50, 'validation.fileNameMax'),
  imageFileName: z.string().trim().min(1, 'validation.fileNameMin').max(255, 'validation.invalid'),
  fileType: z.string(),
  image: z.string().min(1, 'validation.fileRequired'),
});

export function registerImageRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['images'];

  routes.post('/images', { schema: { tags, body: imageInput }, bodyLimit: Math.ceil(MAX_UPLOAD_BYTES * 1.4) + 4096 }, async (request, reply) => {
    authOf(request);
    const { image, ...meta } = request.body;
    if (!IMAGE_TYPES.includes(meta.fileType)) throw badRequest('Unsupported file type found.', { image: 'validation.fileType' }, 'VALIDATION');
    const content = Buffer.from(image, 'base64');
    if (content.length > MAX_UPLOAD_BYTES) throw badRequest(`${meta.imageName} size is too large.`, { image: 'validation.fileTooLarge' }, 'VALIDATION');
    const [row] = await db.insert(images).values({ ...meta, size: content.length, content }).returning({ idImage: images.idImage });
    return reply.code(201).send({ image: { idImage: row.idImage, ...meta, size: content.length } });
  });

  routes.get('/images/:id', { schema: { tags, params: z.object({ id: z.uuid('validation.invalid') }) } }, async (request, reply) => {
    authOf(request);
    const [row] = await db.select().from(images).where(eq(images.idImage, request.params.id));
    if (!row) throw notFound();
    // Images never change once stored: clients cache them by id.
    reply.header('cache-control', 'private, max-age=31536000, immutable');
    const { content, createdAt: _c, ...meta } = row;
    return { image: { ...meta, image: content.toString('base64') } };
  });
}
