import { z } from 'zod';
import { isEmailShaped, EMAIL_MESSAGES } from './email-field';
import { GENERIC_MESSAGES as M, zodIssueMessage, type Message } from './message';

/**
 * Field limits of the administration forms (spec part 3, section 5). Every error is a translation
 * key; the limit travels in the zod issue (maximum/minimum), see zodIssueMessage.
 * Where the spec gives two values ("first and last name 20 or 50", "phone 20 or 50", "SKU 12 or
 * 15") the larger one is for application users and products, the smaller one for address-book
 * contacts, which end up on carrier labels; SKUs use 15 everywhere.
 * Objects are loose: they check the limited fields and let every other field through untouched.
 */
export const FIELD_LIMITS = {
  accountCode: 3,
  accountName: 50,
  clientName: 50,
  language: 5,
  personName: { min: 2, max: 50 },
  contactName: 20,
  email: 320,
  userPhone: 50,
  contactPhone: 20,
  mobile: 20,
  addressLine: 30,
  addressName: 50,
  city: 100,
  zipCode: 10,
  sku: 15,
  productName: 50,
  productShortName: 25,
  reference: 30,
  comment: 320,
  label: 50,
  company: 50,
  jobTitle: 50,
  vatNumber: 20,
  siret: 20,
  paymentMethod: 20,
  paymentTerm: 20,
  openingSchedules: 20,
  // Not in the spec: the length of their columns, as for other names and codes.
  groupName: 50,
  addressBookName: 50,
  roleName: 50,
  wmsCode: 50,
  addressType: 20,
  shippingMethodCode: 20,
  shippingMethodName: 50,
  catalogName: 50,
  categoryName: 50,
  attributeName: 50,
  attributeOptionName: 50,
  kitName: 50,
  providerCode: 20,
  providerName: 50,
  siteName: 50,
  boxNumber: 20,
  boxName: 50,
} as const;

export const FIELD_LIMIT_MESSAGES = {
  countryCode: 'validation.countryCode',
  codeCharset: 'validation.codeCharset',
  temperatureRange: 'validation.temperatureRange',
} as const;

export const maxText = (max: number) => z.string({ error: M.required }).max(max, { error: M.tooLong });
/** Required text, trimmed: blank is "required" (and nothing else is reported), then the length limits. */
export const requiredText = (max: number, min = 1) => {
  const filled = z.string({ error: M.required }).trim().min(1, { error: M.required, abort: true });
  return (min > 1 ? filled.min(min, { error: M.tooShort }) : filled).max(max, { error: M.tooLong });
};
const optionalText = (max: number) => maxText(max).nullish();

export const countryCodeSchema = z.string({ error: M.required }).regex(/^[A-Z]{2}$/, { error: FIELD_LIMIT_MESSAGES.countryCode });
/** Codes read by warehouse systems: upper-case letters, digits, dash, underscore and dot only. */
export const codeSchema = z.string({ error: M.required }).regex(/^[A-Z0-9_.-]*$/, { error: FIELD_LIMIT_MESSAGES.codeCharset });
/** Required e-mail: blank gives the e-mail field's own 'Email field is required'. */
export const emailSchema = z
  .string({ error: EMAIL_MESSAGES.required })
  .trim()
  .min(1, { error: EMAIL_MESSAGES.required, abort: true })
  .max(FIELD_LIMITS.email, { error: M.tooLong })
  .refine(isEmailShaped, { error: EMAIL_MESSAGES.invalid });
/** Optional fields arrive from forms as '' as often as null: both mean "not given". */
export const optionalEmailSchema = maxText(FIELD_LIMITS.email)
  .refine((v) => v.trim() === '' || isEmailShaped(v.trim()), { error: EMAIL_MESSAGES.invalid })
  .nullish();
const optionalCountryCode = z
  .string()
  .regex(/^([A-Z]{2})?$/, { error: FIELD_LIMIT_MESSAGES.countryCode })
  .nullish();

const number = () => z.number({ error: M.notANumber });
/** Weights and sizes: strictly positive. */
export const positiveNumberSchema = number().positive({ error: M.notPositive });
/**
 * Prices may be 0: non-simple products are sent with price 0, and free items (samples,
 * promotional goods) are ordinary in B2B catalogs. Negative prices are refused.
 */
export const priceSchema = number().min(0, { error: M.negative });
/** Display positions and day counts. */
export const wholeNumberSchema = number().int({ error: M.notWhole }).min(0, { error: M.negative });

/** Temperatures come from text inputs: '' -> null, '4,5' and '4.5' -> 4.5, anything else fails. */
export function parseDecimal(value: unknown): unknown {
  if (value == null || value === '') return null;
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(',', '.');
  return text === '' ? null : /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}
export const temperatureSchema = z.preprocess(parseDecimal, number().nullable());

export const clientLimits = z.looseObject({ clientName: requiredText(FIELD_LIMITS.clientName) });

export const accountLimits = z.looseObject({
  accountCode: requiredText(FIELD_LIMITS.accountCode).pipe(codeSchema),
  accountName: requiredText(FIELD_LIMITS.accountName),
  cultureLanguageCode: optionalText(FIELD_LIMITS.language),
  vatNumber: optionalText(FIELD_LIMITS.vatNumber),
  siret: optionalText(FIELD_LIMITS.siret),
  paymentMethod: optionalText(FIELD_LIMITS.paymentMethod),
  paymentTerm: optionalText(FIELD_LIMITS.paymentTerm),
});

export const userLimits = z.looseObject({
  firstName: requiredText(FIELD_LIMITS.personName.max, FIELD_LIMITS.personName.min),
  lastName: requiredText(FIELD_LIMITS.personName.max, FIELD_LIMITS.personName.min),
  email: emailSchema,
  phone: optionalText(FIELD_LIMITS.userPhone),
  mobile: optionalText(FIELD_LIMITS.mobile),
  company: optionalText(FIELD_LIMITS.company),
  companySite: optionalText(FIELD_LIMITS.company),
  department: optionalText(FIELD_LIMITS.company),
  jobTitle: optionalText(FIELD_LIMITS.jobTitle),
  cultureLanguageCode: optionalText(FIELD_LIMITS.language),
});

export const addressBookAddressLimits = z.looseObject({
  addressName: requiredText(FIELD_LIMITS.addressName),
  reference: optionalText(FIELD_LIMITS.reference),
  firstname: optionalText(FIELD_LIMITS.contactName),
  lastname: optionalText(FIELD_LIMITS.contactName),
  companyName: optionalText(FIELD_LIMITS.company),
  address1: requiredText(FIELD_LIMITS.addressLine),
  address2: optionalText(FIELD_LIMITS.addressLine),
  zipCode: requiredText(FIELD_LIMITS.zipCode),
  city: requiredText(FIELD_LIMITS.city),
  countryISO2: countryCodeSchema,
  deliveryInstruction: optionalText(FIELD_LIMITS.comment),
  mobile: optionalText(FIELD_LIMITS.mobile),
  phone: optionalText(FIELD_LIMITS.contactPhone),
  email: optionalEmailSchema,
  comment: optionalText(FIELD_LIMITS.comment),
  openingSchedules: optionalText(FIELD_LIMITS.openingSchedules),
});

export const productLimits = z
  .looseObject({
    sku: requiredText(FIELD_LIMITS.sku),
    skuClient: optionalText(FIELD_LIMITS.sku),
    skuSupplier: optionalText(FIELD_LIMITS.sku),
    productName: requiredText(FIELD_LIMITS.productName),
    productShortName: optionalText(FIELD_LIMITS.productShortName),
    priceSell: priceSchema.nullish(),
    pricePurshase: priceSchema.nullish(),
    weight: positiveNumberSchema.nullish(),
    length: positiveNumberSchema.nullish(),
    width: positiveNumberSchema.nullish(),
    height: positiveNumberSchema.nullish(),
    displayPosition: wholeNumberSchema.nullish(),
    prepareDays: wholeNumberSchema.nullish(),
    stockThresholdAlert: wholeNumberSchema.nullish(),
    stockBuffer: wholeNumberSchema.nullish(),
    countryOfOriginIso2: optionalCountryCode,
    minTemperature: temperatureSchema.optional(),
    maxTemperature: temperatureSchema.optional(),
  })
  .refine((p) => p.minTemperature == null || p.maxTemperature == null || p.minTemperature < p.maxTemperature, {
    error: FIELD_LIMIT_MESSAGES.temperatureRange,
    path: ['minTemperature'],
  });

/** Customer order and checkout texts (box-user fields follow the user limits). */
export const orderLimits = z.looseObject({
  orderReference: optionalText(FIELD_LIMITS.reference),
  orderComment: optionalText(FIELD_LIMITS.comment),
  addressComment: optionalText(FIELD_LIMITS.comment),
  boxUserFirstName: optionalText(FIELD_LIMITS.personName.max),
  boxUserLastName: optionalText(FIELD_LIMITS.personName.max),
  boxUserEmail: optionalEmailSchema,
  boxUserMobile: optionalText(FIELD_LIMITS.mobile),
  boxUserPhone: optionalText(FIELD_LIMITS.userPhone),
});

export const labelLimits = z.looseObject({ label: requiredText(FIELD_LIMITS.label) });

/**
 * Why a text typed outside a form's schema (a tag, a category name typed in place) is refused for
 * its length: the same rule and message as `maxText`, or null when it fits.
 */
export function textLimitProblem(value: string, max: number): Message | null {
  const result = maxText(max).safeParse(value);
  return result.success ? null : zodIssueMessage(result.error.issues[0]);
}
