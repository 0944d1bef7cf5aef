import { roleNameLabel } from '../../../shared/rules/role-names';
import { useTranslate } from '../../shell/i18n/use-translate';

/** A role's name as a screen shows it: a built-in role's in the reader's language, any other as named. */
export function useRoleName() {
  const translate = useTranslate();
  return (name: string) => {
    const key = roleNameLabel(name);
    return key ? translate(key) : name;
  };
}
