import fs from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** White modules around the code, as the QR standard asks. */
const QUIET_ZONE = 4;

/**
 * Writes a Y4M video (raw 4:2:0 frames) whose every frame shows `text` as a QR code,
 * black on white, for Chromium's fake camera (--use-file-for-fake-video-capture): the
 * luma plane carries the code (0 for a dark module, 255 for a light one), the two chroma
 * planes are neutral (128).
 */
export function writeQrVideo(file: string, text: string, frames = 10) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = modules.size + 2 * QUIET_ZONE;
  const scale = Math.floor((HEIGHT - 40) / cells);
  const left = Math.floor((WIDTH - cells * scale) / 2);
  const top = Math.floor((HEIGHT - cells * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const x = left + (column + QUIET_ZONE) * scale;
      const y = top + (row + QUIET_ZONE) * scale;
      for (let dy = 0; dy < scale; dy++) luma.fill(0, (y + dy) * WIDTH + x, (y + dy) * WIDTH + x + scale);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
