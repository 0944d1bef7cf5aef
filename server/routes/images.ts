/**
 * Images (client logos and covers, later product pictures): uploaded as base64 JSON, read back
 * by id. Any signed-in user may read an image: ids are random UUIDs referenced only by records
 * the user can already see, and logos must show for every user of a client.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { IMAGE_TYPES } from '../../shared/rules/display';
import { MAX_UPLOAD_BYTES, validateUploadedFile } from '../../shared/rules/file-upload';
import { authOf } from '../auth/context';
import type { Db } from '../db';
import { images } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import { VALIDATION_FAILED } from '../lib/error-handler';

const IMAGE_ACCEPT = IMAGE_TYPES.map((ext) => `.${ext}`);

const imageInput = z.object({
  imageName: z.string('validation.required'),
  imageFileName: z.string('validation.required'),
  fileType: z.string().default(''),
  image: z.string('validation.file.required').min(1, 'validation.file.required'),
});

export function registerImageRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['images'];

  routes.post('/images', { schema: { tags, body: imageInput }, bodyLimit: Math.ceil(MAX_UPLOAD_BYTES * 1.4) + 4096 }, async (request, reply) => {
    authOf(request);
    const { image, ...meta } = request.body;
    const content = Buffer.from(image, 'base64');
    // The same rule as the upload field: type, size, then both names.
    const problem =
      validateUploadedFile({ name: meta.imageFileName, type: meta.fileType, size: content.length }, { accept: IMAGE_ACCEPT, fileTitle: meta.imageName }) ??
      validateUploadedFile({ name: meta.imageName, size: 0 }, { fileTitle: meta.imageName });
    if (problem) {
      const field = problem.key === 'validation.file.nameTooShort' || problem.key === 'validation.file.nameTooLong' ? 'imageName' : 'image';
      throw badRequest(VALIDATION_FAILED, { [field]: problem.key }, 'VALIDATION', problem.params ? { [field]: problem.params } : undefined);
    }
    const [row] = await db
      .insert(images)
      .values({ ...meta, size: content.length, content })
      .returning({ idImage: images.idImage });
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
