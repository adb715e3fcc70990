import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { cx } from "../../utils/class-names.js";
import formField from "../../utils/form-field.module.css";

/** What every field shows around its control. */
interface FieldFrameProps {
  /** Visible label, tied to the control. */
  label: ReactNode;
  /** Help text under the control, read with it by screen readers. */
  hint?: string;
  /** The rule's message (§5) under the control; marks the control invalid. */
  error?: string | null;
  /** The control's id (default: a generated one), e.g. to focus the first invalid field. */
  id?: string;
  /** Class of the wrapper, for the surrounding layout. */
  className?: string;
}

/** Props of {@link TextField}: the frame plus any attribute of an `<input>`. */
export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;

/** Props of {@link SelectField}: the frame plus any attribute of a `<select>`; options are its children. */
export type SelectFieldProps = FieldFrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">;

/** The ids and ARIA attributes tying a control to its label, hint and error. */
function useFieldIds({ id, hint, error }: Pick<FieldFrameProps, "id" | "hint" | "error">) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    control: {
      id: controlId,
      className: formField.input,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
    },
  };
}

function FieldFrame({ label, hint, error, className, ids, children }: FieldFrameProps & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className={cx(formField.field, className)}>
      <label className={formField.label} htmlFor={ids.controlId}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className={formField.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={formField.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input with optional hint and error message. */
export function TextField({ label, hint, error, id, className, ...input }: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} ids={ids}>
      <input {...input} {...ids.control} />
    </FieldFrame>
  );
}

/** A labelled native select (keyboard and screen-reader behaviour come with it) with optional hint and error. */
export function SelectField({ label, hint, error, id, className, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} ids={ids}>
      <select {...select} {...ids.control}>
        {children}
      </select>
    </FieldFrame>
  );
}
