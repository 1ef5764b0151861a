import { useEffect, useRef } from 'react';

/**
 * The chosen page, drawn on a canvas (an image or a PDF's first page), so that the traveller compares
 * what was read with the page itself. A canvas needs no blob: or data: image source in the CSP.
 */
export function PagePreview({ file, label }: { readonly file: File; readonly label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const { loadPixels } = await import('../../lib/passport/image-source');
      const pixels = await loadPixels(file).catch(() => undefined);
      const target = canvas.current;
      if (!pixels || !target || cancelled) return;
      const scale = Math.min(1, 640 / pixels.width);
      target.width = Math.round(pixels.width * scale);
      target.height = Math.round(pixels.height * scale);
      target.getContext('2d')?.drawImage(pixels, 0, 0, target.width, target.height);
      if ('close' in pixels) pixels.close();
    })();
    return () => {
      cancelled = true;
    };
  }, [file]);
  // A canvas counts as interactive for jsx-a11y: the named image is its wrapper, the drawing is hidden.
  return (
    <div role="img" aria-label={label}>
      <canvas ref={canvas} className="passport-scan__preview" aria-hidden="true" />
    </div>
  );
}
