import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { createQrDetector, type QrDetector } from './qr-detector';
import { ReadGuard } from './read-guard';

/** Where the camera is: off, on its way, reading, or why it cannot be used. */
export type CameraState = 'off' | 'starting' | 'scanning' | 'denied' | 'missing' | 'unavailable' | 'busy' | 'decoder';

/** How often a frame is read while the camera is on. */
const FRAME_INTERVAL_MS = 200;

/** getUserMedia's refusals, as the door explains them. */
function cameraFailure(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'busy';
}

/**
 * The device's camera reading QR codes into `onCode`: the rear camera where there is one
 * (`facingMode: environment`), a frame every 200 ms, each ticket submitted once while it
 * is held up (ReadGuard). The camera is released on `stop` and when the page is left.
 */
export function useQrCamera(video: RefObject<HTMLVideoElement | null>, onCode: (code: string) => void) {
  const [state, setState] = useState<CameraState>('off');
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Bumped by every start and stop, so a start still waiting for the camera knows it was called off.
  const session = useRef(0);
  const latestOnCode = useRef(onCode);
  latestOnCode.current = onCode;

  const release = useCallback(() => {
    session.current += 1;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, [video]);

  const stop = useCallback(() => {
    release();
    setState('off');
  }, [release]);

  const read = useCallback(
    (detector: QrDetector, guard: ReadGuard, mine: number) => {
      const next = () => {
        if (session.current === mine) timer.current = setTimeout(tick, FRAME_INTERVAL_MS);
      };
      const tick = () => {
        const frame = video.current;
        if (!frame || frame.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !guard.isReading(Date.now())) {
          next();
          return;
        }
        detector
          .detect(frame)
          .then((codes) => {
            const code = codes.find((value) => value.trim() !== '');
            if (code && session.current === mine && guard.accept(code, Date.now())) latestOnCode.current(code);
          })
          // A frame that cannot be read (the video between two sizes) is skipped, not an error.
          .catch(() => undefined)
          .finally(next);
      };
      tick();
    },
    [video],
  );

  const start = useCallback(async () => {
    release();
    const mine = session.current;
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode: { ideal: 'environment' } },
      });
    } catch (error) {
      if (session.current === mine) setState(cameraFailure(error));
      return;
    }
    if (session.current !== mine) {
      for (const track of media.getTracks()) track.stop();
      return;
    }
    stream.current = media;
    let detector: QrDetector;
    try {
      detector = await createQrDetector();
    } catch {
      if (session.current === mine) {
        release();
        setState('decoder');
      }
      return;
    }
    if (session.current !== mine || !video.current) return;
    video.current.srcObject = media;
    await video.current.play().catch(() => undefined);
    setState('scanning');
    read(detector, new ReadGuard(), mine);
  }, [read, release, video]);

  // Leaving the page releases the camera.
  useEffect(() => release, [release]);

  return { state, start, stop };
}
