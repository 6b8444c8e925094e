import { isUuid } from '@/lib/ids';

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
