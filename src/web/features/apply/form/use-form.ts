import { useEffect, useState, useSyncExternalStore, type BaseSyntheticEvent, type ReactElement } from 'react';
import { FormStore, type FieldError, type FieldErrors, type FormState, type Resolver } from './form-store.ts';

// The step forms' hooks, on FormStore: the part of react-hook-form's API the steps use, with its
// names (register, Controller, useWatch, handleSubmit), so a step reads as it did (decision 031).

export type { FieldError, FieldErrors, Resolver };
type Values = Record<string, unknown>;
type Name<I> = keyof I & string;

export type RegisterOptions = {
  /** Text or range input read as a number (NaN when empty, which the schema refuses). */
  valueAsNumber?: boolean;
  setValueAs?: (value: string) => unknown;
  /** Leaving the screen (a field shown only for some answers) takes its value out of the form. */
  shouldUnregister?: boolean;
  /** Fields checked again when this one changes, their problems shown or cleared with its own. */
  deps?: readonly string[];
};

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type ChangeEvent = { target: EventTarget | null };

export type UseFormRegisterReturn<N extends string = string> = {
  name: N;
  onChange: (event: ChangeEvent) => void;
  onBlur: () => void;
  ref: (element: Field | null) => void;
};
export type UseFormRegister<I> = <N extends Name<I>>(name: N, options?: RegisterOptions) => UseFormRegisterReturn<N>;

/** The form as its step sees it: `control` for Controller and useWatch, the rest as react-hook-form names it. */
export type Control<I extends Values = Values, O = I> = FormStore<I, O>;
export type UseFormReturn<I extends Values, O = I> = {
  control: Control<I, O>;
  formState: FormState<I>;
  register: UseFormRegister<I>;
  handleSubmit: (onValid: (values: O) => unknown) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** `shouldDirty` is accepted for react-hook-form's sake: `isDirty` always follows the values. */
  setValue: <N extends Name<I>>(
    name: N,
    value: I[N],
    options?: { shouldValidate?: boolean; shouldDirty?: boolean },
  ) => void;
  getValues: FormStore<I, O>['getValues'];
};

function readField(element: Field, options: RegisterOptions): unknown {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked;
  const raw = element.value;
  if (options.valueAsNumber) return raw === '' ? Number.NaN : Number(raw);
  return options.setValueAs ? options.setValueAs(raw) : raw;
}

function writeField(element: Field, value: unknown): void {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = value === true;
  else element.value = value === undefined || value === null || Number.isNaN(value) ? '' : String(value);
}

function createForm<I extends Values, O>(store: FormStore<I, O>): Omit<UseFormReturn<I, O>, 'formState'> {
  const elements = new Map<string, Field>();
  const registrations = new Map<string, UseFormRegisterReturn>();
  const options = new Map<string, RegisterOptions>();

  // One registration per name, so React attaches its ref once and detaches it only on unmount.
  const register = <N extends Name<I>>(name: N, registerOptions: RegisterOptions = {}) => {
    options.set(name, registerOptions);
    let registration = registrations.get(name);
    if (!registration) {
      registration = {
        name,
        onChange: ({ target }) => {
          const fieldOptions = options.get(name) ?? {};
          const deps = (fieldOptions.deps ?? []) as Name<I>[];
          if (target) store.set(name, readField(target as Field, fieldOptions) as I[N], { deps });
        },
        onBlur: () => undefined,
        ref: (element) => {
          if (element) {
            elements.set(name, element);
            store.restore(name);
            writeField(element, store.getValues(name));
          } else {
            elements.delete(name);
            if (options.get(name)?.shouldUnregister) store.forget(name);
          }
        },
      };
      registrations.set(name, registration);
    }
    return registration as UseFormRegisterReturn<N>;
  };

  const handleSubmit: UseFormReturn<I, O>['handleSubmit'] = (onValid) => async (event) => {
    event?.preventDefault();
    if (await store.submit(onValid)) return;
    // As react-hook-form does: the first field on screen with a problem takes the focus.
    const errors = store.state().errors;
    for (const [name, element] of elements) {
      if (errors[name as Name<I>]) return element.focus();
    }
  };

  const setValue: UseFormReturn<I, O>['setValue'] = (name, value, { shouldValidate = false } = {}) => {
    store.set(name, value, { validate: shouldValidate });
    const element = elements.get(name);
    if (element) writeField(element, value);
  };

  return { control: store, register, handleSubmit, setValue, getValues: store.getValues.bind(store) as never };
}

/** A step form: `resolver` checks the whole form on every change (react-hook-form's `onChange` mode). */
export function useForm<I extends Values, O>({
  resolver,
  defaultValues,
}: {
  resolver: Resolver<I, O>;
  defaultValues?: Partial<I>;
}): UseFormReturn<I, O> {
  const [form] = useState(() => createForm(new FormStore(resolver, defaultValues)));
  const formState = useSyncExternalStore(form.control.subscribeState, form.control.state, form.control.state);
  return { ...form, formState };
}

/** One field's value (or all of them), re-rendering only the component that watches it. */
export function useWatch<I extends Values, O, N extends Name<I>>(props: {
  control: Control<I, O>;
  name: N;
}): I[N] | undefined;
export function useWatch<I extends Values, O>(props: { control: Control<I, O> }): Partial<I>;
export function useWatch<I extends Values, O>({ control, name }: { control: Control<I, O>; name?: Name<I> }) {
  const current = () => (name === undefined ? control.values() : control.getValues(name));
  return useSyncExternalStore(control.subscribeValues, current, current);
}

type ControllerProps<I extends Values, O, N extends Name<I>> = {
  control: Control<I, O>;
  name: N;
  shouldUnregister?: boolean;
  render: (props: {
    field: { name: N; value: I[N] | undefined; onChange: (value: I[N] | undefined) => void; onBlur: () => void };
    fieldState: { error?: FieldError };
  }) => ReactElement;
};

/** A field drawn by its own component (tiles, date and duration inputs): value in, changes out. */
export function Controller<I extends Values, O, N extends Name<I>>({
  control,
  name,
  shouldUnregister,
  render,
}: ControllerProps<I, O, N>) {
  const value = useWatch({ control, name });
  const { errors } = useSyncExternalStore(control.subscribeState, control.state, control.state);
  useEffect(() => {
    control.restore(name);
    return () => {
      if (shouldUnregister) control.forget(name);
    };
  }, [control, name, shouldUnregister]);
  const onChange = (value: I[N] | undefined) => control.set(name, value);
  return render({ field: { name, value, onChange, onBlur: () => undefined }, fieldState: { error: errors[name] } });
}
