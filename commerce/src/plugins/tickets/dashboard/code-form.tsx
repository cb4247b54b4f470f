import { Button, Input, Label } from '@vendure/dashboard';
import { type FormEvent, useRef, useState } from 'react';
import { doorTexts } from './door-texts';

/** A ticket code typed at the door: a labelled input, Enter or the button submits, then it is ready for the next. */
/** Never disabled: a code typed while another is checked joins the door's queue (DoorQueue). */
export function CodeForm({ onCode }: { onCode: (code: string) => void }) {
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    onCode(code);
    setCode('');
    input.current?.focus();
  };
  return (
    <form onSubmit={submit} aria-label={doorTexts.typeBlock} className="grid gap-2">
      <Label htmlFor="door-ticket-code">{doorTexts.codeLabel}</Label>
      <p id="door-ticket-code-hint" className="text-sm text-muted-foreground">
        {doorTexts.codeHint}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          id="door-ticket-code"
          aria-describedby="door-ticket-code-hint"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          className="h-12 min-w-0 font-mono text-base sm:flex-1"
        />
        <Button type="submit" className="h-12 px-8 text-base">
          {doorTexts.admit}
        </Button>
      </div>
    </form>
  );
}
