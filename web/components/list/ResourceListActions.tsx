import { CreateButton, TopToolbar, useCanAccess } from 'react-admin';

/** A list's toolbar: the create button, for holders of Create. On phones it floats, so an empty toolbar leaves no band. */
export const ResourceListActions = () => {
  const { canAccess: canCreate = false } = useCanAccess({ action: 'create' });
  return <TopToolbar sx={{ minHeight: { xs: 0, sm: 48 } }}>{canCreate ? <CreateButton /> : null}</TopToolbar>;
};
