import { Alert, CardContent } from '@mui/material';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  SimpleForm,
  TabbedForm,
  ValidationError,
  type SimpleFormProps,
  type TabbedFormProps,
  type ValidateForm,
  type ValidationErrorMessage,
} from 'react-admin';
import { useFormContext, useFormState, type FieldValues, type SubmitHandler } from 'react-hook-form';
import { useTranslate } from '../shell/i18n/use-translate';
import { LeaveGuard } from './LeaveGuard';

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

/** The tab panel of a tabbed form holding an element, when that panel is hidden (another tab is shown). */
const hiddenPanelOf = (element: HTMLElement) => element.closest<HTMLElement>('[id^="tabpanel-"][aria-hidden="true"]');

/** Scrolls to an element in error and focuses its input, first showing its tab when it is on another. */
function revealField(form: HTMLFormElement, element: HTMLElement) {
  const target = element.matches('input, textarea, select, button, [tabindex]') ? element : element.querySelector<HTMLElement>('input, textarea, [tabindex]');
  if (!target) return false;
  const focus = () => {
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  };
  const panel = hiddenPanelOf(target);
  const header = panel && form.querySelector<HTMLElement>(`#${CSS.escape(panel.getAttribute('aria-labelledby') ?? '')}`);
  if (!header) {
    focus();
    return true;
  }
  header.click();
  // The tab shows its panel on the next render.
  requestAnimationFrame(() => requestAnimationFrame(focus));
  return true;
}

/**
 * After a submission that failed on fields (the shared rules in the browser, or the server's
 * answer), brings the first field in error into view and gives it the focus (showing its tab
 * first in a tabbed form), and lists at the top of the form the errors of fields the form does
 * not show (the server's `root`, a value the screen has no input for).
 */
const SubmissionErrors = () => {
  const anchor = useRef<HTMLDivElement>(null);
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
    // The first in the page's order (tabs in their order), not in the order the errors came.
    const first = placed.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
    if (!first || !revealField(form, first)) anchor.current?.scrollIntoView({ block: 'start' });
  }, [errors, submitCount, isSubmitting]);
  return (
    <div ref={anchor} style={{ width: '100%' }}>
      {unplaced.length ? <UnplacedErrors errors={unplaced} label={translate('app.form.errorsAbove')} /> : null}
    </div>
  );
};

const UnplacedErrors = ({ errors, label }: { errors: [string, Message][]; label: string }) => (
  <Alert severity="error" role="alert" sx={{ width: '100%', mb: 2 }} data-testid="form-errors">
    {label}
    <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
      {errors.map(([path, message]) => (
        <li key={path}>
          <ValidationError error={message} />
        </li>
      ))}
    </ul>
  </Alert>
);

/**
 * The shared leave question while the form holds changes not saved (react-admin's own asks with
 * the browser's confirm box). Moving inside the form (a tab's path) asks nothing, and a save or a
 * delete that leaves the page goes on by itself.
 */
const FormLeaveGuard = () => {
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const root = useRef<string | null>(null);
  const active = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  return (
    <LeaveGuard
      active={active}
      blockIf={({ currentLocation, nextLocation }) => {
        root.current ??= currentLocation.pathname;
        return !(nextLocation.pathname.startsWith(root.current) && !nextLocation.pathname.startsWith(`${root.current}/show`));
      }}
    />
  );
};

/**
 * What a user typed survives the record coming again. An edit screen first shows the row its list
 * already fetched (react-admin seeds it), which may lack what the form edits (a product's parts),
 * and then the whole record; a refetch (the window focused again) can land while they type too.
 * react-admin resets the form whenever the record changes: while the form holds changes, that
 * reset keeps them (and takes the rest from the record); an untouched form is reset whole. The
 * options are read when the reset happens, so one object serves for the form's life.
 */
function useKeepTypedValues() {
  const dirty = useRef(false);
  const resetOptions = useMemo(
    () => ({
      get keepDirtyValues() {
        return dirty.current;
      },
    }),
    [],
  );
  return { dirty, resetOptions };
}

/**
 * Inside the form: tells useKeepTypedValues whether the form holds changes, and after a save that
 * worked makes the values saved its new starting point (the saved record's arrival kept the
 * edited fields marked as changed).
 */
const TypedValues = ({ dirty }: { dirty: RefObject<boolean> }) => {
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const { reset, getValues } = useFormContext();
  const changed = Object.keys(dirtyFields).length > 0;
  // Child effects run before the form's own, which resets it when the record changes.
  useEffect(() => {
    dirty.current = changed;
  }, [dirty, changed]);
  useEffect(() => {
    if (isSubmitSuccessful) reset(getValues());
  }, [isSubmitSuccessful, reset, getValues]);
  return null;
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

/** The asterisk after the label of each required field, as `sx` rules, merged with the form's own `sx`. */
function useRequiredMarks(validate: SimpleFormProps['validate'], sx: SimpleFormProps['sx']) {
  const required = useMemo(() => requiredFields(validate), [validate]);
  const marks = Object.fromEntries(
    required.map((field) => [
      // An autocomplete's label is inside its text field, one level down.
      `& .ra-input-${CSS.escape(field)} > label::after, & .ra-input-${CSS.escape(field)} legend > span::after, & .MuiAutocomplete-root.ra-input-${CSS.escape(field)} > .MuiFormControl-root > label::after`,
      { content: '" *"' },
    ]),
  );
  return [marks, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])];
}

/**
 * The portal's form: react-admin's SimpleForm with the conventions of every screen (README,
 * "Screen conventions"): it asks before leaving unsaved changes, is validated by the shared rules
 * only (no browser bubbles), brings the first field in error into view after a failed save and
 * lists the errors of no field at its top, and keeps what the user typed when the record comes
 * again (useKeepTypedValues). Required fields carry an asterisk after their label.
 * A form in tabs is `PortalForm.Tabbed`, with the same conventions.
 */
export const PortalForm = <Values extends FieldValues = FieldValues>({ children, sx, validate, onSubmit, ...props }: PortalFormProps<Values>) => {
  // react-admin types a form's values loosely (FieldValues); react-hook-form hands validate and
  // onSubmit the values the form started from (defaultValues or the record), edited: Values.
  const loose = { validate: validate as ValidateForm | undefined, onSubmit: onSubmit as SubmitHandler<FieldValues> | undefined };
  const { dirty, resetOptions } = useKeepTypedValues();
  return (
    <SimpleForm noValidate resetOptions={resetOptions} {...props} {...loose} sx={useRequiredMarks(loose.validate, sx)}>
      <TypedValues dirty={dirty} />
      <FormLeaveGuard />
      <SubmissionErrors />
      {children}
    </SimpleForm>
  );
};

/** SimpleForm's props, with the form's own values type for what reads them. */
type PortalFormProps<Values extends FieldValues> = Omit<SimpleFormProps, 'defaultValues' | 'validate' | 'onSubmit'> & {
  children: ReactNode;
  defaultValues?: Values;
  validate?: (values: Values) => ReturnType<ValidateForm>;
  onSubmit?: (values: Values) => unknown;
};

/** The tabs' content: the form's errors of no field above every tab. */
const TabbedContent = ({ children, dirty }: { children?: ReactNode; dirty: RefObject<boolean> }) => (
  <CardContent>
    <TypedValues dirty={dirty} />
    <FormLeaveGuard />
    <SubmissionErrors />
    {children}
  </CardContent>
);

/**
 * `PortalForm` in tabs (react-admin's TabbedForm, its children `FormTab`s): a field in error on a
 * tab not shown brings its tab forward before it is scrolled to and focused.
 */
const PortalTabbedForm = ({ children, sx, ...props }: TabbedFormProps & { children: ReactNode }) => {
  const { dirty, resetOptions } = useKeepTypedValues();
  const content = useMemo(() => (contentProps: { children?: ReactNode }) => <TabbedContent {...contentProps} dirty={dirty} />, [dirty]);
  return (
    <TabbedForm noValidate resetOptions={resetOptions} component={content} {...props} sx={useRequiredMarks(props.validate, sx)}>
      {children}
    </TabbedForm>
  );
};
PortalForm.Tabbed = PortalTabbedForm;
