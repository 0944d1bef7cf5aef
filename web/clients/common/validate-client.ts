import { clientInput } from '../../../shared/resources/clients';
import { zodValidator } from '../../components/zod-validator';

/** The client form checks what the API checks, from the same schema. */
export const validateClient = zodValidator(clientInput);
