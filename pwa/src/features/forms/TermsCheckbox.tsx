import { CheckboxField } from './CheckboxField.tsx';

interface TermsCheckboxProps {
  /** The linked words: "terms and conditions", or "terms" where a page has two such boxes (the footer's). */
  linkText: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "I accept the terms and conditions", the words linking to /terms. The terms open in a new tab, so a
 * form filled half-way is still there to finish; a click on the link does not tick the box.
 */
export function TermsCheckbox({ linkText, checked, onChange }: TermsCheckboxProps) {
  const label = (
    <>
      I accept the{' '}
      <a href="/terms" target="_blank" rel="noreferrer">
        {linkText}
      </a>
    </>
  );
  return <CheckboxField label={label} name="terms" checked={checked} onChange={onChange} />;
}
