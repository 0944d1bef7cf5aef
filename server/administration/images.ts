/**
 * Images (client logos and covers, application icons, later product pictures): uploaded as
 * base64 JSON, read back by id as JSON (what the portal draws from) or as the raw file.
 * The content must really be an accepted image (magic bytes, strict base64) and is served with
 * the type it really is, `nosniff`, a CSP that lets nothing run, and the raw file as a download. A read is allowed to whoever
 * may see the image's owner: a client's logo to that client's users and to those administering
 * that client; a product's or a box's picture to the users of its account and its administrators; an application's icon to every signed-in user; an image no record uses yet only
 * to its uploader and all-accounts administrators.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { IMAGE_TYPES } from '../../shared/rules/display';
import { validateUploadedFile } from '../../shared/rules/file-upload';
import { isStrictBase64 } from '../../shared/rules/base64';
import { sniffImageType } from '../../shared/rules/image-content';
import type { Message } from '../../shared/rules/message';
import { accountScope, authOf } from '../auth/context';
import type { Db } from '../db';
import { applications, boxes, boxPictures, clientAccounts, clients, images, productImages, products, userAccounts } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { asDownload, fileBodyLimit } from '../lib/uploaded-files';

const IMAGE_ACCEPT = IMAGE_TYPES.map((ext) => `.${ext}`);
/** Nothing in an image answer may run, load or be framed, whatever a browser makes of it. */
const IMAGE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

const imageInput = z.object({
  imageName: z.string('validation.required'),
  imageFileName: z.string('validation.required'),
  fileType: z.string().default(''),
  image: z.string('validation.file.required').min(1, 'validation.file.required'),
});
const params = z.object({ id: z.uuid('validation.invalid') });

const refuse = (field: string, problem: Message) =>
  badRequest(VALIDATION_FAILED, { [field]: problem.key }, 'VALIDATION', problem.params ? { [field]: problem.params } : undefined);

function protect(reply: FastifyReply) {
  // Images never change once stored: clients cache them by id.
  reply.header('cache-control', 'private, max-age=31536000, immutable');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', IMAGE_CSP);
}

/** Whether the acting user may see the image (see the file's comment); unknown ids answer false. */
async function mayRead(db: Db, request: FastifyRequest, image: typeof images.$inferSelect): Promise<boolean> {
  const { idUser, actingUser } = authOf(request);
  const administered = accountScope(request, 'View', 'AdminClients');
  if (administered === 'all' || image.idUserUploadedBy === actingUser.idUser || image.idUserUploadedBy === idUser) return true;
  const [app] = await db.select({ id: applications.idApplication }).from(applications).where(eq(applications.idImage, image.idImage));
  if (app) return true;
  // A product's picture: to the users of its account and to those administering its products.
  const productAccounts = await db
    .select({ idClientAccount: products.idClientAccount })
    .from(productImages)
    .innerJoin(products, eq(products.idProduct, productImages.idProduct))
    .where(eq(productImages.idImage, image.idImage));
  if (productAccounts.length) {
    const ids = productAccounts.map((p) => p.idClientAccount);
    const productAdmin = accountScope(request, 'View', 'AdminProducts');
    if (productAdmin === 'all' || ids.some((id) => productAdmin.includes(id))) return true;
    const [member] = await db
      .select({ id: userAccounts.idClientAccountUser })
      .from(userAccounts)
      .where(and(eq(userAccounts.idUser, actingUser.idUser), inArray(userAccounts.idClientAccount, ids)));
    if (member) return true;
  }
  // A box's picture: to the users of its account and to those administering its boxes.
  const boxAccounts = await db
    .select({ idClientAccount: boxes.idClientAccount })
    .from(boxPictures)
    .innerJoin(boxes, eq(boxes.idBox, boxPictures.idBox))
    .where(eq(boxPictures.idImage, image.idImage));
  if (boxAccounts.length) {
    const ids = boxAccounts.map((b) => b.idClientAccount);
    const boxAdmin = accountScope(request, 'View', 'AdminBoxAdministration');
    if (boxAdmin === 'all' || ids.some((id) => boxAdmin.includes(id))) return true;
    const [member] = await db
      .select({ id: userAccounts.idClientAccountUser })
      .from(userAccounts)
      .where(and(eq(userAccounts.idUser, actingUser.idUser), inArray(userAccounts.idClientAccount, ids)));
    if (member) return true;
  }
  const owners = await db
    .select({ idClient: clients.idClient })
    .from(clients)
    .where(or(eq(clients.idLogoImage, image.idImage), eq(clients.idCoverImage, image.idImage)));
  const ownerIds = owners.map((o) => o.idClient);
  if (!ownerIds.length) return false;
  if (actingUser.idClient && ownerIds.includes(actingUser.idClient)) return true;
  if (!administered.length) return false;
  const [reachable] = await db
    .select({ id: clientAccounts.idClientAccount })
    .from(clientAccounts)
    .where(and(inArray(clientAccounts.idClient, ownerIds), inArray(clientAccounts.idClientAccount, administered)));
  return !!reachable;
}

export function registerImageRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['images'];

  routes.post('/images', { schema: { tags, body: imageInput }, bodyLimit: fileBodyLimit() }, async (request, reply) => {
    const { actingUser } = authOf(request);
    const { image, ...meta } = request.body;
    // Node's decoder skips what is not base64; a strict check first, so garbage is refused, not stored.
    if (!isStrictBase64(image)) throw refuse('image', { key: 'validation.file.unsupportedType' });
    const content = Buffer.from(image, 'base64');
    // The same rule as the upload field: type, size, then both names; then what the bytes really are.
    const problem =
      validateUploadedFile({ name: meta.imageFileName, type: meta.fileType, size: content.length }, { accept: IMAGE_ACCEPT, fileTitle: meta.imageName }) ??
      validateUploadedFile({ name: meta.imageName, size: 0 }, { fileTitle: meta.imageName });
    if (problem) {
      const field = problem.key === 'validation.file.nameTooShort' || problem.key === 'validation.file.nameTooLong' ? 'imageName' : 'image';
      throw refuse(field, problem);
    }
    const fileType = sniffImageType(content);
    if (!fileType) throw refuse('image', { key: 'validation.file.unsupportedType' });
    const [row] = await db
      .insert(images)
      .values({ ...meta, fileType, size: content.length, content, idUserUploadedBy: actingUser.idUser })
      .returning({ idImage: images.idImage });
    return reply.code(201).send({ image: { idImage: row.idImage, ...meta, fileType, size: content.length } });
  });

  async function readable(request: FastifyRequest, id: string) {
    const [row] = await db.select().from(images).where(eq(images.idImage, id));
    // Unknown and not yours to see answer alike: image ids say nothing about what exists.
    if (!row || !(await mayRead(db, request, row))) throw notFound();
    return row;
  }

  routes.get('/images/:id', { schema: { tags, params } }, async (request, reply) => {
    const { content, createdAt: _c, idUserUploadedBy: _u, ...meta } = await readable(request, request.params.id);
    protect(reply);
    // Stored before content checks existed: only a type sniffed now is trusted.
    return { image: { ...meta, fileType: sniffImageType(content) ?? 'application/octet-stream', image: content.toString('base64') } };
  });

  routes.get('/images/:id/content', { schema: { tags, params } }, async (request, reply) => {
    const row = await readable(request, request.params.id);
    protect(reply);
    const type = sniffImageType(row.content) ?? 'application/octet-stream';
    // A download when opened as a page; an <img> shows it all the same.
    asDownload(reply, row.imageFileName);
    return reply.type(type).send(row.content);
  });
}
