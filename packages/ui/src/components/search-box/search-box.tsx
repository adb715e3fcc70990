import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "../button/button.js";
import { cx } from "../../utils/class-names.js";
import formField from "../../utils/form-field.module.css";
import hidden from "../../utils/visually-hidden.module.css";
import styles from "./search-box.module.css";

/** One suggestion under the box. */
export interface SearchBoxSuggestion {
  /** Stable key, unique in the list. */
  id: string;
  /** What the option shows, e.g. `Honda Civic`. */
  label: string;
  /** What kind of thing it is, shown beside the label (`Model`, `Brand`, `Body type`). */
  kind?: string;
  /** The whole text of the box once the suggestion is picked (the page decides how it completes the words). */
  value: string;
}

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** Suggestions for the text typed so far; the popup shows while there are some and the box has focus. */
  suggestions: readonly SearchBoxSuggestion[];
  /** Called with the text on every change (typing or a picked suggestion): the page computes new suggestions. */
  onTextChange?: (text: string) => void;
  /** Called on the first focus or keystroke: the page may load what suggestions need only then. */
  onActivate?: () => void;
  /**
   * Called on submit with the text. Without it the form submits itself (GET `action?name=text`), so the box
   * works before JavaScript has loaded; with it the page may navigate on the client (it calls preventDefault).
   */
  onSubmit?: (text: string, event: FormEvent<HTMLFormElement>) => void;
  /** Where the form goes without JavaScript; `/search` by default. */
  action?: string;
  /** Query key of the text; `q` by default. */
  name?: string;
  /** Accessible name of the box and of its search landmark (visually hidden); `Search cars` by default. Two boxes on one page need two names. */
  label?: string;
  placeholder?: string;
  /** The text the box starts with. */
  defaultText?: string;
  className?: string;
}

/**
 * A search box with suggestions as a WAI-ARIA combobox (APG "list autocomplete"): ArrowDown/ArrowUp move
 * through the suggestions, Enter or a click picks one into the box, Escape closes the list (and clears the box
 * when it is already closed), and Enter with no suggestion chosen submits. It is a plain GET form, so it
 * works without JavaScript.
 */
export function SearchBox({
  suggestions,
  onTextChange,
  onActivate,
  onSubmit,
  action = "/search",
  name = "q",
  label = "Search cars",
  placeholder,
  defaultText = "",
  className,
}: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(defaultText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [activated, setActivated] = useState(false);
  const expanded = open && suggestions.length > 0;
  const activeSuggestion = expanded ? suggestions[active] : undefined;

  const activate = () => {
    if (activated) return;
    setActivated(true);
    onActivate?.();
  };
  const change = (next: string) => {
    setText(next);
    setActive(-1);
    onTextChange?.(next);
  };
  const pick = (suggestion: SearchBoxSuggestion) => {
    change(suggestion.value);
    setOpen(false);
  };

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    activate();
    const count = suggestions.length;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((index) => (expanded ? (index + 1) % count : 0));
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((index) => (expanded && index > 0 ? index - 1 : count - 1));
        break;
      case "Enter":
        if (activeSuggestion) {
          event.preventDefault();
          pick(activeSuggestion);
        }
        break;
      case "Escape":
        if (expanded) setOpen(false);
        else change("");
        setActive(-1);
        break;
      default:
    }
  }

  return (
    <form
      role="search"
      aria-label={label}
      className={cx(styles.form, className)}
      action={action}
      method="get"
      onSubmit={(event) => {
        setOpen(false);
        onSubmit?.(text, event);
      }}
    >
      <label className={hidden.visuallyHidden} htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className={styles.field}>
        <input
          id={`${id}-input`}
          className={cx(formField.input, styles.input)}
          type="search"
          name={name}
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeSuggestion ? `${id}-option-${active}` : undefined}
          placeholder={placeholder}
          value={text}
          onFocus={activate}
          onChange={(event) => {
            activate();
            change(event.target.value);
            setOpen(true);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul id={listId} role="listbox" aria-label={label} className={styles.list} hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={cx(styles.option, index === active && styles.active)}
              // mousedown, not click: a click would blur the box first and close the list under the pointer.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(suggestion);
              }}
            >
              <span>{suggestion.label}</span>
              {suggestion.kind ? <span className={styles.kind}>{suggestion.kind}</span> : null}
            </li>
          ))}
        </ul>
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}
