import { Center, Loader } from '@mantine/core';

/** A spinner centred in the viewport, for the moments before anything else can show. */
export function FullPageLoader() {
  return (
    <Center h="100dvh" role="status" aria-label="Carregando">
      <Loader size="lg" />
    </Center>
  );
}
