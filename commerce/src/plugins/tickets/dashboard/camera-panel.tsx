import { Button } from '@vendure/dashboard';
import { useRef } from 'react';
import { doorTexts } from './door-texts';
import { type CameraState, useQrCamera } from './use-qr-camera';

const { camera } = doorTexts;

/** What the door says under the camera in each state; refusals are said plainly, with what to do instead. */
const messages: Record<CameraState, string | null> = {
  off: null,
  starting: camera.starting,
  scanning: camera.scanning,
  denied: camera.denied,
  missing: camera.missing,
  unavailable: camera.unavailable,
  busy: camera.busy,
  decoder: camera.decoder,
};

const problems: ReadonlySet<CameraState> = new Set(['denied', 'missing', 'unavailable', 'busy', 'decoder']);

/** The camera's picture, its on/off button, and what it is doing or why it cannot. */
export function CameraPanel({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const { state, start, stop } = useQrCamera(video, onCode);
  const on = state === 'starting' || state === 'scanning';
  const message = messages[state];
  return (
    <div className="grid gap-3">
      <video
        ref={video}
        aria-label={camera.label}
        muted
        playsInline
        className={on ? 'aspect-square w-full max-w-md rounded-md bg-black object-cover' : 'hidden'}
      />
      {message ? (
        <p role={problems.has(state) ? 'alert' : undefined} className={problems.has(state) ? 'text-destructive' : ''}>
          {message}
        </p>
      ) : null}
      <Button
        type="button"
        variant={on ? 'outline' : 'default'}
        className="h-12 w-full px-6 text-base sm:w-auto"
        onClick={on ? stop : start}
      >
        {on ? camera.stop : camera.start}
      </Button>
    </div>
  );
}
