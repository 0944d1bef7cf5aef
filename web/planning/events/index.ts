import EventIcon from '@mui/icons-material/Event';
import { formScreens } from '../../components/form-screens';
import { lazyScreen } from '../../components/lazy-screen';
import { defineWebResource } from '../../components/portal-resource';

/** The account's events (route event): an event account's menu entry. */
export default defineWebResource({
  name: 'events',
  list: lazyScreen(() => import('./EventList')),
  ...formScreens(() => import('./EventForm')),
  icon: EventIcon,
  recordRepresentation: 'eventName',
  menu: 'planning',
});
