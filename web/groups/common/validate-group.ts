import { groupInput } from '../../../shared/resources/groups';
import { zodValidator } from '../../components/zod-validator';

/** The group form checks what the API checks, from the same schema. */
export const validateGroup = zodValidator(groupInput);
