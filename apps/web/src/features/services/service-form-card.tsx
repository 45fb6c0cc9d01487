import type { Service } from '@clinic/domain';
import { Box, Collapse, Divider, Group, Paper, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconPencil, IconPlus } from '@tabler/icons-react';

import { DiscardGuardProvider } from '../../components/discard-guard';
import type { FormCardState } from '../../components/form-card';
import { ServiceForm } from './service-form';
import classes from './services.module.css';
import { SERVICES_SCREEN_TEXT as T } from './services.text';

interface ServiceFormCardProps {
  /** From `useFormCard`: open or closed, the service being edited (`null`: a new one), the form's session. */
  card: FormCardState<Service>;
  /** The card has finished opening. */
  onOpened: () => void;
}

/**
 * The collapsible 'Novo Serviço' / 'Editar Serviço' card; its heading opens and closes it (asking
 * first when the form holds unsaved changes).
 */
export function ServiceFormCard({ card, onOpened }: ServiceFormCardProps) {
  const { opened, editing: service } = card;
  const title = service ? T.editService : T.newService;
  return (
    <Paper id={card.id} component="section" withBorder shadow="xs" className={classes.formCard} aria-labelledby="service-form-toggle">
      <Title order={2} fz="lg" m={0}>
        <UnstyledButton
          id="service-form-toggle"
          className={classes.toggle}
          onClick={card.toggle}
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
          <DiscardGuardProvider guard={card.guard}>
            <ServiceForm key={card.session} service={card.target} onDone={card.close} />
          </DiscardGuardProvider>
        </Box>
      </Collapse>
      {card.confirm}
    </Paper>
  );
}
