import { useRef, useState } from "react";
import { SearchBox, type SearchBoxSuggestion } from "@carmarket/ui/search-box";
import type { Suggest } from "./search-suggester.js";

/** What the empty box shows: a sentence like the ones it understands (issue #17), short enough for a phone's box. */
const SEARCH_WORDS_PLACEHOLDER = "Try: used civic under 25k";

const importSuggest = async (): Promise<Suggest> => (await import("./search-suggester.js")).loadSuggest();

/** Props of {@link SearchWordsBox}. */
export interface SearchWordsBoxProps {
  /** Loads the suggestions on first use; the lazy chunk unless a test passes one. */
  loadSuggest?: () => Promise<Suggest>;
}

/**
 * The free-text search box (issue #17): the kit's `SearchBox`, a plain GET form to `/search?q=` that the server
 * turns into the listing URL (ADR 254), so it works before JavaScript loads. The catalogue and the suggestion code
 * load only when the shopper first focuses or types in the box, keeping them out of every page's first-load JS.
 */
export function SearchWordsBox({ loadSuggest = importSuggest }: SearchWordsBoxProps) {
  const text = useRef("");
  const suggest = useRef<Suggest>(() => []);
  const [suggestions, setSuggestions] = useState<readonly SearchBoxSuggestion[]>([]);
  const activate = () => {
    loadSuggest()
      .then((loaded) => {
        suggest.current = loaded;
        setSuggestions(loaded(text.current));
      })
      // Suggestions are a help, not the search: when they cannot load, the box stays a plain form.
      .catch(() => undefined);
  };
  const change = (next: string) => {
    text.current = next;
    setSuggestions(suggest.current(next));
  };
  return (
    <SearchBox label="Describe the car you want" placeholder={SEARCH_WORDS_PLACEHOLDER} suggestions={suggestions} onActivate={activate} onTextChange={change} />
  );
}
