import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import { drawLogo } from '../../server/db/demo-logo';
import { DEMO_USERS } from '../../server/db/seed';
import { clients, userAccounts, users } from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure, signIn } from '../support/api';
import { createUserWithPermissions } from '../support/users';
import { MAX_UPLOAD_BYTES } from '../../shared/rules/file-upload';

const png = drawLogo('#123456', 'NW').toString('base64');
const upload = (overrides: Record<string, string> = {}) => ({ imageName: 'Logo', imageFileName: 'logo.png', fileType: 'image/png', image: png, ...overrides });

describeEachEngine('images: content checks, real type, scoped reads', (ctx) => {
  let admin: ApiClient, claire: ApiClient, tom: ApiClient;
  let lumiereLogo: string, northwindLogo: string;

  beforeAll(async () => {
    [admin, claire, tom] = await Promise.all(
      [DEMO_USERS.systemAdmin, DEMO_USERS.clientAdmin, DEMO_USERS.orderer].map((email) => clientFor(ctx().server.apiUrl, email)),
    );
    const all = await ctx().server.database.db.select().from(clients);
    lumiereLogo = all.find((c) => c.clientName === 'Maison Lumière')!.idLogoImage!;
    northwindLogo = all.find((c) => c.clientName === 'Northwind Outfitters')!.idLogoImage!;
  });

  const post = (api: ApiClient, body: unknown) => api.request<{ image: { idImage: string; fileType: string } }>({ method: 'POST', path: '/images', body });
  const read = (api: ApiClient, id: string) => api.request<{ image: { fileType: string; image: string } }>({ path: '/images/{id}', params: { id } });

  it('refuses an HTML page named .png and invalid base64 with the spec message', async () => {
    const html = await failure(post(claire, upload({ image: Buffer.from('<html><script>alert(document.cookie)</script></html>').toString('base64') })));
    expect([html.status, html.errors]).toEqual([400, { image: 'validation.file.unsupportedType' }]);
    const garbage = await failure(post(claire, upload({ image: 'this is <not> base64!' })));
    expect([garbage.status, garbage.errors]).toEqual([400, { image: 'validation.file.unsupportedType' }]);
    const wrongName = await failure(post(claire, upload({ imageFileName: 'logo.html' })));
    expect(wrongName.errors).toEqual({ image: 'validation.file.unsupportedType' });
  });

  it('stores the type the bytes really are and serves it with nosniff and a CSP that lets nothing run', async () => {
    // A real PNG declared as a JPEG: what is stored and served is image/png.
    const { image } = await post(claire, upload({ imageFileName: 'logo.jpg', fileType: 'image/jpeg' }));
    expect(image.fileType).toBe('image/png');
    const { apiUrl } = ctx().server;
    const tokens = await signIn(apiUrl, DEMO_USERS.clientAdmin);
    for (const path of [`/images/${image.idImage}`, `/images/${image.idImage}/content`]) {
      const response = await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
      if (path.endsWith('/content')) {
        expect(response.headers.get('content-type')).toBe('image/png');
        expect(response.headers.get('content-disposition')).toBe(`attachment; filename="logo.jpg"; filename*=UTF-8''logo.jpg`);
        expect(Buffer.from(await response.arrayBuffer()).toString('base64')).toBe(png);
      } else {
        expect((await response.json()).image).toMatchObject({ fileType: 'image/png', image: png });
      }
    }
  });

  it("takes a picture of every size up to the spec's 5,242,880 bytes and refuses one byte more with the spec's message", async () => {
    // A real PNG followed by bytes readers ignore: 4 MiB used to overflow the stack of the base64 check (500).
    const sized = (size: number) => Buffer.concat([Buffer.from(png, 'base64'), Buffer.alloc(size - Buffer.from(png, 'base64').length)]).toString('base64');
    for (const size of [4 * 1024 * 1024, MAX_UPLOAD_BYTES]) {
      const { image } = await post(claire, upload({ image: sized(size) }));
      expect([image.fileType, (image as { size?: number }).size]).toEqual(['image/png', size]);
    }
    const over = await failure(post(claire, upload({ image: sized(MAX_UPLOAD_BYTES + 1) })));
    expect([over.status, over.errors, over.params]).toEqual([400, { image: 'validation.file.tooLarge' }, { image: { fileTitle: 'Logo' } }]);
    // Far beyond: the body limit answers, in the one error shape.
    const huge = await failure(post(claire, upload({ image: sized(2 * MAX_UPLOAD_BYTES) })));
    expect([huge.status, huge.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it("shows a client's logo to that client's users and its administrators, not to other clients", async () => {
    expect((await read(tom, northwindLogo)).image.fileType).toBe('image/png');
    expect((await read(admin, northwindLogo)).image.image.length).toBeGreaterThan(100);
    expect((await read(claire, lumiereLogo)).image.fileType).toBe('image/png');
    expect((await failure(read(tom, lumiereLogo))).status).toBe(404);
    expect((await failure(read(claire, northwindLogo))).status).toBe(404);
    expect((await failure(read(tom, '7d1f7a0e-0000-4000-8000-000000000000'))).status).toBe(404);
  });

  it('shows an image no record uses yet only to its uploader and all-accounts administrators', async () => {
    const { image } = await post(claire, upload());
    expect((await read(claire, image.idImage)).image.fileType).toBe('image/png');
    expect((await read(admin, image.idImage)).image.fileType).toBe('image/png');
    expect((await failure(read(tom, image.idImage))).status).toBe(404);
    const db = ctx().server.database.db;
    const [claireUser] = await db.select().from(users).where(eq(users.email, DEMO_USERS.clientAdmin));
    const [account] = await db.select().from(userAccounts).where(eq(userAccounts.idUser, claireUser.idUser));
    const colleague = await createUserWithPermissions(db, {
      idClient: claireUser.idClient,
      grants: [{ idClientAccount: account.idClientAccount, permissions: [{ action: 'View', subject: 'CoreGeneralDashboard' }] }],
    });
    const julie = await clientFor(ctx().server.apiUrl, colleague.email);
    expect((await failure(read(julie, image.idImage))).status).toBe(404);
    // Once it is her client's logo, her colleagues see it too.
    await db.update(clients).set({ idCoverImage: image.idImage }).where(eq(clients.idClient, claireUser.idClient!));
    expect((await read(julie, image.idImage)).image.fileType).toBe('image/png');
  });
});
