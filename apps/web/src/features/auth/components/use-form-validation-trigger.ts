import { useState } from 'react';

/**
 * Fields are checked when the form is first submitted, then on every change, so nobody sees
 * 'Invalid email address' after typing the first letter.
 */
export function useValidationTrigger(): {
  validateTrigger: 'onChange' | false;
  markSubmitted: () => void;
} {
  const [submitted, setSubmitted] = useState(false);
  return {
    validateTrigger: submitted ? 'onChange' : false,
    markSubmitted: () => setSubmitted(true),
  };
}
