# A realistic script: merge web-server logs written in different time zones, convert them to
# UTC and to each team's zone, bucket them by hour, and report session durations.
from datetime import datetime, date, time, timedelta, timezone, tzinfo
from collections import defaultdict

LOGS = {
    "mumbai": """\
10.0.0.1 - - [14/Mar/2024:23:58:12 +0530] "GET /index.html HTTP/1.1" 200 5120
10.0.0.2 - - [15/Mar/2024:00:01:45 +0530] "POST /login HTTP/1.1" 302 0
10.0.0.1 - - [15/Mar/2024:00:15:00 +0530] "GET /dashboard HTTP/1.1" 200 20480
10.0.0.3 - - [15/Mar/2024:01:30:30 +0530] "GET /api/items?page=2 HTTP/1.1" 500 321""",
    "newyork": """\
10.1.0.7 - - [14/Mar/2024:13:29:00 -0400] "GET /index.html HTTP/1.1" 200 5120
10.1.0.8 - - [14/Mar/2024:13:45:59 -0400] "GET /about HTTP/1.1" 404 12
10.1.0.7 - - [14/Mar/2024:14:05:01 -0400] "POST /logout HTTP/1.1" 204 0""",
    "london": """\
10.2.0.4 - - [14/Mar/2024:18:31:10 +0000] "GET /index.html HTTP/1.1" 200 5120
10.2.0.4 - - [14/Mar/2024:19:02:00 +0000] "GET /report.pdf HTTP/1.1" 200 1048576
10.2.0.9 - - [14/Mar/2024:20:00:00 +0000] "GET /health HTTP/1.1" 200 2""",
}

ISO_EVENTS = [
    "2024-03-14T18:40:00Z deploy started",
    "2024-03-14T14:50:00-04:00 deploy finished",
    "2024-03-15T00:20:00.250+05:30 cache warmed",
    "2024-03-14 19:00:00+00:00 alert raised",
]


class USEastern(tzinfo):
    # US Eastern with the 2007+ DST rule: from 2am on the second Sunday of March to 2am on the
    # first Sunday of November.
    def _bounds(self, year):
        mar1 = date(year, 3, 1)
        start = mar1 + timedelta(days=(6 - mar1.weekday()) % 7 + 7)
        nov1 = date(year, 11, 1)
        end = nov1 + timedelta(days=(6 - nov1.weekday()) % 7)
        return datetime.combine(start, time(2)), datetime.combine(end, time(1))

    def utcoffset(self, dt):
        return timedelta(hours=-5) + self.dst(dt)

    def dst(self, dt):
        if dt is None:
            return timedelta(0)
        start, end = self._bounds(dt.year)
        return timedelta(hours=1) if start <= dt.replace(tzinfo=None) < end else timedelta(0)

    def tzname(self, dt):
        return "EDT" if self.dst(dt) else "EST"

    def __repr__(self):
        return "USEastern()"


TEAMS = {
    "ops-utc": timezone.utc,
    "dev-india": timezone(timedelta(hours=5, minutes=30), "IST"),
    "sales-ny": USEastern(),
    "support-tokyo": timezone(timedelta(hours=9), "JST"),
    "qa-newfoundland": timezone(-timedelta(hours=2, minutes=30), "NDT"),
}


def parse_line(server, line):
    ip = line.split()[0]
    stamp = line[line.index("[") + 1:line.index("]")]
    request = line.split('"')[1]
    status, size = line.rsplit(" ", 2)[1:]
    when = datetime.strptime(stamp, "%d/%b/%Y:%H:%M:%S %z")
    return {"server": server, "ip": ip, "when": when, "request": request, "status": int(status), "size": int(size)}


records = []
for server, text in LOGS.items():
    for line in text.splitlines():
        records.append(parse_line(server, line))
print(f"parsed {len(records)} log records")
for r in records[:3]:
    print(" ", r["server"], repr(r["when"]), r["when"].utcoffset(), r["when"].tzname())

records.sort(key=lambda r: r["when"])
print("\n== merged timeline (UTC) ==")
for r in records:
    u = r["when"].astimezone(timezone.utc)
    print(f"{u:%Y-%m-%d %H:%M:%S %Z}  {r['server']:<8} {r['ip']:<9} {r['status']} {r['request']}")
    print(f"    original {r['when'].isoformat()}  epoch {r['when'].timestamp():.0f}")

print("\n== per team view ==")
for team, tz in TEAMS.items():
    first = records[0]["when"].astimezone(tz)
    last = records[-1]["when"].astimezone(tz)
    print(f"{team:<16} {first.strftime('%a %d %b %H:%M %z')} .. {last.strftime('%a %d %b %H:%M %z')} ({last.tzname()})")
    print(f"{'':<16} local dates: {sorted({r['when'].astimezone(tz).date().isoformat() for r in records})}")

print("\n== hourly buckets (UTC) ==")
buckets = defaultdict(list)
for r in records:
    hour = r["when"].astimezone(timezone.utc).replace(minute=0, second=0, microsecond=0)
    buckets[hour].append(r)
for hour in sorted(buckets):
    rs = buckets[hour]
    total = sum(r["size"] for r in rs)
    errors = sum(1 for r in rs if r["status"] >= 400)
    print(f"{hour.isoformat()}  requests={len(rs)} bytes={total} errors={errors}")

print("\n== sessions per ip ==")
by_ip = defaultdict(list)
for r in records:
    by_ip[r["ip"]].append(r["when"])
for ip in sorted(by_ip):
    times = by_ip[ip]
    span = max(times) - min(times)
    print(f"{ip:<9} hits={len(times)} first={min(times).isoformat()} span={span} ({span.total_seconds():.0f}s)")

print("\n== ISO events ==")
events = []
for line in ISO_EVENTS:
    stamp, text = line[:line.index(" ", 20)] if line[10] == " " else line.split(" ", 1)[0], None
    stamp = line.split(" ")[0] if line[10] == "T" else " ".join(line.split(" ")[:2])
    text = line[len(stamp) + 1:]
    events.append((datetime.fromisoformat(stamp), text))
events.sort()
start = events[0][0]
for when, text in events:
    ny = when.astimezone(TEAMS["sales-ny"])
    print(f"+{when - start}  {text:<16} utc={when.astimezone(timezone.utc).isoformat(timespec='milliseconds')} ny={ny.isoformat()} {ny.tzname()}")
deploy = [w for w, t in events if t.startswith("deploy")]
print("deploy took", deploy[1] - deploy[0], "=", (deploy[1] - deploy[0]) // timedelta(minutes=1), "minutes")
print("alert before deploy end:", events[2][0] < deploy[1], "| same instant check:",
      datetime(2024, 3, 14, 18, 40, tzinfo=timezone.utc) == datetime(2024, 3, 14, 14, 40, tzinfo=TEAMS["sales-ny"]))

print("\n== DST edges (US Eastern) ==")
ny = TEAMS["sales-ny"]
for u in ("2024-03-10T06:59:00+00:00", "2024-03-10T07:00:00+00:00", "2024-11-03T05:59:00+00:00",
          "2024-11-03T06:00:00+00:00", "2024-07-04T16:00:00Z", "2024-12-25T17:30:00Z"):
    x = datetime.fromisoformat(u).astimezone(ny)
    print(u, "->", x.strftime("%Y-%m-%d %H:%M %Z (%z)"), tuple(x.timetuple())[-1], x.utctimetuple()[3])

print("\n== epoch conversions ==")
for ts in (1710442800, 1710442800.5, 1699999999.999999):
    for tz in (timezone.utc, TEAMS["dev-india"], ny):
        x = datetime.fromtimestamp(ts, tz)
        print(ts, x.isoformat(), x.tzname(), x.timestamp() == ts)
print(datetime.utcfromtimestamp(1710442800).isoformat(), datetime.fromtimestamp(1710442800).isoformat())
print(datetime(2024, 3, 14, 19, 0).timestamp(), datetime(2024, 3, 14, 19, 0, tzinfo=timezone.utc).timestamp())

print("\n== schedule a meeting at 09:30 in each zone on 2024-03-20 ==")
meet_day = date(2024, 3, 20)
for team, tz in TEAMS.items():
    local = datetime.combine(meet_day, time(9, 30), tzinfo=tz)
    print(f"{team:<16} {local.isoformat()} = {local.astimezone(timezone.utc):%H:%M}Z", local.timetz(), repr(local.timetz().tzinfo) if team == "ops-utc" else "")
