import type { CountryPrompt } from './use-country-suggestion.ts';

interface CountrySuggestionPromptProps {
  prompt: CountryPrompt | null;
  /** Where focus goes once the prompt is answered and its buttons are gone: the country field. */
  onAnswered: () => void;
}

/**
 * Issue 17: under the country field, "taken in portugal?" with a button to use it and one to dismiss
 * it. The question is in a live region, so a screen reader announces it when a photo brings it.
 */
export function CountrySuggestionPrompt({ prompt, onAnswered }: CountrySuggestionPromptProps) {
  const answer = (choice: () => void) => () => {
    choice();
    onAnswered();
  };
  return (
    <div className="country-suggestion">
      <p role="status" className="note country-suggestion__question">
        {prompt && `taken in ${prompt.country}?`}
      </p>
      {prompt && (
        <div className="country-suggestion__buttons">
          <button type="button" className="button button--quiet" onClick={answer(prompt.use)}>
            use {prompt.country}
          </button>
          <button
            type="button"
            className="button button--quiet"
            aria-label="dismiss the country suggestion"
            onClick={answer(prompt.dismiss)}
          >
            dismiss
          </button>
        </div>
      )}
    </div>
  );
}
