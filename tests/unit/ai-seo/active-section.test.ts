import { activeByDocument, activeByViewport, activeSection, lastSectionAtOrAbove } from '@/components/marketing/guide-active-section';

const tops = (...values: number[]) => values.map((top, index) => ({ id: `s${index + 1}`, top }));

describe('lastSectionAtOrAbove', () => {
  it('returns the last section whose top is at or above the line', () => {
    expect(lastSectionAtOrAbove(tops(-500, -20, 80, 600), 100)).toBe('s3');
  });

  it('counts a top exactly on the line', () => {
    expect(lastSectionAtOrAbove(tops(-500, 100, 300), 100)).toBe('s2');
  });

  it('returns null before the first section reaches the line', () => {
    expect(lastSectionAtOrAbove(tops(150, 900), 100)).toBeNull();
    expect(lastSectionAtOrAbove([], 100)).toBeNull();
  });
});

describe('hub rule: within 100 px of the viewport top', () => {
  it('activates a section whose top is 90 px from the viewport top', () => {
    expect(activeByViewport(tops(-800, -200, 90, 700), 100)).toBe('s3');
  });

  it('keeps the previous section active while the next top is 150 px down', () => {
    expect(activeByViewport(tops(-800, -200, 150, 700), 100)).toBe('s2');
  });
});

describe('guide rule: the last section whose document top <= scrollY + 200', () => {
  const documentTops = tops(400, 1400, 2600, 3900);

  it('activates a section once its top is within 200 px below the scroll position', () => {
    expect(activeByDocument(documentTops, 2410, 200)).toBe('s3');
    expect(activeByDocument(documentTops, 2400, 200)).toBe('s3');
  });

  it('leaves the previous section active just before that', () => {
    expect(activeByDocument(documentTops, 2390, 200)).toBe('s2');
  });

  it('is null above the first section', () => {
    expect(activeByDocument(documentTops, 0, 200)).toBeNull();
  });
});

describe('activeSection', () => {
  it('uses viewport tops as they are for the viewport rule', () => {
    expect(activeSection('viewport', tops(-10, 90, 400), 5000, 100)).toBe('s2');
  });

  it('converts viewport tops to document positions for the document rule', () => {
    // scrollY 1000: viewport tops 150 and 250 are document tops 1150 and 1250; the line is 1200.
    expect(activeSection('document', tops(-400, 150, 250), 1000, 200)).toBe('s2');
  });
});
