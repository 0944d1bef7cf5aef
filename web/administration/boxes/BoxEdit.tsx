import { Box } from '@mui/material';
import { Edit, useCanAccess, useRecordContext } from 'react-admin';
import type { RecordOf } from '../../../shared/resources';
import type { boxes } from '../../../shared/administration/boxes';
import { BoxForm } from './BoxForm';
import { BoxPictures } from './BoxPictures';
import { BoxUsers } from './BoxUsers';

const Content = ({ canDelete }: { canDelete: boolean }) => {
  const box = useRecordContext<RecordOf<typeof boxes>>();
  return (
    <>
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1 }}>
        <BoxForm canDelete={canDelete} />
      </Box>
      {box ? <BoxUsers box={box} /> : null}
      {box ? <BoxPictures idBox={box.idBox} /> : null}
    </>
  );
};

/** A box: its form, then the users who work in it and its pictures, each change saved at once. */
export const BoxEdit = () => {
  const { canAccess: canDelete = false } = useCanAccess({ action: 'delete' });
  return (
    <Edit component="div" mutationMode="pessimistic" redirect="list">
      <Content canDelete={canDelete} />
    </Edit>
  );
};

export default BoxEdit;
