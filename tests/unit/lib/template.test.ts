import { industryLandingCopy } from '@/content/industries';
import { fillTemplate } from '@/lib/template';

describe('fillTemplate', () => {
  it('fills every slot it has a value for', () => {
    expect(fillTemplate(industryLandingCopy.caseStudy.intro, { industry: 'roofing', location: 'Tampa, FL' })).toBe(
      'A roofing client in Tampa, FL, and the numbers from their own call tracking and CRM.',
    );
    expect(fillTemplate('{name} and {name}', { name: 'Roofers' })).toBe('Roofers and Roofers');
  });

  it('leaves a slot without a value as written, so the mistake is visible', () => {
    expect(fillTemplate('How {company} won', {})).toBe('How {company} won');
  });
});
