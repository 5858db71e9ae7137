// A camera that sees a QR code: Chromium plays a video file as its camera when started with
// --use-file-for-fake-video-capture, so a test can hold the gym's desk code up to /qr-scanner.
// The video is one still frame (Chromium loops it) in the YUV4MPEG2 format Chromium reads.
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;

/** Writes `file`: a white 640x480 frame with `text` as a QR code in the middle. */
export function writeQrVideo(text: string, file: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 2 * quiet));
  const left = Math.floor((WIDTH - modules.size * scale) / 2);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235); // white (video range)
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let y = 0; y < scale; y++)
        luma.fill(
          16,
          (top + row * scale + y) * WIDTH + left + column * scale,
          (top + row * scale + y) * WIDTH + left + (column + 1) * scale,
        );
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128); // no colour
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  writeFileSync(file, Buffer.concat([header, luma, chroma]));
}
