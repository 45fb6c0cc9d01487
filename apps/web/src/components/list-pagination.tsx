import { Pagination } from '@mantine/core';

const TEXT = {
  page: (page: number) => `Página ${page}`,
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
} as const;

interface ListPaginationProps {
  total: number;
  value: number;
  onChange: (page: number) => void;
  /** What the pages are of ('Páginas da lista de pacientes'). */
  label: string;
}

/** The pages of a server-paged list, every button named in Portuguese. */
export function ListPagination({ total, value, onChange, label }: ListPaginationProps) {
  return (
    <Pagination
      total={total}
      value={Math.min(value, total)}
      onChange={onChange}
      siblings={1}
      boundaries={1}
      withEdges
      size="sm"
      aria-label={label}
      getItemProps={(item) => ({ 'aria-label': TEXT.page(item) })}
      getControlProps={(control) => ({ 'aria-label': TEXT[control] })}
    />
  );
}
