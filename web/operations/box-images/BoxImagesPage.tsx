import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { boxImages } from '../../../shared/operations/box-images';
import { BoxPictures } from '../../administration/boxes/BoxPictures';
import { SessionAccountGate } from '../../components/SessionAccountGate';
import { useSession } from '../../shell/session/SessionProvider';

/** The box's pictures, managed by its users with the administration's rules and editor. */
export const BoxImagesPage = () => {
  const { scope } = useSession();
  return (
    <SessionAccountGate>
      <Box sx={{ mt: 1 }}>
        <Title title="resources.boxImages.name" />
        {scope.idWarehouse ? <BoxPictures idBox={scope.idWarehouse} resource={boxImages} /> : null}
      </Box>
    </SessionAccountGate>
  );
};

export default BoxImagesPage;
