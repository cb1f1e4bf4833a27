import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../api.js';
import { useClient } from '../client-context.js';

const SPLITS = ['train', 'val', 'test'] as const;

/** A version's classes: annotations (and images) per split, with a bar of each class's share. */
export function ClassDistribution({ versionId }: { versionId: number }) {
  const client = useClient();
  const rows = useQuery({
    queryKey: ['class-distribution', versionId],
    queryFn: () =>
      unwrap(client.GET('/data/datasets/{id}/class-distribution', { params: { path: { id: versionId } } })),
  });
  if (rows.error) return <p className="error">{rows.error.message}</p>;
  const data = rows.data ?? [];
  const total = (r: (typeof data)[number]) => r.annotations.train + r.annotations.val + r.annotations.test;
  const most = Math.max(1, ...data.map(total));
  return (
    <table className="metrics" data-testid={`classes-${versionId}`}>
      <thead>
        <tr>
          <th>Class</th>
          {SPLITS.map((split) => (
            <th key={split}>{split}</th>
          ))}
          <th>Annotations</th>
        </tr>
      </thead>
      <tbody>
        {data.map((row) => (
          <tr key={row.class_value}>
            <td>{row.class_value}</td>
            {SPLITS.map((split) => (
              <td key={split} title={`${row.images[split]} images`}>
                {row.annotations[split]}
              </td>
            ))}
            <td>
              <meter min={0} max={most} value={total(row)} /> {total(row)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
