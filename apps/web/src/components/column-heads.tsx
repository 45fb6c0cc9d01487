import { Table } from '@mantine/core';

/** A table's head: one row of column headings (`scope="col"`), in order; `false` leaves a column out. */
export function ColumnHeads({ labels }: { labels: readonly (string | false)[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map(
          (label, i) =>
            label !== false && (
              <Table.Th scope="col" key={`${i}-${label}`}>
                {label}
              </Table.Th>
            ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
