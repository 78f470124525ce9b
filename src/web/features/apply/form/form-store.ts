// The state of one step form: its values, the errors on show and whether the whole form is valid,
// with the rules the steps were written for (react-hook-form's `onChange` mode, which this replaces
// in the applicant's first load: decision 031). Plain TypeScript: the hooks are in use-form.ts.

export type FieldError = { type: string; message: string };
export type FieldErrors<I> = Partial<Record<keyof I & string, FieldError>>;

/** The whole form checked at once: its parsed values, or its errors by field name. */
export type Resolver<I, O> = (values: Partial<I>) => { values?: O; errors: FieldErrors<I> };

export type FormState<I> = {
  errors: FieldErrors<I>;
  isValid: boolean;
  isDirty: boolean;
  isSubmitting: boolean;
};

type Listener = () => void;

export class FormStore<I extends Record<string, unknown>, O> {
  readonly defaults: Partial<I>;
  #values: Partial<I>;
  #state: FormState<I>;
  readonly #resolve: Resolver<I, O>;
  readonly #valueListeners = new Set<Listener>();
  readonly #stateListeners = new Set<Listener>();

  constructor(resolve: Resolver<I, O>, defaults: Partial<I> = {}) {
    this.#resolve = resolve;
    this.defaults = { ...defaults };
    this.#values = { ...defaults };
    this.#state = { errors: {}, isValid: isEmpty(resolve(this.#values).errors), isDirty: false, isSubmitting: false };
  }

  readonly subscribeValues = (listener: Listener) => subscribe(this.#valueListeners, listener);
  readonly subscribeState = (listener: Listener) => subscribe(this.#stateListeners, listener);
  readonly state = (): FormState<I> => this.#state;

  /** All values, the same object until one changes (for useWatch). */
  readonly values = (): Partial<I> => this.#values;

  getValues(): Partial<I>;
  getValues<K extends keyof I & string>(name: K): I[K] | undefined;
  getValues(name?: keyof I & string) {
    return name === undefined ? { ...this.#values } : this.#values[name];
  }

  #setState(patch: Partial<FormState<I>>) {
    const next = { ...this.#state, ...patch };
    if ((Object.keys(patch) as (keyof FormState<I>)[]).every((key) => next[key] === this.#state[key])) return;
    this.#state = next;
    for (const listener of [...this.#stateListeners]) listener();
  }

  /**
   * A new value for one field (typed, picked, or filled in by the address lookup). With `validate`
   * (every change the applicant makes) the form is checked: that field's error appears or goes,
   * the others stay as they are, and Continue follows the whole form.
   */
  set<K extends keyof I & string>(
    name: K,
    value: I[K] | undefined,
    { validate = true, deps = [] }: { validate?: boolean; deps?: readonly (keyof I & string)[] } = {},
  ): void {
    const values = { ...this.#values };
    if (value === undefined) delete values[name];
    else values[name] = value;
    this.#values = values;
    for (const listener of [...this.#valueListeners]) listener();
    const isDirty = (Object.keys({ ...this.defaults, ...this.#values }) as (keyof I)[]).some(
      (key) => this.#values[key] !== this.defaults[key],
    );
    if (!validate) return this.#setState({ isDirty });
    const { errors } = this.#resolve(this.#values);
    const shown = { ...this.#state.errors };
    // That field's problem, and those of the fields it is checked against (`deps`: pay dates).
    for (const field of [name, ...deps]) {
      const error = errors[field];
      if (error) shown[field] = error;
      else delete shown[field];
    }
    this.#setState({
      isDirty,
      isValid: isEmpty(errors),
      errors: sameErrors(shown, this.#state.errors) ? this.#state.errors : shown,
    });
  }

  /** A field that left the screen with `shouldUnregister`: its value and its error go with it. */
  forget(name: keyof I & string): void {
    if (!(name in this.#values) && !this.#state.errors[name]) return;
    const errors = { ...this.#state.errors };
    delete errors[name];
    this.#setState({ errors });
    this.set(name, undefined, { validate: false });
    this.#setState({ isValid: isEmpty(this.#resolve(this.#values).errors) });
  }

  /** A field back on screen after `forget`: it starts again from its default, and shows no error yet. */
  restore(name: keyof I & string): void {
    if (this.#values[name] !== undefined || this.defaults[name] === undefined) return;
    this.set(name, this.defaults[name], { validate: false });
    this.#setState({ isValid: isEmpty(this.#resolve(this.#values).errors) });
  }

  /** Continue: every error shows; the parsed values go to `onValid` only if there is none. */
  async submit(onValid: (values: O) => unknown): Promise<boolean> {
    this.#setState({ isSubmitting: true });
    try {
      const result = this.#resolve(this.#values);
      this.#setState({ errors: result.errors, isValid: isEmpty(result.errors) });
      if (result.values === undefined) return false;
      await onValid(result.values);
      return true;
    } finally {
      this.#setState({ isSubmitting: false });
    }
  }
}

const isEmpty = (errors: object) => Object.keys(errors).length === 0;

function sameErrors(a: Record<string, FieldError | undefined>, b: Record<string, FieldError | undefined>) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k]?.message === b[k]?.message && k in b);
}

function subscribe(listeners: Set<Listener>, listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
