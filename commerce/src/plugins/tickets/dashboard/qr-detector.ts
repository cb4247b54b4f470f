// The reader's WebAssembly, emitted by the Dashboard's build and served from /dashboard/assets:
// the door works without any CDN (ADR 036).
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** Reads the QR codes in a video frame. */
export interface QrDetector {
  detect(frame: HTMLVideoElement): Promise<string[]>;
}

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const fromDetector = (detector: BarcodeDetectorLike): QrDetector => ({
  detect: async (frame) => (await detector.detect(frame)).map((code) => code.rawValue),
});

/**
 * The browser's own BarcodeDetector where it reads QR codes (Chrome on Android, Safari on
 * iOS 17+…); otherwise the `barcode-detector` ponyfill, which is the same API over
 * zxing-cpp compiled to WebAssembly, loaded only then and from our own build.
 */
export async function createQrDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (native && (await native.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    return fromDetector(new native({ formats: ['qr_code'] }));
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Loaded now rather than at the first frame, so a reader that cannot load is said at once.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? readerWasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return fromDetector(new BarcodeDetector({ formats: ['qr_code'] }));
}
