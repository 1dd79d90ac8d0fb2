import {
  revenueByWeek,
  revenueWindowStart,
  visitsByHour,
  visitsText,
  weekStart,
  type MatchedBill,
} from './statistics';

function bill(date: string, amount: number, createdAt: Date | null = null): MatchedBill {
  return { id: `${date}-${amount}`, userId: 'u', totalAmount: amount, date, createdAt };
}

describe('charts', () => {
  it('counts visits per hour of the scan', () => {
    const points = visitsByHour([
      bill('2026-11-20', 10, new Date(2026, 10, 20, 13, 5)),
      bill('2026-11-20', 10, new Date(2026, 10, 20, 13, 59)),
      bill('2026-11-21', 10, new Date(2026, 10, 21, 20, 0)),
      bill('2026-11-21', 10, null),
    ]);
    expect(points).toHaveLength(24);
    expect(points[13]).toEqual({ label: '13:00', value: 2 });
    expect(points[20]!.value).toBe(1);
    expect(points.reduce((s, p) => s + p.value, 0)).toBe(3);
  });

  it('sums revenue per Monday-to-Sunday week, 12 weeks, oldest first', () => {
    const now = new Date(2026, 10, 22, 10); // Sunday 22 Nov 2026
    expect(weekStart(now)).toEqual(new Date(2026, 10, 16));
    expect(revenueWindowStart(now)).toEqual(new Date(2026, 7, 31));
    const points = revenueByWeek(
      [
        bill('2026-11-16', 20.5),
        bill('2026-11-22', 10.25),
        bill('2026-11-15', 7),
        bill('2026-08-31', 3),
        bill('2026-08-30', 99), // before the window
        bill('bad', 5),
      ],
      now,
    );
    expect(points).toHaveLength(12);
    expect(points[11]).toEqual({ label: 'Nov 16', value: 30.75 });
    expect(points[10]).toEqual({ label: 'Nov 9', value: 7 });
    expect(points[0]).toEqual({ label: 'Aug 31', value: 3 });
    expect(points.reduce((s, p) => s + p.value, 0)).toBe(40.75);
  });

  it("says a spender's visits", () => {
    expect(visitsText(1)).toBe('1 visit');
    expect(visitsText(23)).toBe('23 visits');
  });
});
