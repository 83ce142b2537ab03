import { i18n } from "../host/host-i18n";
import type { ResponseAnalytics } from "../../../contract/rules/analytics";

const WIDTH = 320;
const HEIGHT = 120;

function label(day: string) {
  // Noon UTC of a YYYY-MM-DD day, an ISO timestamp rather than prose.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en", { month: "short", day: "numeric", timeZone: "UTC" });
}

/** Replies per day as bars with the running total as a line; the same numbers sit in a table for screen readers. */
export function ResponsesChart({ days }: { days: ResponseAnalytics["overTime"] }) {
  const total = days.at(-1)?.cumulative ?? 0;
  const maxDay = Math.max(1, ...days.map((day) => day.count));
  const step = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(2, Math.min(24, step * 0.7));
  const points = days.map((day, i) => `${(i + 0.5) * step},${HEIGHT - (day.cumulative / Math.max(1, total)) * (HEIGHT - 8)}`).join(" ");
  return (
    <figure>
      <figcaption className="mb-2 font-medium text-stone-900">{i18n._({ id: "responses.overTime", message: "Replies over time" })}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 18}`}
        className="h-auto w-full"
        role="img"
        aria-label={i18n._({ id: "responses.chartLabel", message: "{total} replies over {days} days", values: { total, days: days.length } })}
      >
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#e7d3c8" />
        {days.map((day, i) => {
          const height = (day.count / maxDay) * (HEIGHT - 8);
          return <rect key={day.day} x={(i + 0.5) * step - barWidth / 2} y={HEIGHT - height} width={barWidth} height={height} rx="2" fill="#e4b9aa" />;
        })}
        {days.length > 1 && <polyline points={points} fill="none" stroke="#a4513f" strokeWidth="2" />}
        {days.length > 0 && (
          <>
            <text x="0" y={HEIGHT + 14} fontSize="10" fill="#57534e">
              {label(days[0]!.day)}
            </text>
            {days.length > 1 && (
              <text x={WIDTH} y={HEIGHT + 14} fontSize="10" fill="#57534e" textAnchor="end">
                {label(days.at(-1)!.day)}
              </text>
            )}
          </>
        )}
      </svg>
      <p className="mt-1 text-xs text-stone-600">
        {i18n._({ id: "responses.chartLegend", message: "Bars: replies that day. Line: running total ({total}).", values: { total } })}
      </p>
      {/* The wrapper clips the table: a table ignores an sr-only width and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{i18n._({ id: "responses.perDay", message: "Replies per day" })}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n._({ id: "responses.dayColumn", message: "Day" })}</th>
              <th scope="col">{i18n._({ id: "responses.repliesColumn", message: "Replies" })}</th>
              <th scope="col">{i18n._({ id: "responses.runningTotalColumn", message: "Running total" })}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <td>{label(day.day)}</td>
                <td>{day.count}</td>
                <td>{day.cumulative}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
