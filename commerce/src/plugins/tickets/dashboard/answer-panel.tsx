import type { AnswerTone, DoorAnswer } from './admission-answer';
import { doorTexts } from './door-texts';

/** Colour AND icon AND words: green ✓ let in, amber ! seen before, red ✕ keep out. */
const looks: Record<AnswerTone, { className: string; icon: string }> = {
  admit: { className: 'border-green-800 bg-green-700 text-white', icon: '✓' },
  again: { className: 'border-amber-600 bg-amber-300 text-black', icon: '!' },
  refuse: { className: 'border-red-900 bg-red-700 text-white', icon: '✕' },
};

interface AnswerPanelProps {
  /** The latest answer, or null before the first scan. */
  answer: DoorAnswer | null;
  /** The code the answer is about, as read or typed. */
  code: string;
  /** Counts the answers, so one answer given twice in a row is announced twice. */
  sequence: number;
  pending: boolean;
  /** Codes read or typed since, waiting their turn. */
  waiting?: number;
}

/**
 * The door's answer, large enough to read at arm's length, and announced to screen
 * readers as soon as it changes (aria-live assertive: the next ticket is waiting).
 */
export function AnswerPanel({ answer, code, sequence, pending, waiting = 0 }: AnswerPanelProps) {
  const look = answer ? looks[answer.tone] : null;
  return (
    <div
      role="status"
      aria-live="assertive"
      aria-atomic="true"
      aria-label={doorTexts.answerLabel}
      data-tone={answer?.tone ?? 'none'}
      className={`min-h-32 rounded-lg border-4 p-4 break-words ${look?.className ?? 'border-dashed border-muted'}`}
    >
      {pending ? (
        <p className="text-2xl font-semibold">{doorTexts.checking}</p>
      ) : answer && look ? (
        <div key={sequence} className="flex items-start gap-4">
          <span aria-hidden="true" className="text-6xl leading-none font-black">
            {look.icon}
          </span>
          <div className="grid min-w-0 gap-1">
            <p className="text-3xl leading-tight font-bold">{answer.headline}</p>
            {answer.place ? (
              <>
                {/* As big as the answer: the usher reads it at arm's length and points the way. */}
                <p className="text-3xl leading-tight font-bold" data-testid="door-place">
                  {answer.place.where ? `${answer.place.seat} — ${answer.place.where}` : answer.place.seat}
                </p>
                <p className="text-lg">{answer.place.zone}</p>
              </>
            ) : null}
            {answer.details.map((detail) => (
              <p key={detail} className="text-lg">
                {detail}
              </p>
            ))}
            <p className="font-mono text-sm break-all">{doorTexts.answers.code(code)}</p>
            {waiting > 0 ? (
              <p className="text-lg font-semibold" data-testid="door-queued">
                {doorTexts.queued(waiting)}
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="text-lg text-muted-foreground">{doorTexts.waiting}</p>
      )}
    </div>
  );
}
