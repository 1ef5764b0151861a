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
 * A signature drawn with mouse, finger or pen (signature_pad), or typed: "Type your name instead"
 * makes the whole journey possible by keyboard. The first control has id `signature`.
 */
export function SignatureField({ t, value, onChange, error }: Props) {
  const [mode, setMode] = useState<'draw' | 'type'>(value && !isDrawnSignature(value) ? 'type' : 'draw');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  // The pad's listener, attached once per pad, always calls the latest `onChange`.
  const padChanged = useEffectEvent((v: string) => onChange(v));
  const initial = useRef(value);
  const [padReady, setPadReady] = useState(false);
  const prefixes = prefixesOf(t);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (mode !== 'draw' || !canvas) return;
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
        // Not loaded (offline): the pad stays busy; "Type your name instead" still works.
      },
    );
    return () => {
      cancelled = true;
      stop?.();
      setPadReady(false);
    };
  }, [mode]);

  const switchTo = (next: 'draw' | 'type') => {
    initial.current = '';
    onChange('');
    setMode(next);
    requestAnimationFrame(() => document.getElementById('signature')?.focus());
  };

  const describedBy = ['signature-hint', error && 'signature-error'].filter(Boolean).join(' ');
  return (
    <div className={`field signature${error ? ' field--error' : ''}`}>
      <fieldset className="fieldset" aria-describedby={describedBy}>
        <legend className="fieldset__legend fieldset__legend--m">{t('flow.signature.title')}</legend>
        <p className="hint" id="signature-hint">
          {mode === 'draw' ? t('flow.signature.drawHint') : t('flow.signature.typeHint')}
        </p>
        {error && (
          <p className="field__error" id="signature-error">
            <span className="visually-hidden">{prefixes.error}</span> {error}
          </p>
        )}
        {mode === 'draw' ? (
          <>
            <button type="button" id="signature" className="link-button" onClick={() => switchTo('type')}>
              {t('flow.signature.typeInstead')}
            </button>
            <canvas
              ref={canvasRef}
              className="signature__canvas"
              width={signatureSize.width}
              height={signatureSize.height}
              // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- ARIA has no drawing-surface role: a named image, with "Type your name instead" as the keyboard way.
              role="img"
              aria-label={t('flow.signature.canvasLabel')}
              aria-busy={padReady ? undefined : true}
            />
            <div className="button-row button-row--tight">
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => {
                  padRef.current?.clear();
                  onChange('');
                }}
              >
                {t('flow.signature.clear')}
              </button>
              <span className="hint" aria-live="polite">
                {value ? t('flow.signature.saved') : ''}
              </span>
            </div>
          </>
        ) : (
          <>
            <div className="field">
              <label className="field__label" htmlFor="signature">
                {t('flow.signature.typedLabel')}
              </label>
              <input
                className="field__input signature__typed"
                id="signature"
                type="text"
                autoComplete="name"
                value={value}
                aria-invalid={error ? true : undefined}
                onChange={(e) => onChange(e.target.value)}
              />
            </div>
            <button type="button" className="link-button" onClick={() => switchTo('draw')}>
              {t('flow.signature.drawInstead')}
            </button>
          </>
        )}
      </fieldset>
    </div>
  );
}
