import { groupLabel } from '../../../shared/rules/display';
import { useTranslate } from '../../shell/i18n/use-translate';

/** The option text of a group picker: the name, and "(Disabled)" when the group is switched off. */
export function useGroupLabel() {
  const translate = useTranslate();
  return (group: { groupName: string; enabled?: boolean }) => groupLabel(group, translate('resources.groups.disabled'));
}
