/**
 * Reference lists the shell and forms need, read by any signed-in user: countries, preset
 * colours, languages, and the caller's own applications. The frame reads the colours and the
 * applications before any description loads, by the same paths (shared/session/paths.ts).
 */
import { z } from 'zod';
import { actionsOf } from '../registry/route-kinds';
import { APPLICATIONS_PATH, PRESET_COLORS_PATH } from '../session/paths';

const calls = actionsOf('lookups', 'signedIn');

export const country = z.object({ isO2: z.string(), countryNameEN: z.string(), countryNameFR: z.string() });
export const presetColor = z.object({ presetColor: z.string(), hex: z.string(), displayPosition: z.number().int() });
export const cultureLanguage = z.object({ cultureLanguageCode: z.string(), name: z.string(), displayPosition: z.number().int() });
export const application = z.object({
  idApplication: z.uuid(),
  applicationType: z.string(),
  url: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  idImage: z.uuid().nullable(),
});

export const countryList = calls.list('countries', country, { path: '/countries', summary: 'List the countries, by English name' });
export const presetColorList = calls.list('presetColors', presetColor, { path: PRESET_COLORS_PATH, summary: 'List the preset colours, in display order' });
export const cultureLanguageList = calls.list('cultureLanguages', cultureLanguage, {
  path: '/culturelanguages',
  summary: 'List the portal languages, in display order',
});
export const myApplications = calls.list('applications', application, { path: APPLICATIONS_PATH, summary: "List the signed-in user's applications" });
