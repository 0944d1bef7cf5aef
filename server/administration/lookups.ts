/** Reference lists the shell and forms need (shared/administration/lookups.ts): countries, preset colours, languages, the caller's applications. */
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { countryList, cultureLanguageList, myApplications, presetColorList } from '../../shared/administration/lookups';
import { authOf } from '../auth/context';
import type { Db } from '../db';
import { applications, countries, cultureLanguages, presetColors, userApplications } from '../db/schema';
import { registerKind, type ActionBinding } from '../registry/route-kinds';
import { pickColumns } from '../db/columns';

const countriesBinding: ActionBinding<typeof countryList> = {
  kind: countryList,
  run: async (tx) => ({ countries: await tx.select().from(countries).orderBy(asc(countries.countryNameEN)) }),
};

const presetColorsBinding: ActionBinding<typeof presetColorList> = {
  kind: presetColorList,
  run: async (tx) => ({ presetColors: await tx.select().from(presetColors).orderBy(asc(presetColors.displayPosition)) }),
};

const cultureLanguagesBinding: ActionBinding<typeof cultureLanguageList> = {
  kind: cultureLanguageList,
  run: async (tx) => ({ cultureLanguages: await tx.select().from(cultureLanguages).orderBy(asc(cultureLanguages.displayPosition)) }),
};

/** The acting user's own applications. */
const applicationsBinding: ActionBinding<typeof myApplications> = {
  kind: myApplications,
  run: async (tx, { request }) => ({
    applications: await tx
      .select(pickColumns(applications, 'idApplication', 'applicationType', 'url', 'name', 'description', 'idImage'))
      .from(userApplications)
      .innerJoin(applications, eq(applications.idApplication, userApplications.idApplication))
      .where(eq(userApplications.idUser, authOf(request).actingUser.idUser)),
  }),
};

export function registerLookupRoutes(app: FastifyInstance, db: Db) {
  for (const binding of [countriesBinding, presetColorsBinding, cultureLanguagesBinding, applicationsBinding]) registerKind(app, db, binding as ActionBinding);
}
