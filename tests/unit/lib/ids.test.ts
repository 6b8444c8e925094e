import { isUuid, randomUuid } from '@/lib/ids';

describe('isUuid', () => {
  it.each(['3f2c8a4e-9b1d-4c6e-8f0a-1b2c3d4e5f60', '3F2C8A4E-9B1D-4C6E-8F0A-1B2C3D4E5F60', '00000000-0000-0000-0000-000000000000'])('accepts %p', (id) =>
    expect(isUuid(id)).toBe(true),
  );

  it.each([
    '------------------------------------',
    '3f2c8a4e9b1d4c6e8f0a1b2c3d4e5f60',
    '{3f2c8a4e-9b1d-4c6e-8f0a-1b2c3d4e5f60}',
    '3f2c8a4e-9b1d-4c6e-8f0a-1b2c3d4e5f60\n',
    '3f2c8a4e-9b1d-4c6e-8f0a-1b2c3d4e5f6g',
    "' or 1=1 --",
    '',
    undefined,
    ['3f2c8a4e-9b1d-4c6e-8f0a-1b2c3d4e5f60'],
  ])('refuses %p', (id) => expect(isUuid(id)).toBe(false));
});

describe('randomUuid', () => {
  it('is a version-4 uuid Postgres accepts', () => {
    const ids = Array.from({ length: 200 }, () => randomUuid());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids.every(isUuid)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sets the version and variant bits whatever the random bytes', () => {
    expect(randomUuid((bytes) => bytes.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(randomUuid((bytes) => bytes.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
  });
});
