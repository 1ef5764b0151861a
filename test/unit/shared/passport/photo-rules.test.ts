import { describe, expect, it } from 'vitest';
import { photoCheckRecordOf } from '../../../../shared/passport/checks';
import { photoProblemsOf } from '../../../../shared/passport/photo-rules';

const good = {
  width: 600,
  height: 800,
  faces: 1,
  faceShare: 0.45,
  offCentre: 0.02,
  brightness: 150,
  sharpness: 300,
};

describe('the photo rules', () => {
  it('find nothing wrong with a good portrait', () => {
    expect(photoProblemsOf(good, true)).toEqual([]);
  });

  it.each([
    [{ faces: 0 }, ['noFace']],
    [{ faces: 2 }, ['manyFaces']],
    [{ faceShare: 0.1 }, ['faceTooSmall']],
    [{ faceShare: 0.95 }, ['faceTooLarge']],
    [{ offCentre: 0.3 }, ['faceOffCentre']],
    [{ brightness: 20 }, ['tooDark']],
    [{ brightness: 245 }, ['tooBright']],
    [{ sharpness: 5 }, ['blurred']],
    [{ width: 300 }, ['lowResolution']],
  ])('give %o its own finding', (change, problems) => {
    expect(photoProblemsOf({ ...good, ...change }, true)).toEqual(problems);
  });

  it('judge only the plain measures when the face detector could not run', () => {
    expect(photoProblemsOf({ ...good, faces: 0, brightness: 20 }, false)).toEqual(['tooDark']);
  });
});

describe('a photo check as the server records it', () => {
  const now = new Date('2026-06-15T10:00:00Z');

  it('recomputes the findings and the verdict from the measures, whatever the browser said', () => {
    const dark = { ...good, brightness: 30 };
    expect(photoCheckRecordOf({ problems: [], faceDetection: true, measures: dark }, now)).toEqual({
      problems: ['tooDark'],
      faceDetection: true,
      measures: dark,
      passed: false,
      checkedAt: '2026-06-15T10:00:00.000Z',
    });
    const claimed = photoCheckRecordOf({ problems: ['noFace'], faceDetection: true, measures: good }, now);
    expect(claimed).toMatchObject({ problems: [], passed: true });
  });
});
