import type { Service } from '@clinic/domain';
import { Box, Collapse, Divider, Group, Paper, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconPencil, IconPlus } from '@tabler/icons-react';
import type { Ref } from 'react';

import { ServiceForm } from './service-form';
import classes from './services.module.css';
import { SERVICES_SCREEN_TEXT as T } from './services.text';

interface ServiceFormCardProps {
  ref?: Ref<HTMLDivElement>;
  opened: boolean;
  /** The service being edited; `null` creates a new one. */
  service: Service | null;
  /** Changes whenever the form must start afresh (new target, cancel, success). */
  formKey: string;
  onToggle: () => void;
  /** The card has finished opening. */
  onOpened: () => void;
  /** Cancel or success: reset, clear the edit target, close. */
  onDone: () => void;
}

/** The collapsible 'Novo Serviço' / 'Editar Serviço' card; its heading opens and closes it. */
export function ServiceFormCard({ ref, opened, service, formKey, onToggle, onOpened, onDone }: ServiceFormCardProps) {
  const title = service ? T.editService : T.newService;
  return (
    <Paper ref={ref} component="section" withBorder shadow="xs" className={classes.formCard} aria-labelledby="service-form-toggle">
      <Title order={2} fz="lg" m={0}>
        <UnstyledButton
          id="service-form-toggle"
          className={classes.toggle}
          onClick={onToggle}
          aria-expanded={opened}
          aria-controls="service-form-panel"
        >
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={34} radius="md" variant="light" aria-hidden>
              {service ? <IconPencil size={18} stroke={1.7} /> : <IconPlus size={18} stroke={1.7} />}
            </ThemeIcon>
            <span>{title}</span>
          </Group>
          <IconChevronDown size={20} stroke={1.7} className={classes.chevron} data-opened={opened || undefined} aria-hidden />
        </UnstyledButton>
      </Title>
      <Collapse
        expanded={opened}
        id="service-form-panel"
        keepMountedMode="display-none"
        onTransitionEnd={() => opened && onOpened()}
      >
        <Divider />
        <Box p={{ base: 'md', sm: 'lg' }}>
          <ServiceForm key={formKey} service={service} onDone={onDone} />
        </Box>
      </Collapse>
    </Paper>
  );
}
