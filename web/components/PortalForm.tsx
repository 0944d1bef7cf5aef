import { Alert } from '@mui/material';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SimpleForm, ValidationError, type SimpleFormProps, type ValidationErrorMessage } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useTranslate } from '../i18n/use-translate';

type Message = ValidationErrorMessage;
type ErrorTree = { message?: unknown; type?: unknown; [key: string]: unknown };

/**
 * Every error of the form as "field.path" -> message, nested array and object fields included.
 * A field's error has a `type` and a message (a key, or react-admin's { message, args }).
 */
function flatErrors(errors: Record<string, unknown>, prefix = ''): [string, Message][] {
  return Object.entries(errors).flatMap(([key, value]): [string, Message][] => {
    if (!value || typeof value !== 'object' || key === 'ref') return [];
    const path = prefix + key;
    const node = value as ErrorTree;
    if ('type' in node && node.message) return [[path, node.message as Message]];
    return flatErrors(node as Record<string, unknown>, `${path}.`);
  });
}

const fieldElement = (form: HTMLFormElement, path: string) =>
  form.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]:not([type=hidden]), [id="${CSS.escape(path)}"]`) ??
  form.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`);

/**
 * After a submission that failed on fields (the shared rules in the browser, or the server's
 * answer), brings the first field in error into view and gives it the focus, and lists at the
 * top of the form the errors of fields the form does not show (the server's `root`, a value
 * the screen has no input for).
 */
const SubmissionErrors = ({ anchor }: { anchor: React.RefObject<HTMLDivElement | null> }) => {
  const translate = useTranslate();
  const { errors, submitCount, isSubmitting } = useFormState();
  const [unplaced, setUnplaced] = useState<[string, Message][]>([]);
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    const form = anchor.current?.closest('form');
    const all = flatErrors(errors as Record<string, unknown>);
    if (!form || !all.length) {
      setUnplaced([]);
      return;
    }
    handled.current = submitCount;
    const placed = all.map(([path]) => fieldElement(form, path)).filter((el): el is HTMLElement => !!el);
    setUnplaced(all.filter(([path]) => !fieldElement(form, path)));
    // The first in the page's order, not in the order the errors came.
    const first = placed.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
    const target = first?.matches('input, textarea, select, button, [tabindex]') ? first : first?.querySelector<HTMLElement>('input, textarea, [tabindex]');
    if (target) {
      target.scrollIntoView({ block: 'center' });
      target.focus({ preventScroll: true });
    } else anchor.current?.scrollIntoView({ block: 'start' });
  }, [errors, submitCount, isSubmitting, anchor]);
  if (!unplaced.length) return null;
  return (
    <Alert severity="error" role="alert" sx={{ width: '100%', mb: 2 }} data-testid="form-errors">
      {translate('app.form.errorsAbove')}
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {unplaced.map(([path, message]) => (
          <li key={path}>
            <ValidationError error={message} />
          </li>
        ))}
      </ul>
    </Alert>
  );
};

/**
 * The fields a form requires, read from its own validation (the shared rules): those an empty
 * form is refused for with a "required" message. An asynchronous validation names none.
 */
export function requiredFields(validate: SimpleFormProps['validate']): string[] {
  if (!validate) return [];
  let errors: unknown;
  try {
    errors = validate({});
  } catch {
    return [];
  }
  if (!errors || typeof errors !== 'object' || errors instanceof Promise) return [];
  return Object.entries(errors as Record<string, unknown>)
    .filter(([, error]) => {
      const key = typeof error === 'string' ? error : (error as { message?: unknown } | null)?.message;
      return typeof key === 'string' && /required/i.test(key);
    })
    .map(([field]) => field);
}

/**
 * The portal's form: react-admin's SimpleForm with the conventions of every screen (README,
 * "Screen conventions"): it asks before leaving unsaved changes, is validated by the shared rules
 * only (no browser bubbles), brings the first field in error into view after a failed save and
 * lists the errors of no field at its top. Required fields carry an asterisk after their label.
 */
export const PortalForm = ({ children, sx, ...props }: SimpleFormProps & { children: ReactNode }) => {
  const anchor = useRef<HTMLDivElement>(null);
  const required = useMemo(() => requiredFields(props.validate), [props.validate]);
  const marks = Object.fromEntries(
    required.map((field) => [`& .ra-input-${CSS.escape(field)} > label::after, & .ra-input-${CSS.escape(field)} legend > span::after`, { content: '" *"' }]),
  );
  return (
    <SimpleForm warnWhenUnsavedChanges noValidate sx={[marks, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]} {...props}>
      <div ref={anchor} style={{ width: '100%' }}>
        <SubmissionErrors anchor={anchor} />
      </div>
      {children}
    </SimpleForm>
  );
};
