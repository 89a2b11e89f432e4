const DAY_MS = 24 * 60 * 60 * 1000;

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClock(instant: number, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The wall clock read as if it were UTC, in milliseconds. */
const asUtc = (clock: WallClock) =>
  Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);

/** How far the zone's clocks are ahead of UTC at that instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wholeSeconds = Math.floor(instant / 1000) * 1000;
  return asUtc(wallClock(wholeSeconds, timeZone)) - wholeSeconds;
}

/**
 * The instant the local day holding `now` began in `timeZone` (an IANA name the caller checked).
 *
 * Local midnight is the wall time `midnight` minus the offset in force at that instant, which is not
 * known before the instant is. No zone is a day away from UTC and none changes its offset twice in two
 * days, so the offset at midnight is the one of a day before or the one of a day after: whichever
 * agrees with itself. When both do, midnight happened twice (clocks went back to it) and the day began
 * at the first; when neither does, clocks jumped over midnight and the day began at the jump.
 */
export function startOfLocalDay(now: Date, timeZone: string): Date {
  const today = wallClock(now.getTime(), timeZone);
  const midnight = asUtc({ ...today, hour: 0, minute: 0, second: 0 });
  const offsets = [offsetAt(midnight - DAY_MS, timeZone), offsetAt(midnight + DAY_MS, timeZone)];
  const consistent = offsets.filter((offset) => offsetAt(midnight - offset, timeZone) === offset);
  if (consistent.length > 0) return new Date(midnight - Math.max(...consistent));
  // Zones that skip midnight jump at it, so midnight by the earlier offset is the jump itself.
  return new Date(midnight - Math.min(...offsets));
}
