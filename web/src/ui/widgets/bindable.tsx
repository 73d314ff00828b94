import type { ReactNode } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/** The value side of a widget: what a form (or a parent with state) gives it and takes back. */
export interface ValueProps<V> {
  value: V;
  onChange: (value: V) => void;
  onBlur?: (() => void) | undefined;
  /** Shown under the widget and announced with it; marks it invalid. */
  error?: string | undefined;
  /** Gets the widget's first focusable element, so that a form can focus it on an error. */
  focusRef?: ((element: HTMLElement | null) => void) | undefined;
}

/** A widget bound to a react-hook-form field: `control` and `name` instead of value and change handler. */
export type FormProps<T extends FieldValues, V> = {
  control: Control<T>;
  /** A field whose value fits the widget (type-checked). */
  name: FieldPathByValue<T, V>;
  /** Replaces the field's own error message (which is the schema's message as it is). */
  error?: string | undefined;
};

/** Either controlled (`value`, `onChange`) or bound to a form (`control`, `name`). */
export type BindableProps<P extends ValueProps<V>, V, T extends FieldValues> =
  | P
  | (Omit<P, keyof ValueProps<V>> & FormProps<T, V>);

function isFormBound<P extends ValueProps<V>, V, T extends FieldValues>(
  props: BindableProps<P, V, T>,
): props is Omit<P, keyof ValueProps<V>> & FormProps<T, V> {
  return 'control' in props && props.control !== undefined;
}

/**
 * Makes a controlled widget usable both ways: `<TimeField value={v} onChange={setV} />` and
 * `<TimeField control={control} name="begin" />`. Bound, the widget gets the field's value, change and blur
 * handlers, its ref (for focus on error) and its error message.
 */
export function bindable<V, P extends ValueProps<V>>(
  Widget: (props: P) => ReactNode,
  displayName: string,
): <T extends FieldValues>(props: BindableProps<P, V, T>) => ReactNode {
  function BoundWidget<T extends FieldValues>(props: BindableProps<P, V, T>) {
    if (!isFormBound<P, V, T>(props)) return <Widget {...props} />;
    const { control, name, error, ...rest } = props;
    return (
      <FormField control={control} name={name} error={error}>
        {/* The rest of P plus the value props is P again; TypeScript cannot see that through Omit. */}
        {(value: ValueProps<V>) => <Widget {...({ ...rest, ...value } as unknown as P)} />}
      </FormField>
    );
  }
  BoundWidget.displayName = displayName;
  return BoundWidget;
}

function FormField<T extends FieldValues, V>({
  control,
  name,
  error,
  children,
}: FormProps<T, V> & { children: (value: ValueProps<V>) => ReactNode }) {
  const { field, fieldState } = useController({ control, name });
  return children({
    // The name was checked to hold a V (FieldPathByValue); react-hook-form's value here is untyped.
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: error ?? fieldState.error?.message,
    focusRef: field.ref,
  });
}

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
