import { ThemeIcon } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';

/** The clinic's logo mark: a rounded tile with a caring-hands icon. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <ThemeIcon size={size} radius="md" variant="gradient" gradient={{ from: 'clinic.5', to: 'clinic.8', deg: 135 }} aria-hidden>
      <IconHeartHandshake size={Math.round(size * 0.6)} stroke={1.8} />
    </ThemeIcon>
  );
}
