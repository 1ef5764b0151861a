import { describe, expect, it } from 'vitest';
import { missingDependencies, staticClosures } from '../../../../site/integrations/preload-missing';

const bundle = {
  '_astro/react.js': { type: 'chunk' as const, imports: [] },
  '_astro/fields.js': { type: 'chunk' as const, imports: ['_astro/react.js'] },
  '_astro/DetailsForm.js': { type: 'chunk' as const, imports: ['_astro/fields.js'] },
  '_astro/FinalStep.js': { type: 'chunk' as const, imports: ['_astro/fields.js', '_astro/signature.js'] },
  '_astro/signature.js': { type: 'chunk' as const, imports: [] },
  '_astro/journey.css': { type: 'asset' as const },
};

describe('preloading only what a lazy import misses', () => {
  it('knows every chunk a chunk has loaded statically, transitively, itself included', () => {
    const closures = staticClosures(bundle);
    expect([...(closures.get('_astro/DetailsForm.js') ?? [])].sort()).toEqual([
      '_astro/DetailsForm.js',
      '_astro/fields.js',
      '_astro/react.js',
    ]);
    expect(closures.has('_astro/journey.css')).toBe(false);
  });

  it('drops the dependencies the importer already loaded and keeps the rest', () => {
    const loaded = staticClosures(bundle).get('_astro/DetailsForm.js');
    const deps = ['_astro/FinalStep.js', '_astro/fields.js', '_astro/react.js', '_astro/signature.js'];
    expect(missingDependencies(deps, loaded)).toEqual(['_astro/FinalStep.js', '_astro/signature.js']);
  });

  it('keeps every dependency when the importer is unknown', () => {
    expect(missingDependencies(['_astro/a.js', '_astro/b.js'], undefined)).toEqual(['_astro/a.js', '_astro/b.js']);
  });

  it('survives import cycles', () => {
    const cyclic = {
      'a.js': { type: 'chunk' as const, imports: ['b.js'] },
      'b.js': { type: 'chunk' as const, imports: ['a.js'] },
    };
    expect([...(staticClosures(cyclic).get('a.js') ?? [])].sort()).toEqual(['a.js', 'b.js']);
  });
});
