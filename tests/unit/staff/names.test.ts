/** Names that cannot pass for someone else (issue 41): what an invitation accepts. */
import { cleanPersonName, isReservedName, nameSkeleton } from '@/lib/staff/names';

describe('a person’s name', () => {
  it('loses invisible and control characters, NUL included, and folds compatibility forms', () => {
    expect(cleanPersonName('Da\u0000na  Re\u200Byes')).toBe('Dana Reyes');
    expect(cleanPersonName('\u202EDana\u2066 Reyes\uFEFF')).toBe('Dana Reyes');
    expect(cleanPersonName('Ｄａｎａ')).toBe('Dana');
    expect(cleanPersonName('José Núñez')).toBe('José Núñez');
  });

  it.each(['Owner', 'OWNER', 'Own\u200Ber', 'owner ', 'Оwner' /* Cyrillic О */, 'Ο\u0301wner', 'Ｏｗｎｅｒ', 'the owner', 'Administrator', 'Admin', 'Own3r'.replace('3', 'e'), '0wner', 'Owne\u0072'])(
    'refuses %j, which reads as the Owner or a role',
    (name) => expect(isReservedName(name)).toBe(true),
  );

  it.each(['Dana Reyes', 'Owen Rowe', 'Ownership Team Lead', 'Adminah Cole', 'José Núñez', '李雷'])('accepts %j', (name) => {
    expect(isReservedName(name)).toBe(false);
  });

  it('compares names by how they look', () => {
    expect(nameSkeleton('Dаna Rеyes')).toBe(nameSkeleton('Dana Reyes'));
    expect(nameSkeleton('DANA  REYES')).toBe(nameSkeleton('dana reyes'));
  });
});
