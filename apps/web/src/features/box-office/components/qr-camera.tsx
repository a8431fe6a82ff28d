'use client';
// The phone's camera reading ticket QR codes: the browser's BarcodeDetector where it has one, else jsQR (loaded only
// when the camera is turned on) on frames drawn to a canvas. Calls `onCode` with each new code read (the same code
// is not reported again for two seconds, so holding a ticket still does not scan it twice).
import { useEffect, useRef, useState } from 'react';

type Detector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type DetectorConstructor = new (options: { formats: string[] }) => Detector;

export function QrCamera({
  onCode,
  texts,
}: {
  onCode: (code: string) => void;
  texts: { start: string; stop: string; denied: string };
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const report = useRef(onCode);
  report.current = onCode;

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    let last = { code: '', at: 0 };
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      } catch {
        setError(texts.denied);
        setOn(false);
        return;
      }
      const element = video.current;
      if (!element || stopped) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const Native = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
      const native = Native ? new Native({ formats: ['qr_code'] }) : null;
      const jsQR = native ? null : (await import('jsqr')).default;
      const read = async (): Promise<string | null> => {
        if (native) return (await native.detect(element))[0]?.rawValue ?? null;
        if (!jsQR || !context || element.videoWidth === 0) return null;
        canvas.width = element.videoWidth;
        canvas.height = element.videoHeight;
        context.drawImage(element, 0, 0);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        return jsQR(image.data, image.width, image.height)?.data ?? null;
      };
      while (!stopped) {
        const code = await read().catch(() => null);
        const now = Date.now();
        if (code && (code !== last.code || now - last.at > 2000)) {
          last = { code, at: now };
          report.current(code);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [on, texts.denied]);

  return (
    <div className="flex flex-col gap-2">
      {on ? (
        <video
          ref={video}
          muted
          playsInline
          className="aspect-square w-full rounded-2xl bg-ink object-cover"
        />
      ) : null}
      <button
        type="button"
        onClick={() => {
          setError(null);
          setOn(!on);
        }}
        className="rounded-full border border-line px-5 py-2.5 font-semibold text-ink hover:border-brand"
      >
        {on ? texts.stop : texts.start}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-brand-dark">
          {error}
        </p>
      ) : null}
    </div>
  );
}
