import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { isDrawnSignature } from '../../../shared/journey/signature';
import { prefixesOf, type T } from './i18n';

/** The exported signature: a 400 × 150 PNG (spec §5), whatever the canvas's size on screen. */
export const signatureSize = { width: 400, height: 150 } as const;

interface Props {
  readonly t: T;
  /** A PNG data URL (drawn) or the typed full name. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  /**
   * What signing confirms (the details page: the information is correct, the fees are agreed): shown
   * above the pad, with the typed name under it from the start instead of "Type your name instead".
   */
  readonly declaration?: string;
}

function exportPng(canvas: HTMLCanvasElement): string {
  const out = document.createElement('canvas');
  out.width = signatureSize.width;
  out.height = signatureSize.height;
  out.getContext('2d')?.drawImage(canvas, 0, 0, out.width, out.height);
  return out.toDataURL('image/png');
}

/** Puts a signature pad on the canvas; returns what removes it. */
function attachPad(
  Pad: typeof SignaturePad,
  canvas: HTMLCanvasElement,
  initial: string,
  padRef: { current: SignaturePad | null },
  onChange: (value: string) => void,
): () => void {
  const fit = () => {
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
  };
  fit();
  const pad = new Pad(canvas, { penColor: '#1a1a1a' });
  padRef.current = pad;
  if (isDrawnSignature(initial)) {
    void pad.fromDataURL(initial, { width: canvas.offsetWidth, height: canvas.offsetHeight });
  }
  const save = () => onChange(pad.isEmpty() ? '' : exportPng(canvas));
  pad.addEventListener('endStroke', save);
  const resize = () => {
    const data = pad.toData();
    fit();
    pad.clear();
    pad.fromData(data);
  };
  window.addEventListener('resize', resize);
  return () => {
    window.removeEventListener('resize', resize);
    pad.removeEventListener('endStroke', save);
    pad.off();
    padRef.current = null;
  };
}

/**
 * A signature drawn with mouse, finger or pen (signature_pad), or typed, which makes the whole journey
 * possible by keyboard. With `declaration` (the details page) the typed name ("Your full name") is under
 * the pad from the start, with the statement the signature confirms: either signs, the last one given
 * wins (typing clears the drawing, drawing empties the name). Without it (the wizard's confirm step),
 * "Type your name instead" switches from the pad to the typed name. The focusable control given by a
 * Change or error link has id `signature`.
 */
export function SignatureField({ t, value, onChange, error, declaration }: Props) {
  const drawn = isDrawnSignature(value);
  const [mode, setMode] = useState<'draw' | 'type'>(value && !drawn ? 'type' : 'draw');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  // The pad's listener, attached once per pad, always calls the latest `onChange`.
  const padChanged = useEffectEvent((v: string) => onChange(v));
  const initial = useRef(value);
  const [padReady, setPadReady] = useState(false);
  const prefixes = prefixesOf(t);
  const showPad = declaration !== undefined || mode === 'draw';

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!showPad || !canvas) return;
    // The drawing library is loaded only when the pad is shown (a typed signature never needs it).
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('signature_pad').then(
      ({ default: Pad }) => {
        if (cancelled) return;
        stop = attachPad(Pad, canvas, initial.current, padRef, (v) => padChanged(v));
        setPadReady(true);
      },
      () => {
        // Not loaded (offline): the pad stays busy; the typed name still works.
      },
    );
    return () => {
      cancelled = true;
      stop?.();
      setPadReady(false);
    };
  }, [showPad]);

  const switchTo = (next: 'draw' | 'type') => {
    initial.current = '';
    onChange('');
    setMode(next);
    requestAnimationFrame(() => document.getElementById('signature')?.focus());
  };

  const describedBy = ['signature-hint', error && 'signature-error'].filter(Boolean).join(' ');
  const typedField = (
    <div className="field">
      <label className="field__label" htmlFor="signature">
        {t('flow.signature.typedLabel')}
      </label>
      <input
        className="field__input signature__typed"
        id="signature"
        type="text"
        autoComplete="name"
        value={drawn ? '' : value}
        aria-invalid={error ? true : undefined}
        aria-describedby={declaration === undefined ? undefined : describedBy}
        onChange={(e) => {
          padRef.current?.clear();
          onChange(e.target.value);
        }}
      />
    </div>
  );
  return (
    <div className={`field signature${error ? ' field--error' : ''}`}>
      <fieldset className="fieldset" aria-describedby={describedBy}>
        <legend className="fieldset__legend fieldset__legend--m">{t('flow.signature.title')}</legend>
        {declaration === undefined ? (
          <p className="hint" id="signature-hint">
            {mode === 'draw' ? t('flow.signature.drawHint') : t('flow.signature.typeHint')}
          </p>
        ) : (
          <div className="hint" id="signature-hint">
            <p>{declaration}</p>
            <p>{t('flow.signature.drawOrType')}</p>
          </div>
        )}
        {error && (
          <p className="field__error" id="signature-error">
            <span className="visually-hidden">{prefixes.error}</span> {error}
          </p>
        )}
        {showPad ? (
          <>
            {declaration === undefined && (
              <button type="button" id="signature" className="link-button" onClick={() => switchTo('type')}>
                {t('flow.signature.typeInstead')}
              </button>
            )}
            <canvas
              ref={canvasRef}
              className="signature__canvas"
              width={signatureSize.width}
              height={signatureSize.height}
              // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- ARIA has no drawing-surface role: a named image, with the typed name as the keyboard way.
              role="img"
              aria-label={t('flow.signature.canvasLabel')}
              aria-busy={padReady ? undefined : true}
            />
            <div className="button-row button-row--tight">
              <button
                type="button"
                className="button button--secondary button--small"
                // Beside the typed name, there is nothing to clear (and no stop to pass) until a drawing.
                disabled={declaration !== undefined && !drawn}
                onClick={() => {
                  padRef.current?.clear();
                  onChange('');
                }}
              >
                {t('flow.signature.clear')}
              </button>
              <span className="hint" aria-live="polite">
                {(declaration === undefined ? value : drawn) ? t('flow.signature.saved') : ''}
              </span>
            </div>
            {declaration !== undefined && typedField}
          </>
        ) : (
          <>
            {typedField}
            <button type="button" className="link-button" onClick={() => switchTo('draw')}>
              {t('flow.signature.drawInstead')}
            </button>
          </>
        )}
      </fieldset>
    </div>
  );
}
