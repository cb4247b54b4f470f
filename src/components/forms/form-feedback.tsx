import { useEffect, useRef } from 'react';
import type { Feedback } from '~/lib/form-submit';

/** Shows the outcome of a form and moves focus to it, so keyboard and screen-reader users hear it. */
export function FormFeedback({ feedback }: { feedback: Feedback }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (feedback) ref.current?.focus();
  }, [feedback]);
  if (!feedback) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={feedback.kind === 'error' ? 'alert' : 'status'}
      className={
        feedback.kind === 'error'
          ? 'text-sm text-red-700 dark:text-red-400'
          : 'text-sm text-green-800 dark:text-green-300'
      }
    >
      {feedback.text}
    </p>
  );
}
