// Reads QR codes from the camera: the browser's BarcodeDetector where it exists (Chromium on
// Android, macOS), otherwise jsQR on frames drawn to a canvas. Resolves with the first code read.

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

export interface Scanner {
  stop(): void;
}

/** Starts the rear camera in `video` and calls onCode once with the first QR code seen. */
export async function startScanner(video: HTMLVideoElement, onCode: (code: string) => void): Promise<Scanner> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  video.srcObject = stream;
  video.setAttribute('playsinline', 'true');
  await video.play();
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  const detector = Detector ? new Detector({ formats: ['qr_code'] }) : null;
  const jsQR = detector ? null : (await import('jsqr')).default;
  const canvas = document.createElement('canvas');
  let stopped = false;
  let frame = 0;

  const tick = async () => {
    if (stopped) return;
    let code: string | null = null;
    if (video.readyState >= video.HAVE_CURRENT_DATA && video.videoWidth > 0) {
      if (detector) {
        code = (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null;
      } else if (jsQR) {
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (context) {
          context.drawImage(video, 0, 0);
          const image = context.getImageData(0, 0, canvas.width, canvas.height);
          code = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
        }
      }
    }
    if (code && !stopped) {
      scanner.stop();
      onCode(code);
      return;
    }
    frame = requestAnimationFrame(() => void tick());
  };
  const scanner: Scanner = {
    stop() {
      stopped = true;
      cancelAnimationFrame(frame);
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
    },
  };
  frame = requestAnimationFrame(() => void tick());
  return scanner;
}
