/**
 * What a visitor typed, ticked or chose in a form the server sent, before the page hydrated,
 * handed to React once it has.
 *
 * Every public page arrives as HTML, and its forms can be used before their JavaScript has run.
 * Hydration leaves the DOM as it is, but React's state still holds the server's values, so the
 * next render would put those back and the visitor's entry would be lost. While hydrating, React
 * writes its own value into the control's default (defaultValue, defaultChecked); a control whose
 * live value differs from it was changed by the visitor. Set as the control's ref (`ref={keepTyped}`),
 * this replays that change as the visitor's own input event, so the form's onChange takes it in.
 * On a control rendered in the browser, value and default agree and nothing happens.
 */
type Control = HTMLInputElement | HTMLTextAreaElement;

/** The browser's own value setter: setting through it leaves React's record of the value alone. */
function setValueNatively(control: Control, value: string): void {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(control, value);
  else control.value = value;
}

/** Whether an input of `type` keeps `value` as given (a date input empties one that is not a date). */
function holds(type: string, value: string): boolean {
  const probe = document.createElement('input');
  probe.type = type;
  probe.value = value;
  return probe.value === value;
}

export function keepTyped(control: Control | null): void {
  if (!control) return;
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    if (control.checked === control.defaultChecked) return;
    const chosen = control.checked;
    // A radio the visitor left is cleared by the one chosen, whose replay is the change.
    if (control.type === 'radio' && !chosen) return;
    // React knows a tick by its click: put back what it holds, and click to what the visitor chose.
    control.checked = !chosen;
    control.click();
    return;
  }
  if (control.value === control.defaultValue) return;
  // A value the control cannot hold (a date picker given text that is not a date) reads as empty:
  // nothing was typed, and the page's value, with what it says about it, stays.
  if (control.value === '' && control instanceof HTMLInputElement && !holds(control.type, control.defaultValue)) return;
  const typed = control.value;
  // React's record of the value becomes the server's; the control then holds the visitor's again.
  control.value = control.defaultValue;
  setValueNatively(control, typed);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}
