import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';
import { Link, navigate } from '../router.js';
import { ClassBars, ConfusionHeatmap, F1Curve, PrCurves } from './evaluation-figures.js';
import { galleryUrlOf } from './evaluation-gallery.js';

type Side = { a: number | null; b: number | null; difference: number | null };

const percent = (v: number | null) => (v === null ? '—' : (v * 100).toFixed(1));
const points = (v: number | null) => (v === null ? '—' : `${v > 0 ? '+' : ''}${(v * 100).toFixed(1)}`);

function SideCells({ side }: { side: Side }) {
  const tone = side.difference === null || side.difference === 0 ? '' : side.difference > 0 ? 'better' : 'worse';
  return (
    <>
      <td>{percent(side.a)}</td>
      <td>{percent(side.b)}</td>
      <td className={tone}>{points(side.difference)}</td>
    </>
  );
}

/**
 * Two evaluations of the same split: every figure side by side with its difference (b - a, in
 * points), the confusion matrices and theirs, and the images where the models disagree most.
 */
export function EvaluationComparison({ a, b }: { a: number; b: number }) {
  const client = useClient();
  const comparison = useQuery({
    queryKey: ['evaluation-compare', a, b],
    queryFn: () => unwrap(client.GET('/ml/evaluations/compare', { params: { query: { a, b, limit: 50 } } })),
  });
  const figures = useQuery({
    queryKey: ['evaluation-pair', a, b],
    queryFn: () =>
      Promise.all([a, b].map((id) => unwrap(client.GET('/ml/evaluations/{id}', { params: { path: { id } } })))),
  });
  const error = comparison.error ?? figures.error;
  if (error) return <p className="error">{error.message}</p>;
  const c = comparison.data;
  const [fa, fb] = (figures.data ?? []).map((e) => e.figures);
  if (!c || !fa || !fb) return null;
  const title = (e: typeof c.a) => `#${e.id} (model #${e.model_version_id})`;
  return (
    <section className="comparison" data-testid="comparison">
      <h4>
        a = {title(c.a)}, b = {title(c.b)}
      </h4>
      <table className="metrics" data-testid="comparison-overall">
        <thead>
          <tr>
            <th>Figure</th>
            <th>a</th>
            <th>b</th>
            <th>b − a</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(c.overall)
            .filter(([, s]) => s.a !== null || s.b !== null)
            .map(([name, s]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <SideCells side={s} />
              </tr>
            ))}
          {c.per_class.map((k) => (
            <tr key={k.name}>
              <th scope="row">
                {k.name} {fa.task === 'classify' ? 'recall' : 'AP50'}
              </th>
              <SideCells side={fa.task === 'classify' ? k.recall : k.ap50} />
            </tr>
          ))}
          {c.per_class
            .filter((k) => k.mask_ap50 && (k.mask_ap50.a !== null || k.mask_ap50.b !== null))
            .map((k) => (
              <tr key={`${k.name} mask`}>
                <th scope="row">{k.name} mask AP50</th>
                <SideCells side={k.mask_ap50!} />
              </tr>
            ))}
        </tbody>
      </table>
      {/* One row per figure: a, then b (then their difference for the matrix). */}
      <div className="plots">
        <ConfusionHeatmap
          side="a: "
          testId="confusion-a"
          classes={fa.confusion.classes}
          background={fa.confusion.background}
          matrix={fa.confusion.matrix}
          cells={fa.confusion.cells}
          onCell={(_t, _p, ids) => navigate(galleryUrlOf(ids))}
        />
        <ConfusionHeatmap
          side="b: "
          testId="confusion-b"
          classes={fb.confusion.classes}
          background={fb.confusion.background}
          matrix={fb.confusion.matrix}
          cells={fb.confusion.cells}
          onCell={(_t, _p, ids) => navigate(galleryUrlOf(ids))}
        />
        {c.confusion ? (
          <ConfusionHeatmap
            testId="confusion-difference"
            classes={c.confusion.classes}
            background={fa.confusion.background}
            matrix={c.confusion.difference}
            difference
          />
        ) : (
          <p className="muted">The models' classes differ: no matrix difference.</p>
        )}
      </div>
      <div className="plots">
        <PrCurves side="a: " testId="pr-curves-a" curves={fa.pr_curves} />
        <PrCurves side="b: " testId="pr-curves-b" curves={fb.pr_curves} />
      </div>
      <div className="plots">
        <F1Curve side="a: " testId="f1-curve-a" curve={fa.f1_curve} threshold={fa.confidence_threshold} />
        <F1Curve side="b: " testId="f1-curve-b" curve={fb.f1_curve} threshold={fb.confidence_threshold} />
      </div>
      <div className="plots">
        <ClassBars side="a: " testId="class-bars-a" figures={fa} />
        <ClassBars side="b: " testId="class-bars-b" figures={fb} />
      </div>
      <h4>Where they disagree most</h4>
      {c.disagreements.length === 0 ? (
        <p className="muted">Both models made the same number of mistakes on every image.</p>
      ) : (
        <>
          <button onClick={() => navigate(galleryUrlOf(c.disagreements.map((d) => d.image_id)))}>
            Open these {c.disagreements.length} images
          </button>
          <table className="metrics" data-testid="disagreements">
            <thead>
              <tr>
                <th>Image</th>
                <th>a mistakes</th>
                <th>b mistakes</th>
              </tr>
            </thead>
            <tbody>
              {c.disagreements.map((d) => (
                <tr key={d.image_id}>
                  <td>
                    <Link href={`/images/${d.image_id}/annotate`}>#{d.image_id}</Link>
                  </td>
                  <td>{d.a_errors}</td>
                  <td>{d.b_errors}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
