/**
 * "Visible to these groups" as the ids of the groups (spec part 3: a shipping method's
 * shippingMethodGroups, an address book's addressBookGroups): the record carries the ids, its save
 * diffs them (missing added, surplus removed), and the spec's group calls read and change them:
 * GET and PUT (the whole set) and POST on .../{record}/groups, DELETE on .../groups/{idClientAccountGroup}.
 * The server's side is server/administration/group-visibility.ts.
 */
import { z } from 'zod';
import type { Subject } from '../permissions';
import { idPart, type SavePart } from '../registry/define';
import { linkSet } from '../registry/route-kinds';

const id = z.uuid();
const ids = z.array(z.uuid('validation.invalid'));

interface GroupIdLinks<Field extends string, Key extends string, Input extends z.ZodObject> {
  /** The record's and the bodies' field listing the groups, e.g. "shippingMethodGroups"; also the link set's name. */
  field: Field;
  /** The record's id, named so in the path and in each link of the answer, e.g. "idShippingMethod". */
  key: Key;
  /** The resource's name (the OpenAPI tag) and permission subject. */
  tag: string;
  subject: Subject;
  /** The record's path, ending with its `{key}` placeholder. */
  record: string;
  summaries: { read: string; save: string; add: string; remove: string };
  /** The record's own input, which the save plan's body extends with the groups' field. */
  input: Input;
}

/** The record's link set of groups, and its save plan: the record's input and the groups, saved together. */
export function groupIdLinks<const Field extends string, const Key extends string, Input extends z.ZodObject>(config: GroupIdLinks<Field, Key, Input>) {
  const { field, key, summaries } = config;
  /** The save plan's field beside the record's input. */
  const saveFields = { [field]: ids.optional() } as Record<Field, z.ZodOptional<typeof ids>>;

  const part = idPart('groups', 'idClientAccountGroup', (body: Partial<Record<Field, string[]>>) => body[field]);

  const link = z.object({ idClientAccountGroup: id });
  const kind = linkSet({
    name: field,
    tag: config.tag,
    access: { subject: config.subject, account: { placeholder: 'idClientAccount' } },
    path: `${config.record}/groups`,
    link,
    key: (link) => link.idClientAccountGroup,
    body: z.object({ [field]: ids } as Record<Field, typeof ids>),
    answer: z.object({ [field]: z.array(z.object({ [key]: id, idClientAccountGroup: id })) } as Record<
      Field,
      z.ZodArray<z.ZodObject<Record<Key | 'idClientAccountGroup', typeof id>>>
    >),
    wanted: (body) => (body as Record<string, string[]>)[field].map((idClientAccountGroup) => ({ idClientAccountGroup })),
    summaries: { read: summaries.read, save: summaries.save },
    single: {
      item: `${config.record}/groups/{idClientAccountGroup}`,
      // The spec's link names the record too; the path's is the one that counts.
      add: z.object({ [key]: z.uuid('validation.invalid').optional(), idClientAccountGroup: z.uuid('validation.required') }),
      linkOf: (body) => ({ idClientAccountGroup: String(body.idClientAccountGroup) }),
      summaries: { add: summaries.add, remove: summaries.remove },
    },
  });

  return { kind, savePlan: { input: config.input.extend(saveFields), parts: [part as SavePart] } };
}
