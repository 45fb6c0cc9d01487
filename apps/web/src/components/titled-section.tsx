import { Paper, type PaperProps, Text, Title, type TitleProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface TitledSectionProps extends PaperProps {
  /** The heading's id: the section is labelled by it. */
  titleId: string;
  title: ReactNode;
  /** Space under the heading ('sm' by default). */
  titleMb?: TitleProps['mb'];
  /** When given, the section shows this dimmed line instead of its content ('Nenhuma conta...'). */
  emptyText?: string | false;
  children: ReactNode;
}

/** A bordered card of a page, as a section named by its h2 heading. */
export function TitledSection({ titleId, title, titleMb = 'sm', emptyText, children, ...props }: TitledSectionProps) {
  return (
    <Paper component="section" withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId} {...props}>
      <Title order={2} fz="lg" mb={titleMb} id={titleId}>
        {title}
      </Title>
      {emptyText ? <Text c="dimmed">{emptyText}</Text> : children}
    </Paper>
  );
}
