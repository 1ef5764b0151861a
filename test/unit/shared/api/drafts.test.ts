import { describe, expect, it } from 'vitest';
import {
  continueFragment,
  draftJourneyFromFragment,
  draftTokenFromFragment,
} from '../../../../shared/api/drafts';

describe('the continue link’s fragment', () => {
  it('carries the token and the journey, and gives both back', () => {
    const hash = continueFragment('d1.eyJkIjoiYSJ9.sig-_', 'tanzania');
    expect(hash).toBe('#t=d1.eyJkIjoiYSJ9.sig-_&journey=tanzania');
    expect(draftTokenFromFragment(hash)).toBe('d1.eyJkIjoiYSJ9.sig-_');
    expect(draftJourneyFromFragment(hash)).toBe('tanzania');
  });

  it('names no journey for a link mailed before links named one, or for one that is not a journey', () => {
    expect(draftJourneyFromFragment('#t=d1.x.y')).toBeUndefined();
    expect(draftJourneyFromFragment('#t=d1.x.y&journey=uganda')).toBeUndefined();
    expect(draftJourneyFromFragment('#t=d1.x.y&journey=')).toBeUndefined();
    expect(draftTokenFromFragment('#journey=kenya')).toBeUndefined();
  });
});
