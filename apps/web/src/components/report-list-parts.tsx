import { Button, Group, Skeleton, type SkeletonProps, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** A report's period in a list: its name, with its days below when known. */
export function PeriodLines({ label, range }: { label: string; range: string | null | undefined }) {
  return (
    <>
      <Text inherit>{label}</Text>
      {range && (
        <Text fz="xs" c="dimmed">
          {range}
        </Text>
      )}
    </>
  );
}

/** 'Visualizar' on a list row: a small link to the record, named for it. */
export function ViewLinkButton({ to, label, ariaLabel }: { to: string; label: string; ariaLabel: string }) {
  return (
    <Button component={Link} to={to} size="xs" variant="light" leftSection={<IconEye size={16} />} aria-label={ariaLabel} style={{ flexShrink: 0 }}>
      {label}
    </Button>
  );
}

/** A list loading: `rows` lines of grey bars, one bar a cell (its height, width and radius). */
export function RowsSkeleton({ label, rows, cells }: { label: string; rows: number; cells: SkeletonProps[] }) {
  return (
    <Stack gap="md" p="md" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Group key={i} gap="lg" wrap="nowrap">
          {cells.map((cell, j) => (
            <Skeleton key={j} {...cell} />
          ))}
        </Group>
      ))}
    </Stack>
  );
}
