/** Reference lists the shell and forms need: countries, preset colours, languages, applications. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { authOf } from '../auth/context';
import type { Db } from '../db';
import { applications, countries, cultureLanguages, presetColors, userApplications } from '../db/schema';

export function registerLookupRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lookups'];

  routes.get('/countries', { schema: { tags } }, async () => ({
    countries: await db.select().from(countries).orderBy(asc(countries.countryNameEN)),
  }));
  routes.get('/presetcolors', { schema: { tags } }, async () => ({
    presetColors: await db.select().from(presetColors).orderBy(asc(presetColors.displayPosition)),
  }));
  routes.get('/culturelanguages', { schema: { tags } }, async () => ({
    cultureLanguages: await db.select().from(cultureLanguages).orderBy(asc(cultureLanguages.displayPosition)),
  }));
  routes.get('/application', { schema: { tags } }, async (request) => ({
    applications: await db
      .select({
        idApplication: applications.idApplication,
        applicationType: applications.applicationType,
        url: applications.url,
        name: applications.name,
        description: applications.description,
        idImage: applications.idImage,
      })
      .from(userApplications)
      .innerJoin(applications, eq(applications.idApplication, userApplications.idApplication))
      .where(eq(userApplications.idUser, authOf(request).actingUser.idUser)),
  }));
}
