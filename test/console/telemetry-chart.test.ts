import { expect } from 'chai';
import { TELEMETRY_CHARTS, metricChart, type ChartedCheckin } from '../../console/src/screens/telemetry-chart.js';

const spec = (metric: string) => TELEMETRY_CHARTS.find((s) => s.metric === metric)!;
const size = { width: 200, height: 100 };
/** Check-ins a minute apart, given oldest first and returned newest first as the API lists them. */
const checkins = (...metrics: ChartedCheckin['metrics'][]): ChartedCheckin[] =>
  metrics.map((m, i) => ({ at: new Date(Date.UTC(2026, 10, 26, 12, i)).toISOString(), metrics: m })).reverse();

describe("the device screen's telemetry charts", () => {
  it('draws a percentage oldest to newest, left to right, on its fixed 0 to 100 scale', () => {
    const chart = metricChart(
      checkins({ cpu_percent: 0 }, { cpu_percent: 50 }, { cpu_percent: 100 }),
      spec('cpu_percent'),
      size,
    );
    expect(chart.lines).to.deep.equal(['0,100 100,50 200,0']);
    expect(chart.latest).to.deep.equal({ value: 100, x: 200, y: 0 });
    expect(chart.axis).to.deep.equal({ low: 0, high: 100 });
    expect(chart.reported).to.equal(3);
  });

  it('places check-ins by time, not by position in the list', () => {
    const list: ChartedCheckin[] = [
      { at: '2026-11-26T12:10:00Z', metrics: { memory_percent: 40 } },
      { at: '2026-11-26T12:09:00Z', metrics: { memory_percent: 40 } },
      { at: '2026-11-26T12:00:00Z', metrics: { memory_percent: 40 } },
    ];
    expect(metricChart(list, spec('memory_percent'), size).lines).to.deep.equal(['0,60 180,60 200,60']);
  });

  it('breaks the line where a check-in did not report the metric', () => {
    const chart = metricChart(
      checkins({ disk_percent: 10 }, { disk_percent: 20 }, {}, { disk_percent: 30 }),
      spec('disk_percent'),
      { width: 300, height: 100 },
    );
    expect(chart.lines).to.deep.equal(['0,90 100,80', '300,70']);
    expect(chart.reported).to.equal(3);
  });

  it('scales other metrics to their own values, with room above and below', () => {
    const chart = metricChart(checkins({ temperature_c: 50 }, { temperature_c: 60 }), spec('temperature_c'), size);
    expect(chart.axis).to.deep.equal({ low: 49, high: 61 });
    expect(chart.lines[0]).to.equal('0,91.7 200,8.3');
    expect(spec('temperature_c').format(chart.latest!.value)).to.equal('60.0 °C');
  });

  it('draws a single check-in in the middle of the chart and of its scale', () => {
    const one = metricChart(checkins({ queue_depth: 3 }), spec('queue_depth'), size);
    expect(one.lines).to.deep.equal(['100,50']);
    expect(one.axis).to.deep.equal({ low: 2, high: 4 });
  });

  it('has nothing to draw for a metric no check-in reported', () => {
    const chart = metricChart(checkins({ cpu_percent: 5 }, { cpu_percent: 6 }), spec('temperature_c'), size);
    expect(chart).to.include({ reported: 0, latest: null });
    expect(chart.lines).to.deep.equal([]);
  });

  it('keeps a value beyond its scale inside the chart', () => {
    const chart = metricChart(checkins({ cpu_percent: 130 }, { cpu_percent: -5 }), spec('cpu_percent'), size);
    expect(chart.lines).to.deep.equal(['0,0 200,100']);
    expect(chart.latest!.value).to.equal(-5);
  });
});
