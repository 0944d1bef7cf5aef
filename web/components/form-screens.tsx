import type { ComponentType } from 'react';
import { Create, Edit, useCanAccess } from 'react-admin';
import { lazyScreen } from './lazy-screen';
import { SessionAccountGate } from './SessionAccountGate';

/** A resource form used for both creating and editing; `canDelete` adds its delete button. */
export type ResourceForm = ComponentType<{ canDelete?: boolean }>;

const CreateScreen = ({ Form }: { Form: ResourceForm }) => (
  <SessionAccountGate>
    <Create redirect="list">
      <Form />
    </Create>
  </SessionAccountGate>
);

/** Pessimistic, so that the server's field errors come back to the form in place. */
const EditScreen = ({ Form }: { Form: ResourceForm }) => {
  const { canAccess: canDelete = false } = useCanAccess({ action: 'delete' });
  return (
    <SessionAccountGate>
      <Edit mutationMode="pessimistic" redirect="list">
        <Form canDelete={canDelete} />
      </Edit>
    </SessionAccountGate>
  );
};

/**
 * The create and edit screens of a resource whose form is all there is (back to the list after
 * saving), loaded with the form on first visit. A resource with more (a second section, a save
 * plan) writes its own screens instead.
 */
export function formScreens(load: () => Promise<{ default: ResourceForm }>) {
  return {
    create: lazyScreen(async () => {
      const { default: Form } = await load();
      return { default: () => <CreateScreen Form={Form} /> };
    }),
    edit: lazyScreen(async () => {
      const { default: Form } = await load();
      return { default: () => <EditScreen Form={Form} /> };
    }),
  };
}
