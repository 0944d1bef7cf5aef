/**
 * The browser's own validation bubbles speak the browser's language, not the portal's, and say
 * something else than the shared rules ("Please include an '@'..."). Every form of the portal is
 * validated by the shared rules instead: before any form can be submitted (a field or a button
 * of it takes focus, or a submit button is clicked), it is marked `novalidate`. Inputs keep their
 * types (e-mail, tel) for the keyboards phones show.
 */
function markFormOf(target: EventTarget | null) {
  const form = target instanceof Element ? target.closest('form') : null;
  if (form && !form.noValidate) form.noValidate = true;
}

export function turnOffNativeValidation(root: Document = document): () => void {
  const onEvent = (event: Event) => markFormOf(event.target);
  root.addEventListener('focusin', onEvent, true);
  root.addEventListener('click', onEvent, true);
  root.addEventListener('submit', onEvent, true);
  return () => {
    root.removeEventListener('focusin', onEvent, true);
    root.removeEventListener('click', onEvent, true);
    root.removeEventListener('submit', onEvent, true);
  };
}
